/**
 * Calendar days as ISO strings (YYYY-MM-DD) with whole-day arithmetic in UTC, so a rule gives
 * the same answer on every machine whatever its time zone.
 */
export type IsoDate = string;

const MS_PER_DAY = 86_400_000;
const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (2025-02-30 is not one). */
export function isIsoDate(text: string): boolean {
  const match = isoDatePattern.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Days since 1970-01-01. */
export function dayNumber(date: IsoDate): number {
  const match = isoDatePattern.exec(date);
  if (!match) throw new Error(`not a date (YYYY-MM-DD): ${date}`);
  return Math.floor(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / MS_PER_DAY);
}

export function fromDayNumber(day: number): IsoDate {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** ISO weekday: 1 Monday .. 7 Sunday. */
export function isoWeekday(date: IsoDate): number {
  const day = dayNumber(date);
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** The date as the storefront shows it: MM/dd/yyyy. */
export function formatUsDate(date: IsoDate): string {
  const [y, m, d] = date.split('-');
  return `${m}/${d}/${y}`;
}

/**
 * Formatters by time zone: building one costs far more than formatting with it, and delivery
 * dates format dozens of instants per request. A zone the runtime does not know is never kept.
 */
const zonedFormatters = new Map<string, Intl.DateTimeFormat>();

function zonedFormatter(timeZone: string): Intl.DateTimeFormat {
  let format = zonedFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    zonedFormatters.set(timeZone, format);
  }
  return format;
}

/** The wall-clock date and time (HH:MM, 24 h) of an instant in a time zone. */
export function zonedDateTime(instant: Date, timeZone: string): { date: IsoDate; time: string } {
  const parts = zonedFormatter(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** True when the time zone name is one the runtime knows (America/New_York, UTC, ...). */
export function isKnownTimeZone(timeZone: string): boolean {
  if (zonedFormatters.has(timeZone)) return true;
  try {
    zonedFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}
