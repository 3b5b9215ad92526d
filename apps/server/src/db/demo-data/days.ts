/**
 * Calendar arithmetic on whole days (days since 1970-01-01, UTC), so the generated history
 * depends only on the reference date and never on the machine's time zone or the time of day.
 */
const msPerDay = 86_400_000;

/** The reference date's local calendar day: the demo should look current to whoever seeds it. */
export function dayOf(date: Date): number {
  return Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / msPerDay);
}

/** Parses YYYY-MM-DD. */
export function parseDay(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw new Error(`not a date (YYYY-MM-DD): ${text}`);
  return Math.floor(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / msPerDay);
}

export function isoDate(day: number): string {
  return new Date(day * msPerDay).toISOString().slice(0, 10);
}

/** ISO weekday: 1 Monday .. 7 Sunday (1970-01-01 was a Thursday). */
export function weekday(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** Monday-based week number, for every-other-week rhythms. */
export function weekOf(day: number): number {
  return Math.floor((day + 3) / 7);
}

/** An instant on the given day, minutes after midnight UTC. */
export function timestampOn(day: number, minutes: number): string {
  return new Date(day * msPerDay + minutes * 60_000).toISOString();
}
