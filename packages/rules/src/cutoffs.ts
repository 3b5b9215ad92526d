import { dayNumber, isoWeekday, zonedDateTime, type IsoDate } from './calendar.ts';
import { orderCutoffFor, validDeliveryDates, type DeliveryDateQuery, type OrderCutoff } from './delivery-dates.ts';

/**
 * The cut-off of issue 34 (decision 500): one rule for the checkout's earliest date, the app bar,
 * the Select Customer list, the reminders and an approval that comes after the cut-off.
 */

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The instant a wall-clock date and time (HH:MM) names in a time zone. A time the clocks skip
 * (spring forward) is read with the offset before the change, so it lands just after the gap.
 */
export function zonedInstant(date: IsoDate, time: string, timeZone: string): Date {
  const wall = dayNumber(date) * MS_PER_DAY + minutesOf(time) * MS_PER_MINUTE;
  let guess = wall;
  for (let i = 0; i < 3; i++) {
    const shown = zonedDateTime(new Date(guess), timeZone);
    const diff = wall - (dayNumber(shown.date) * MS_PER_DAY + minutesOf(shown.time) * MS_PER_MINUTE);
    if (diff === 0) break;
    guess += diff;
  }
  return new Date(guess);
}

/** A delivery date with the moment orders for it close. */
export interface DeliveryCutoff {
  delivery: IsoDate;
  /** When orders close, distributor-local: date and time (HH:MM, 24 h). */
  cutoff: { date: IsoDate; time: string };
  /** The same moment as an instant. */
  closesAt: Date;
}

/** When orders for a delivery date close: orderCutoffFor, also as an instant. */
export function deliveryCutoff(delivery: IsoDate, cutoff: OrderCutoff, holidays: ReadonlySet<IsoDate>): DeliveryCutoff {
  const local = orderCutoffFor(delivery, cutoff, holidays);
  return { delivery, cutoff: local, closesAt: zonedInstant(local.date, local.time, cutoff.timeZone) };
}

/**
 * The next `count` delivery dates an order placed at `query.now` still makes, earliest first, each
 * with its cut-off. The first is the checkout's earliest date.
 */
export function nextDeliveries(query: DeliveryDateQuery, count = 1): DeliveryCutoff[] {
  return validDeliveryDates(query)
    .slice(0, count)
    .map((d) => deliveryCutoff(d, query.cutoff, query.calendar.holidays));
}

/**
 * True when orders for the delivery date have closed at `now` (the cut-off minute itself is
 * closed, as in validDeliveryDates): an order approved after it moves to nextDeliveries(...)[0].
 */
export function isPastCutoff(
  delivery: IsoDate,
  now: Date,
  cutoff: OrderCutoff,
  holidays: ReadonlySet<IsoDate>,
): boolean {
  return deliveryCutoff(delivery, cutoff, holidays).closesAt.getTime() <= now.getTime();
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** Mon .. Sun of a date. */
export const shortWeekday = (date: IsoDate): string => WEEKDAYS[isoWeekday(date) - 1] ?? '';

/** 16:00 -> 4:00 PM. */
export function formatClockTime(time: string): string {
  const minutes = minutesOf(time);
  const hour = Math.floor(minutes / 60);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The delivery as the bar names it: Wed, 03/11. */
export const formatDeliveryDay = (date: IsoDate): string =>
  `${shortWeekday(date)}, ${date.slice(5, 7)}/${date.slice(8, 10)}`;

/** Countdowns start 24 hours before the cut-off. */
export const COUNTDOWN_MS = 24 * 3_600_000;

/** 3 h 12 min; under a minute: less than 1 min. Whole minutes are rounded up, so 0 min never shows. */
export function formatTimeLeft(ms: number): string {
  const minutes = Math.ceil(Math.max(0, ms) / MS_PER_MINUTE);
  if (minutes < 1) return 'less than 1 min';
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

/**
 * "Order by 4:00 PM Tue for Wed, 03/11 delivery"; within the last 24 hours "Order within 3 h 12 min
 * for Wed, 03/11 delivery" ("pickup" for a consumer who picks up). `now` is the viewer's clock.
 */
export function orderByText(
  next: { delivery: IsoDate; cutoff: { date: IsoDate; time: string }; closesAt: Date },
  now: Date,
  kind: 'delivery' | 'pickup' = 'delivery',
) {
  const left = next.closesAt.getTime() - now.getTime();
  const when =
    left <= COUNTDOWN_MS
      ? `Order within ${formatTimeLeft(left)}`
      : `Order by ${formatClockTime(next.cutoff.time)} ${shortWeekday(next.cutoff.date)}`;
  return `${when} for ${formatDeliveryDay(next.delivery)} ${kind}`;
}
