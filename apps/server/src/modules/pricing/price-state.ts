import type { RequestContext } from '../../context.ts';
import type { SettingsService } from '../settings/settings.service.ts';

/**
 * Contract prices start and end on dates of the database's time zone. Every time zone's midnight
 * falls on a quarter hour, so a price answer stays the same within one (decision 211).
 */
export const PRICE_DATE_SLOT_MS = 15 * 60_000;

/** A price state: the key cached price and cart answers are kept by, and the hidePricing it stands for. */
export interface PriceState {
  key: string;
  hidePricing: boolean;
}

/** The price state of a request, read or as kept. */
export function createPriceState(deps: {
  settings: SettingsService;
  catalogVersion: () => Promise<number>;
  catalogVersionKnown: () => number | undefined;
  databaseClock: () => number;
}) {
  const { settings, catalogVersion, catalogVersionKnown, databaseClock } = deps;

  function stateOf(ctx: Pick<RequestContext, 'customerId'>, version: number, hidePricing: boolean) {
    const slot = Math.floor(databaseClock() / PRICE_DATE_SLOT_MS);
    return { key: `${version}:${ctx.customerId}:${hidePricing}:${slot}`, hidePricing };
  }

  return {
    /**
     * What decides a customer's prices (decision 211): the catalog version, the customer, hidePricing
     * and the quarter hour of the database's date. Cached price and cart answers are keyed by it;
     * an answer computed for the key takes hidePricing from here rather than reading it again (a
     * setting changed and changed back meanwhile would otherwise leave an answer under the wrong key).
     */
    async priceState(ctx: Pick<RequestContext, 'customerId' | 'user'>): Promise<PriceState> {
      const [v, values] = await Promise.all([catalogVersion(), settings.effectiveValues(ctx)]);
      return stateOf(ctx, v, values.hidePricing);
    },

    /**
     * `priceState` when everything it reads is kept, `undefined` otherwise (decision 378): a kept
     * answer is found without a promise per cache.
     */
    priceStateKnown(ctx: Pick<RequestContext, 'customerId' | 'user'>): PriceState | undefined {
      const v = catalogVersionKnown();
      const values = v === undefined ? undefined : settings.effectiveValuesKnown(ctx);
      return v === undefined || values === undefined ? undefined : stateOf(ctx, v, values.hidePricing);
    },
  };
}
export type PriceStates = ReturnType<typeof createPriceState>;
