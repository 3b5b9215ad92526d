import { catalogScenarios } from './scenarios-catalog.ts';
import { coldScenarios } from './scenarios-cold.ts';
import { historyScenarios } from './scenarios-history.ts';
import { cartLinesFor, orderScenarios } from './scenarios-order.ts';
import { receivableScenarios } from './scenarios-receivables.ts';
import { single, type Scenario } from './workload.ts';

/** Lines in the cart the cart scenario reads (issue 13: a buyer's cart page with 3 lines). */
const CART_LINES = 3;

const sessionScenarios: Scenario[] = [
  {
    name: 'user',
    group: 'session',
    description: 'GET /api/user as demo.customer (token check, user load)',
    prepare: async (ctx) =>
      single({ method: 'GET', url: `${ctx.appUrl}/api/user`, headers: await ctx.authHeaders('demo.customer') }),
  },
  {
    name: 'menu',
    group: 'session',
    description: 'GET /api/menu as demo.customer (token check, menu entries for the user type and customer)',
    prepare: async (ctx) =>
      single({ method: 'GET', url: `${ctx.appUrl}/api/menu`, headers: await ctx.authHeaders('demo.customer') }),
  },
  {
    name: 'settings',
    group: 'session',
    description: "GET /api/settings as demo.customer (effective settings, the menu, the customer's P.O. rules)",
    prepare: async (ctx) =>
      single({ method: 'GET', url: `${ctx.appUrl}/api/settings`, headers: await ctx.authHeaders('demo.customer') }),
  },
  {
    name: 'cart',
    group: 'session',
    description: `GET /api/cart as demo.customer with ${CART_LINES} lines (lines, their products and prices, the estimate)`,
    async prepare(ctx) {
      await ctx.api('DELETE', '/api/cart', { user: 'demo.customer' });
      const lines = await cartLinesFor(ctx, 'demo.customer', 0, CART_LINES);
      if (lines.length < CART_LINES) throw new Error(`only ${lines.length} orderable products for demo.customer`);
      const filled = await ctx.api<{ isSuccess: boolean; errors: string[] }>('POST', '/api/cart/lines', {
        user: 'demo.customer',
        body: lines,
      });
      if (!filled.isSuccess) throw new Error(`the cart was not filled: ${filled.errors.join('; ')}`);
      return single({ method: 'GET', url: `${ctx.appUrl}/api/cart`, headers: await ctx.authHeaders('demo.customer') });
    },
    async cleanup(ctx) {
      await ctx.api('DELETE', '/api/cart', { user: 'demo.customer' });
    },
  },
];

/** Every scenario the harness runs, in order, for each database kind and catalog size selected. */
export const scenarios: Scenario[] = [
  {
    name: 'bare',
    group: 'baseline',
    baseline: true,
    description: 'bare Fastify endpoint answering a small JSON (same process, same machine)',
    prepare: async (ctx) => single({ method: 'GET', url: `${ctx.bareUrl}/bare` }),
  },
  ...sessionScenarios,
  ...catalogScenarios,
  ...coldScenarios,
  ...historyScenarios,
  ...orderScenarios,
  ...receivableScenarios,
];
