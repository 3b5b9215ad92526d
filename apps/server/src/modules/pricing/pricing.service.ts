import {
  CURRENCY_UNIT,
  type Conversion,
  type PriceRequest,
  type ProductPrice,
  type Uncommitted,
} from '@provender/contract';
import { Decimal, DEFAULT_PRICE_DECIMALS, type PriceByUnit, type UnitConversion } from '@provender/rules';
import { customerPrice, levelPrice, unitPrice } from '@provender/rules/server';
import type { ChangeFeed } from '../../cache/change-feed.ts';
import { StateMemo } from '../../cache/state-memo.ts';
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { isMemoizedBody } from '../../routing/json-body-memo.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { PricingRepository } from './pricing.repository.ts';
import { PriceMemo, type MemoPrice } from './price-memo.ts';

/** What pricing a product for the acting customer comes down to. */
export interface PriceBasis {
  productKey: number;
  available: boolean;
  /** The customer's price per pricing unit (level price, or a lower contract price). */
  pricePerPricingUnit: Decimal;
  pricingUnit: UnitConversion | undefined;
  /** Every unit of the product with its conversion and, for price-by units, its decimals. */
  units: Map<string, PriceByUnit & { isPriceBy: boolean }>;
}

type UnitPrice = { price: Decimal; priceDecimals: number } | null;

/**
 * Unit prices per kept basis: a basis is kept per price state and never changed, and its prices
 * are asked for again by every cart answer, fill and submit (decision 369).
 */
const unitPrices = new WeakMap<PriceBasis, Map<string, UnitPrice>>();

/** The price of one unit of the product; units that are not price-by units show 4 decimals. */
export function priceIn(basis: PriceBasis, unitOfMeasure: string): UnitPrice {
  let prices = unitPrices.get(basis);
  const known = prices?.get(unitOfMeasure);
  if (known !== undefined) return known;
  const unit = basis.units.get(unitOfMeasure);
  const price =
    !unit || !basis.pricingUnit || new Decimal(basis.pricingUnit.stockConversion).isZero()
      ? null
      : { price: unitPrice(basis.pricePerPricingUnit, basis.pricingUnit, unit), priceDecimals: unit.priceDecimals };
  if (prices === undefined) unitPrices.set(basis, (prices = new Map()));
  prices.set(unitOfMeasure, price);
  return price;
}

/**
 * A price batch's key for a price state (decision 351): for a remembered (frozen) body, worked out
 * once per state and handed out as the same string, whose hash the caches' maps then keep.
 */
const batchKeys = new WeakMap<object, Map<string, string>>();
function batchKey(stateKey: string, items: PriceRequest): string {
  const byState = batchKeys.get(items);
  const known = byState?.get(stateKey);
  if (known !== undefined) return known;
  const key = JSON.stringify(['prices', stateKey, items.map((i) => [i.productKey, i.unitOfMeasure])]);
  if (!isMemoizedBody(items)) return key;
  if (byState === undefined) batchKeys.set(items, new Map([[stateKey, key]]));
  else {
    // A body is priced in a handful of states (customers, quarter hours); the map starts over past 64.
    if (byState.size >= 64) byState.clear();
    byState.set(stateKey, key);
  }
  return key;
}

/**
 * Contract prices start and end on dates of the database's time zone. Every time zone's midnight
 * falls on a quarter hour, so a price answer stays the same within one (decision 211).
 */
const PRICE_DATE_SLOT_MS = 15 * 60_000;

