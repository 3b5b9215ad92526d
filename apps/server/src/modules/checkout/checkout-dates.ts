import type { DeliveryDates, SettingValues } from '@provender/contract';
import {
  addDays,
  deliveryDateDefaults,
  isKnownTimeZone,
  orderCutoffFor,
  usualWeekday,
  validDeliveryDates,
  zonedDateTime,
  type OrderCutoff,
} from '@provender/rules';
import type { CheckoutRepository } from './checkout.repository.ts';

const FALLBACK_TIME_ZONE = 'America/New_York';
/** How far back past deliveries tell which weekday a ship-to usually receives on. */
const USUAL_DAY_LOOKBACK_DAYS = 120;

export interface DateQuery {
  customerId: number;
  /** The ship-to whose past orders show the usual day; null for consumers. */
  shiptoCode: string | null;
  routeDays: readonly number[];
}

/** Delivery dates from the route, the holidays table and the cut-off settings (decision 031). */
export function createDeliveryDates(deps: { repo: CheckoutRepository; now: () => Date }) {
  const { repo, now } = deps;

  return {
    async dates(values: SettingValues, query: DateQuery): Promise<DeliveryDates> {
      const timeZone = isKnownTimeZone(values.distributorTimeZone) ? values.distributorTimeZone : FALLBACK_TIME_ZONE;
      const at = now();
      const today = zonedDateTime(at, timeZone).date;
      const horizonDays = values.deliveryDateHorizonDays;
      const cutoff: OrderCutoff = { time: values.orderCutoffTime, leadDays: values.orderLeadDays, timeZone };
      const [holidays, past] = await Promise.all([
        // Holidays a little outside the range still move deliveries into it and cut-offs out of it.
        repo.holidays(addDays(today, -30), addDays(today, horizonDays + 30)),
        repo.pastDeliveryDates(query.customerId, query.shiptoCode, addDays(today, -USUAL_DAY_LOOKBACK_DAYS)),
      ]);
      const dates = validDeliveryDates({
        now: at,
        calendar: { routeDays: query.routeDays, holidays },
        cutoff,
        horizonDays,
      });
      const defaults = deliveryDateDefaults(dates, usualWeekday(past));
      const closes = defaults.earliestDate ? orderCutoffFor(defaults.earliestDate, cutoff, holidays) : null;
      return { ...defaults, dates, cutoff: closes ? { ...closes, timeZone } : null };
    },
  };
}
export type DeliveryDatesService = ReturnType<typeof createDeliveryDates>;
