import {
  addDays,
  dayNumber,
  fromDayNumber,
  isoWeekday,
  weekdayOfDay,
  zonedDateTime,
  type IsoDate,
} from './calendar.ts';

/** When a ship-to can receive goods: its route's weekdays and the days nobody delivers. */
export interface DeliveryCalendar {
  /** ISO weekdays (1 Monday .. 7 Sunday) the route runs. */
  routeDays: readonly number[];
  holidays: ReadonlySet<IsoDate>;
}

/** Orders for a delivery date close at `time` (distributor local) `leadDays` days before it. */
export interface OrderCutoff {
  /** HH:MM, 24 h. */
  time: string;
  leadDays: number;
  timeZone: string;
}

export interface DeliveryDateQuery {
  now: Date;
  calendar: DeliveryCalendar;
  cutoff: OrderCutoff;
  /** How many days ahead dates are offered. */
  horizonDays: number;
}

/** The day a delivery due on a holiday moves to: the next day that is neither a holiday nor a Sunday. */
export function shiftedDeliveryDay(date: IsoDate, holidays: ReadonlySet<IsoDate>): IsoDate {
  let day = date;
  while (holidays.has(day) || isoWeekday(day) === 7) day = addDays(day, 1);
  return day;
}

/**
 * The days a route delivers between two dates, inclusive: its weekdays, except that a route day
 * falling on a holiday moves to the next working day (so a Monday route after Memorial Day
 * delivers on Tuesday).
 */
export function routeDeliveryDays(from: IsoDate, to: IsoDate, calendar: DeliveryCalendar): IsoDate[] {
  return routeDayNumbers(dayNumber(from), dayNumber(to), calendar).map(fromDayNumber);
}

/** The holidays as day numbers (what is not a date never matches a day). */
function holidayDays(holidays: ReadonlySet<IsoDate>): Set<number> {
  const days = new Set<number>();
  for (const h of holidays) {
    try {
      days.add(dayNumber(h));
    } catch {
      // not a date: no day is it
    }
  }
  return days;
}

/** routeDeliveryDays on day numbers, ascending: the loop runs over numbers, not date strings (decision 371). */
function routeDayNumbers(
  first: number,
  last: number,
  calendar: DeliveryCalendar,
  holidays = holidayDays(calendar.holidays),
): number[] {
  const runs = [false, false, false, false, false, false, false, false];
  for (const d of calendar.routeDays) if (d >= 1 && d <= 7) runs[d] = true;
  const days = new Set<number>();
  // A holiday shortly before `from` can push its delivery into the range.
  for (let n = first - 14; n <= last; n++) {
    if (!runs[weekdayOfDay(n)]) continue;
    let delivery = n;
    if (holidays.has(n)) while (holidays.has(delivery) || weekdayOfDay(delivery) === 7) delivery++;
    if (delivery >= first && delivery <= last) days.add(delivery);
  }
  return [...days].sort((a, b) => a - b);
}

/**
 * The moment orders for a delivery date close, as distributor-local date and time: the cut-off
 * time `leadDays` days before, moved back past holidays (nobody picks orders on a holiday).
 */
export function orderCutoffFor(
  delivery: IsoDate,
  cutoff: OrderCutoff,
  holidays: ReadonlySet<IsoDate>,
): { date: IsoDate; time: string } {
  let date = addDays(delivery, -cutoff.leadDays);
  while (holidays.has(date)) date = addDays(date, -1);
  return { date, time: cutoff.time };
}

/** Every date an order placed `now` can still be delivered on, earliest first. */
export function validDeliveryDates(query: DeliveryDateQuery): IsoDate[] {
  const { now, calendar, cutoff, horizonDays } = query;
  const local = zonedDateTime(now, cutoff.timeZone);
  const today = dayNumber(local.date);
  const holidays = holidayDays(calendar.holidays);
  const valid: IsoDate[] = [];
  for (const day of routeDayNumbers(today, today + horizonDays, calendar, holidays)) {
    // As orderCutoffFor: leadDays before, moved back past holidays.
    let closes = day - cutoff.leadDays;
    while (holidays.has(closes)) closes--;
    if (today < closes || (today === closes && local.time < cutoff.time)) valid.push(fromDayNumber(day));
  }
  return valid;
}

/** The weekday a ship-to usually receives on: the most frequent one among past deliveries (ties: the earlier weekday). */
export function usualWeekday(pastDeliveries: readonly IsoDate[]): number | null {
  const counts = new Map<number, number>();
  for (const date of pastDeliveries) {
    const weekday = isoWeekday(date);
    counts.set(weekday, (counts.get(weekday) ?? 0) + 1);
  }
  let best: number | null = null;
  for (const [weekday, count] of counts) {
    const bestCount = best === null ? 0 : (counts.get(best) ?? 0);
    if (count > bestCount || (count === bestCount && best !== null && weekday < best)) best = weekday;
  }
  return best;
}

/**
 * The two defaults the checkout offers: the earliest valid date, and the customer's usual date
 * (the first valid date on the weekday they usually receive), either null when there is none.
 */
export function deliveryDateDefaults(
  valid: readonly IsoDate[],
  usual: number | null,
): { earliestDate: IsoDate | null; defaultDate: IsoDate | null } {
  return {
    earliestDate: valid[0] ?? null,
    defaultDate: usual === null ? null : (valid.find((d) => isoWeekday(d) === usual) ?? null),
  };
}

/**
 * The date the checkout starts with (spec 02 section 4): only with the UseSystemDefault flag; the
 * earliest date when there is no default or the earliest is later than the default.
 */
export function initialDeliveryDate(
  dates: { defaultDate: IsoDate | null; earliestDate: IsoDate | null },
  flag: 'UseSystemDefault' | 'RequireUserEntry',
): IsoDate | null {
  if (flag !== 'UseSystemDefault') return null;
  const { defaultDate, earliestDate } = dates;
  if (!defaultDate || (earliestDate && earliestDate > defaultDate)) return earliestDate;
  return defaultDate;
}
