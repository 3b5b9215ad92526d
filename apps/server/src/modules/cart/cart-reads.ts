import type { SQL } from 'drizzle-orm';
import { CURRENCY_UNIT, type Cart } from '@provender/contract';
import type { RequestContext } from '../../context.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { PricingService } from '../pricing/pricing.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { CartOwner, CartRepository } from './cart.repository.ts';
import type { CartNotices } from './cart-checks.ts';
import { ownerOf, scopeOf, toHeader, type CartPricing } from './cart-pricing.ts';

interface ReadDeps {
  repo: CartRepository;
  catalog: CatalogService;
  pricing: PricingService;
  settings: SettingsService;
  notices: () => CartNotices | undefined;
  prices: CartPricing;
}

/** The cart as GET /api/cart answers it, prices shown or not as given. */
async function read(deps: ReadDeps, ctx: RequestContext, owner: CartOwner, hidePricing: boolean): Promise<Cart> {
  const { repo, notices, prices } = deps;
  const { header, lines: rows } = await repo.cartWithLines(owner);
  const { lines, messages } = await prices.priceRows(ctx, rows, hidePricing);
  const punchout = ctx.sessionType === 'punchout' ? notices() : undefined;
  const [notes, readOnly] = punchout
    ? await Promise.all([punchout.messages(owner.userId), punchout.readOnlyMessage(owner.userId)])
    : [[], null];
  return {
    header: toHeader(header),
    lines,
    messages: [...notes, ...messages],
    readOnly,
    priceConversion: { from: CURRENCY_UNIT, to: CURRENCY_UNIT },
  };
}

/** The cart's reads: its answer (kept or not), checkout's priced snapshot and the header's ship-to. */
export function createCartReads(deps: ReadDeps) {
  const { repo, catalog, pricing, settings, prices } = deps;
  const { priceRowsExactly } = prices;
  return {
    /**
     * GET /api/cart's answer as a process may keep it (decision 290): whom it belongs to, the key
     * of what else decides it, and how to compute it from exactly the state the key names. The
     * scope is the cart's owner (user and acting customer; every write to the cart announces it);
     * the key the price state (catalog version: products, units, categories, assortment, price
     * levels, contract prices; hidePricing, the only setting the answer reads; the date contract
     * prices are taken on). Null in a punchout session, whose notices are read each time.
     */
    /** The catalog version kept by this process, and whether the database's moved on from one (decision 340). */
    catalogVersion: () => catalog.version(),
    catalogMoved: (seen: number) => catalog.moved(seen),

    /**
     * The scope and key `cacheable` would give, when everything deciding them is kept; `undefined`
     * otherwise (decision 378): a kept cart answer is found without a promise per cache.
     */
    cacheableKnown(ctx: RequestContext): { scope: string; key: string } | undefined {
      if (ctx.sessionType === 'punchout' || !ctx.user || ctx.customerId === null) return undefined;
      const state = pricing.priceStateKnown(ctx);
      return state && { scope: scopeOf({ userId: ctx.user.id, customerId: ctx.customerId }), key: state.key };
    },

    async cacheable(ctx: RequestContext): Promise<{ scope: string; key: string; compute: () => Promise<Cart> } | null> {
      if (ctx.sessionType === 'punchout') return null;
      const owner = ownerOf(ctx);
      const state = await pricing.priceState(ctx);
      return {
        scope: scopeOf(owner),
        key: state.key,
        // Bound rather than an arrow: a named closure per request costs a property definition
        // under the TypeScript loader, on a read that does little else.
        compute: read.bind(null, deps, ctx, owner, state.hidePricing),
      };
    },

    /**
     * What checkout needs: the stored header row and every line priced exactly, prices shown or
     * not (hidePricing hides them from people, not from the order).
     */
    async pricedSnapshot(ctx: RequestContext) {
      const owner = ownerOf(ctx);
      const { header: headerRow, lines: rows } = await repo.cartWithLines(owner);
      return { owner, headerRow, rows, header: toHeader(headerRow), ...(await priceRowsExactly(ctx, rows)) };
    },

    /** The snapshot and, read in the same statement, another feature's value (see the repository's cartWithLinesAnd). */
    async pricedSnapshotAnd<T>(
      ctx: RequestContext,
      also: { name: string; select: SQL; params: Record<string, unknown> },
    ) {
      const owner = ownerOf(ctx);
      const read = await repo.cartWithLinesAnd<T>(owner, also.name, also.select, also.params);
      const { header: headerRow, lines: rows } = read;
      const snapshot = { owner, headerRow, rows, header: toHeader(headerRow), ...(await priceRowsExactly(ctx, rows)) };
      return { snapshot, also: read.also };
    },

    /** The ship-to the cart header has chosen (null: none yet); no lines read (count mode, issue 34). */
    async headerShipto(ctx: RequestContext): Promise<string | null> {
      return (await repo.header(ownerOf(ctx)))?.customerShipToCode ?? null;
    },

    async get(ctx: RequestContext): Promise<Cart> {
      const owner = ownerOf(ctx);
      return read(deps, ctx, owner, (await settings.effectiveValues(ctx)).hidePricing);
    },
  };
}
