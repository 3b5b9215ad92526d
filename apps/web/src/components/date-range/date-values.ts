/** Spec 02 section 9: dates read MM/dd/yyyy. */
export const DATE_FORMAT = 'MM/dd/yyyy';

/** A calendar date (YYYY-MM-DD) as a local Date at midnight, for the pickers. */
export function isoToDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** A picker's local Date as a calendar date (YYYY-MM-DD). */
export function dateToIso(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A picker's value as a calendar date; an unfinished or invalid entry counts as empty. */
export const pickedIso = (date: Date | null) => (date && !Number.isNaN(date.getTime()) ? dateToIso(date) : null);

export interface DateRange {
  start: string | null;
  end: string | null;
}

export const START_AFTER_END = 'Start date cannot be after end date';

/** Spec 02: the start cannot exceed the end. */
export const rangeError = ({ start, end }: DateRange) => (start && end && start > end ? START_AFTER_END : null);

/** Whether a calendar date lies in the range (both ends included, either end open). */
export const inRange = (date: string | null, { start, end }: DateRange) =>
  (!start || (date !== null && date >= start)) && (!end || (date !== null && date <= end));