export function createPricingService(deps: {
  repo: PricingRepository;
  settings: SettingsService;
  /** The catalog version: products, units, price levels, contract prices, customers' levels. */
  catalogVersion: () => Promise<number>;
  /** The catalog version when it is kept, `undefined` otherwise. */
  catalogVersionKnown: () => number | undefined;
  /**
   * The clock the database's `current_date` follows, in milliseconds: the machine's (the caches'
   * clock), not the server's business clock, which a demo may start elsewhere (decision 290).
   */
  databaseClock: () => number;
  changes: ChangeFeed;
}) {
  const { repo, settings, catalogVersion, catalogVersionKnown, databaseClock, changes } = deps;
  /**
   * Price bases per catalog version, customer and quarter hour of the database's date (decision
   * 340): the key of `priceState` without hidePricing, which a basis does not read.
   */
  const bases = new StateMemo<number, PriceBasis>(changes, ['catalog']);
  const basisState = async (customerId: number | null) =>
    `${await catalogVersion()}:${customerId}:${Math.floor(databaseClock() / PRICE_DATE_SLOT_MS)}`;

  /**
   * What decides a customer's prices (decision 211): the catalog version, the customer, hidePricing
   * and the quarter hour of the database's date. Cached price and cart answers are keyed by it;
   * an answer computed for the key takes hidePricing from here rather than reading it again (a
   * setting changed and changed back meanwhile would otherwise leave an answer under the wrong key).
   */
  async function priceState(
    ctx: Pick<RequestContext, 'customerId' | 'user'>,
  ): Promise<{ key: string; hidePricing: boolean }> {
    const [v, values] = await Promise.all([catalogVersion(), settings.effectiveValues(ctx)]);
    return stateOf(ctx, v, values.hidePricing);
  }

  function stateOf(ctx: Pick<RequestContext, 'customerId'>, version: number, hidePricing: boolean) {
    const slot = Math.floor(databaseClock() / PRICE_DATE_SLOT_MS);
    return { key: `${version}:${ctx.customerId}:${hidePricing}:${slot}`, hidePricing };
  }

  /**
   * `priceState` when everything it reads is kept, `undefined` otherwise (decision 378): a kept
   * answer is found without a promise per cache.
   */
  function priceStateKnown(
    ctx: Pick<RequestContext, 'customerId' | 'user'>,
  ): { key: string; hidePricing: boolean } | undefined {
    const v = catalogVersionKnown();
    const values = v === undefined ? undefined : settings.effectiveValuesKnown(ctx);
    return v === undefined || values === undefined ? undefined : stateOf(ctx, v, values.hidePricing);
  }

  function basisFor(ctx: Pick<RequestContext, 'customerId'>, productKeys: number[]): Promise<Map<number, PriceBasis>> {
    return readBases(ctx.customerId, [...new Set(productKeys)]);
  }

  /** `basisFor` as kept per price state; a write acting on it confirms the catalog version (decision 340). */
  function keptBasisFor(
    ctx: Pick<RequestContext, 'customerId'>,
    productKeys: number[],
  ): Promise<Map<number, PriceBasis>> {
    const { customerId } = ctx;
    return bases.get(
      () => basisState(customerId),
      productKeys,
      (missing) => readBases(customerId, missing),
    );
  }

  async function readBases(customerId: number | null, ids: number[]): Promise<Map<number, PriceBasis>> {
    const rows = await repo.priceBasis(customerId, ids);
    const out = new Map<number, PriceBasis>();
    for (const row of rows) {
      const units = new Map(
        row.units.map((u) => [
          u.u,
          {
            unitOfMeasure: u.u,
            stockConversion: u.c,
            priceDecimals: u.pb ? u.d : DEFAULT_PRICE_DECIMALS,
            isPriceBy: u.pb,
          },
        ]),
      );
      out.set(row.id, {
        productKey: row.id,
        available: row.available,
        pricePerPricingUnit: customerPrice(levelPrice(row.basePrice, row.discountPercent), row.contractPrice),
        pricingUnit: units.get(row.pricingUnit),
        units,
      });
    }
    return out;
  }

  /** The answer's items from the products' price bases; hidePricing answers no prices at all. */
  const priceItems = (items: PriceRequest, basis: Map<number, PriceBasis>, hidePricing: boolean): ProductPrice[] =>
    items.map(({ productKey, unitOfMeasure }) => {
      const b = basis.get(productKey);
      const priced = !hidePricing && b?.available ? priceIn(b, unitOfMeasure) : null;
      return {
        productKey,
        unitOfMeasure,
        price: priced ? priced.price.toNumber() : null,
        priceDecimals: priced?.priceDecimals ?? b?.units.get(unitOfMeasure)?.priceDecimals ?? DEFAULT_PRICE_DECIMALS,
      };
    });
  const memo = new PriceMemo();
  const answerOf = (item: PriceRequest[number], known: MemoPrice | undefined): ProductPrice => ({
    productKey: item.productKey,
    unitOfMeasure: item.unitOfMeasure,
    price: known?.price ?? null,
    priceDecimals: known?.priceDecimals ?? DEFAULT_PRICE_DECIMALS,
  });

  /** One unit of a product in dollars for the acting customer (the unit-to-'$' conversion). */
  async function conversionIn(
    ctx: RequestContext,
    productKey: number,
    from: string,
    hidePricing: boolean,
  ): Promise<Conversion> {
    const b = (await basisFor(ctx, [productKey])).get(productKey);
    if (!b?.available) throw new AppError('NOT_FOUND', 'This product is unavailable.');
    if (!b.units.has(from)) throw new AppError('NOT_FOUND', `The product has no unit ${from}`);
    const priced = hidePricing ? null : priceIn(b, from);
    return { factor: priced ? priced.price.toNumber() : null, from, to: CURRENCY_UNIT };
  }

  return {
    basisFor,
    keptBasisFor,
    priceState,
    priceStateKnown,

    /**
     * POST /api/product/price: each product and unit priced once per price state (`PriceMemo`),
     * the products not met yet in that state in one query.
     */
    async memoPrices(ctx: RequestContext, items: PriceRequest): Promise<ProductPrice[]> {
      const state = await priceState(ctx);
      const prices = memo.of(state.key);
      const known = items.map((i) => prices.get(i.productKey, i.unitOfMeasure));
      const missing = items.filter((_, n) => known[n] === undefined);
      if (missing.length > 0) {
        // Priced with the state's hidePricing, so what is kept under its key is what it says.
        const basis = await basisFor(
          ctx,
          missing.map((i) => i.productKey),
        );
        const priced = priceItems(missing, basis, state.hidePricing);
        // Kept only when the state did not change while they were read: a price read across a
        // change must not be remembered under the old state.
        const keep = (await priceState(ctx)).key === state.key;
        const fresh = new PriceMemo().of(state.key);
        for (const p of priced) {
          const entry = { price: p.price, priceDecimals: p.priceDecimals };
          fresh.set(p.productKey, p.unitOfMeasure, entry);
          if (keep) prices.set(p.productKey, p.unitOfMeasure, entry);
        }
        items.forEach((i, n) => (known[n] ??= fresh.get(i.productKey, i.unitOfMeasure)));
      }
      return items.map((i, n) => answerOf(i, known[n]));
    },

    async pricesKey(ctx: RequestContext, items: PriceRequest): Promise<string> {
      return batchKey((await priceState(ctx)).key, items);
    },

    /**
     * The unit-to-'$' conversion as it is kept: its key and how to compute it, both from one price
     * state, so what is kept under a key is what that state says even when hidePricing changes while
     * it is computed (a flip and a flip back would otherwise leave a hidden price under the shown
     * state's key).
     */
    async conversionAnswer(
      ctx: RequestContext,
      productKey: number,
      from: string,
    ): Promise<{ key: string; compute: () => Promise<Conversion> }> {
      const state = await priceState(ctx);
      return {
        key: JSON.stringify(['conversion', state.key, productKey, from]),
        compute: () => conversionIn(ctx, productKey, from, state.hidePricing),
      };
    },

    /** Uncommitted stock per product in its stock unit (decision 012); unavailable products show 0. */
    async uncommitted(ctx: RequestContext, productKeys: number[]): Promise<Uncommitted[]> {
      const rows = await repo.stock(ctx.customerId, [...new Set(productKeys)]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return productKeys.map((productKey) => {
        const row = byId.get(productKey);
        const free = row?.available ? Decimal.max(new Decimal(row.onHand).minus(row.committed), 0) : new Decimal(0);
        // A product the caller may not see answers like an unknown key (no stock, no unit).
        const unitOfMeasure = row?.available ? row.stockUnit : '';
        return { productKey, uncommitted: free.toDecimalPlaces(2).toNumber(), unitOfMeasure };
      });
    },
  };
}
export type PricingService = ReturnType<typeof createPricingService>;
