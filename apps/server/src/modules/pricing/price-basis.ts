import { Decimal, DEFAULT_PRICE_DECIMALS, type PriceByUnit, type UnitConversion } from '@provender/rules';
import { customerPrice, levelPrice, unitPrice } from '@provender/rules/server';
import type { ChangeFeed } from '../../cache/change-feed.ts';
import { StateMemo } from '../../cache/state-memo.ts';
import type { RequestContext } from '../../context.ts';
import type { PricingRepository } from './pricing.repository.ts';
import { PRICE_DATE_SLOT_MS } from './price-state.ts';

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

/** Products' price bases for a customer, read or kept per price state. */
export function createPriceBases(deps: {
  repo: PricingRepository;
  catalogVersion: () => Promise<number>;
  databaseClock: () => number;
  changes: ChangeFeed;
}) {
  const { repo, catalogVersion, databaseClock, changes } = deps;
  /**
   * Price bases per catalog version, customer and quarter hour of the database's date (decision
   * 340): the key of `priceState` without hidePricing, which a basis does not read.
   */
  const bases = new StateMemo<number, PriceBasis>(changes, ['catalog']);
  const basisState = async (customerId: number | null) =>
    `${await catalogVersion()}:${customerId}:${Math.floor(databaseClock() / PRICE_DATE_SLOT_MS)}`;

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

  return {
    basisFor(ctx: Pick<RequestContext, 'customerId'>, productKeys: number[]): Promise<Map<number, PriceBasis>> {
      return readBases(ctx.customerId, [...new Set(productKeys)]);
    },

    /** `basisFor` as kept per price state; a write acting on it confirms the catalog version (decision 340). */
    keptBasisFor(ctx: Pick<RequestContext, 'customerId'>, productKeys: number[]): Promise<Map<number, PriceBasis>> {
      const { customerId } = ctx;
      return bases.get(
        () => basisState(customerId),
        productKeys,
        (missing) => readBases(customerId, missing),
      );
    },
  };
}
export type PriceBases = ReturnType<typeof createPriceBases>;
