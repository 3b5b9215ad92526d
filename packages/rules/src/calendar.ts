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

/**
 * Days since 1970-01-01 of a civil date (proleptic Gregorian), and back: plain arithmetic, no Date
 * objects (decision 371: delivery dates convert a few hundred days per checkout). The same answers
 * as Date.UTC and toISOString for the four-digit years dates are written in; the unit tests
 * compare them over 30,000 years of days.
 */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

const twoDigits = (n: number) => (n < 10 ? '0' : '') + n;

/** The digits of a YYYY-MM-DD string as a number, or -1 when a character is not a digit. */
function digitsAt(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
}

/** Days since 1970-01-01. */
export function dayNumber(date: IsoDate): number {
  const y = date.length === 10 && date.charCodeAt(4) === 45 && date.charCodeAt(7) === 45 ? digitsAt(date, 0, 4) : -1;
  const m = y < 0 ? -1 : digitsAt(date, 5, 7);
  const d = m < 0 ? -1 : digitsAt(date, 8, 10);
  if (d < 0) throw new Error(`not a date (YYYY-MM-DD): ${date}`);
  // Out-of-range months and days roll over as Date.UTC rolls them (2025-02-30 is 2025-03-02).
  const month = m - 1;
  return daysFromCivil(y + Math.floor(month / 12), (((month % 12) + 12) % 12) + 1, 1) + d - 1;
}

/** Day numbers of years 0000 to 9999, which write as YYYY-MM-DD; others go through Date (±YYYYYY). */
const FIRST_WRITTEN_DAY = -719_528;
const LAST_WRITTEN_DAY = 2_932_896;

export function fromDayNumber(day: number): IsoDate {
  if (!Number.isInteger(day) || day < FIRST_WRITTEN_DAY || day > LAST_WRITTEN_DAY)
    return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const d = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yearOfEra + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${twoDigits(m)}-${twoDigits(d)}`;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** ISO weekday (1 Monday .. 7 Sunday) of a day number. */
export function weekdayOfDay(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** ISO weekday: 1 Monday .. 7 Sunday. */
export function isoWeekday(date: IsoDate): number {
  return weekdayOfDay(dayNumber(date));
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

/**
 * Wall-clock minutes already formatted, by zone and UTC minute: every zone's offset has been whole
 * minutes since 1972, so all instants of one UTC minute show the same date and time there. Earlier
 * instants (offsets such as -0:44:30) are always formatted. Kept small: a checkout asks for the
 * current minute a few times.
 */
const zonedMinutes = new Map<string, { date: IsoDate; time: string }>();
const WHOLE_MINUTE_OFFSETS_SINCE = Date.UTC(1973, 0, 1);

/** The wall-clock date and time (HH:MM, 24 h) of an instant in a time zone. */
export function zonedDateTime(instant: Date, timeZone: string): { date: IsoDate; time: string } {
  const ms = instant.getTime();
  const key = ms >= WHOLE_MINUTE_OFFSETS_SINCE ? `${timeZone} ${Math.floor(ms / 60_000)}` : null;
  const kept = key === null ? undefined : zonedMinutes.get(key);
  if (kept) return { ...kept };
  const parts = zonedFormatter(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  const local = { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
  if (key !== null) {
    if (zonedMinutes.size >= 64) zonedMinutes.clear();
    zonedMinutes.set(key, local);
  }
  return { ...local };
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
