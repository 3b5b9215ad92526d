import type { DeliveryDates, SettingValues } from '@provender/contract';
import {
  addDays,
  deliveryCutoff,
  deliveryDateDefaults,
  isKnownTimeZone,
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

/** What the dates of a moment depend on besides the route: the clock, the zone, the cut-off and what to read. */
export interface DateWindow {
  at: Date;
  timeZone: string;
  cutoff: OrderCutoff;
  horizonDays: number;
  /** Holidays a little outside the range still move deliveries into it and cut-offs out of it. */
  holidaysFrom: string;
  holidaysTo: string;
  /** Past deliveries since this day tell the usual weekday. */
  pastSince: string;
}

/**
 * The window of a moment: the zone (a known one, else New York), the cut-off settings and the days to
 * read. Also the app bar's, Select Customer's and the reminders' (decisions 500-503).
 */
export function deliveryWindow(values: SettingValues, at: Date): DateWindow {
  const timeZone = isKnownTimeZone(values.distributorTimeZone) ? values.distributorTimeZone : FALLBACK_TIME_ZONE;
  const today = zonedDateTime(at, timeZone).date;
  const horizonDays = values.deliveryDateHorizonDays;
  return {
    at,
    timeZone,
    cutoff: { time: values.orderCutoffTime, leadDays: values.orderLeadDays, timeZone },
    horizonDays,
    holidaysFrom: addDays(today, -30),
    holidaysTo: addDays(today, horizonDays + 30),
    pastSince: addDays(today, -USUAL_DAY_LOOKBACK_DAYS),
  };
}

/** Delivery dates from the route, the holidays table and the cut-off settings (decision 031). */
export function createDeliveryDates(deps: { repo: CheckoutRepository; now: () => Date }) {
  const { repo, now } = deps;

  const window = (values: SettingValues): DateWindow => deliveryWindow(values, now());

  /** The dates of a window for a route, from the holidays and past deliveries already read. */
  function compute(
    w: DateWindow,
    routeDays: readonly number[],
    holidays: ReadonlySet<string>,
    past: readonly string[],
  ): DeliveryDates {
    const { at, cutoff, horizonDays, timeZone } = w;
    const dates = validDeliveryDates({ now: at, calendar: { routeDays, holidays }, cutoff, horizonDays });
    const defaults = deliveryDateDefaults(dates, usualWeekday(past));
    // The app bar's, Select Customer's and the reminders' cut-off (decision 500).
    const closes = defaults.earliestDate ? deliveryCutoff(defaults.earliestDate, cutoff, holidays).cutoff : null;
    return { ...defaults, dates, cutoff: closes ? { ...closes, timeZone } : null };
  }

  return {
    window,
    compute,

    async dates(values: SettingValues, query: DateQuery): Promise<DeliveryDates> {
      const w = window(values);
      const [holidays, past] = await Promise.all([
        repo.holidays(w.holidaysFrom, w.holidaysTo),
        repo.pastDeliveryDates(query.customerId, query.shiptoCode, w.pastSince),
      ]);
      return compute(w, query.routeDays, holidays, past);
    },
  };
}
export type DeliveryDatesService = ReturnType<typeof createDeliveryDates>;
