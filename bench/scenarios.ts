import { catalogScenarios } from './scenarios-catalog.ts';
import { historyScenarios } from './scenarios-history.ts';
import { orderScenarios } from './scenarios-order.ts';
import { receivableScenarios } from './scenarios-receivables.ts';
import { single, type Scenario } from './workload.ts';

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
  ...historyScenarios,
  ...orderScenarios,
  ...receivableScenarios,
];
