/** A product's price in one unit, as a price answer states it. */
export interface MemoPrice {
  price: number | null;
  priceDecimals: number;
}

type StatePrices = Map<number, Map<string, MemoPrice>>;

/**
 * Prices already worked out, per price state (catalog version, customer, hidePricing, the quarter
 * hour: decision 211), product and unit. A batch reads only the products it has not met in that
 * state, whatever other products it asks for with them. A change to the catalog or a new quarter
 * hour names a new state, so older entries are never answered again; everything is dropped when
 * the memo is full.
 */
export class PriceMemo {
  readonly #states = new Map<string, StatePrices>();
  readonly #maxEntries: number;
  #entries = 0;

  constructor(maxEntries = 50_000) {
    this.#maxEntries = maxEntries;
  }

  /** The prices of one state (looked up once per batch, not per item). */
  of(state: string): {
    get(productKey: number, unitOfMeasure: string): MemoPrice | undefined;
    set(productKey: number, unitOfMeasure: string, price: MemoPrice): void;
  } {
    let prices = this.#states.get(state);
    return {
      get: (productKey, unitOfMeasure) => prices?.get(productKey)?.get(unitOfMeasure),
      set: (productKey, unitOfMeasure, price) => {
        if (this.#entries >= this.#maxEntries) {
          this.#states.clear();
          this.#entries = 0;
          prices = undefined;
        }
        if (!prices) {
          prices = new Map();
          this.#states.set(state, prices);
        }
        let units = prices.get(productKey);
        if (!units) {
          units = new Map();
          prices.set(productKey, units);
        }
        if (!units.has(unitOfMeasure)) this.#entries += 1;
        units.set(unitOfMeasure, price);
      },
    };
  }
}
