/** Spec 02 section 9: dates read MM/dd/yyyy. */
export const DATE_FORMAT = 'MM/dd/yyyy';

/** A calendar date (YYYY-MM-DD) as a local Date at midnight, for the pickers. */
export function isoToDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  // new Date(y, …) reads years 0-99 as 1900-1999.
  date.setFullYear(y);
  return date;
}

/** A picker's local Date as a calendar date (YYYY-MM-DD). */
export function dateToIso(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A picker's value as a calendar date; an unfinished or invalid entry counts as empty. */
export const pickedIso = (date: Date | null) => (date && !Number.isNaN(date.getTime()) ? dateToIso(date) : null);

export interface DateRange {
  start: string | null;
  end: string | null;
}

export const START_AFTER_END = 'Start date cannot be after end date';
/** A date field's own message: what it holds is not a date (02/30/2026), or was left unfinished. */
export const INVALID_DATE = 'Not a valid date (MM/DD/YYYY)';

/** Spec 02: the start cannot exceed the end. */
export const rangeError = ({ start, end }: DateRange) => (start && end && start > end ? START_AFTER_END : null);

/** Whether a calendar date lies in the range (both ends included, either end open). */
export const inRange = (date: string | null, { start, end }: DateRange) =>
  (!start || (date !== null && date >= start)) && (!end || (date !== null && date <= end));

/** What a typed date field holds after a change (decision 420). */
export type TypedDate =
  | { kind: 'empty' }
  | { kind: 'complete'; iso: string }
  /** Still being typed: nothing to send yet and nothing to say while the field has focus. */
  | { kind: 'incomplete' }
  /** Not a date (02/30/2026), or one the field refuses: the field says so. */
  | { kind: 'invalid' };

/** How many of a date field's sections (month, day, year) hold a value. */
export type SectionsFilled = 'none' | 'some' | 'all';

export const sectionsFilled = (sections: readonly { value: string }[]): SectionsFilled => {
  const filled = sections.filter((s) => s.value !== '').length;
  return filled === 0 ? 'none' : filled === sections.length ? 'all' : 'some';
};

/**
 * Reads a date field's change. The field fills MM/dd/yyyy section by section and reports a date
 * as soon as every section has a value, so a year being typed arrives as 0002, 0020, 0202: a year
 * under 1000 is unfinished. No date is empty only when no section holds a value (a section the
 * user deletes also reports none); an invalid date is a day the month does not have when every
 * section is filled (02/30/2026), else unfinished. `validationError` is the field's own verdict
 * (before 1900, after 2099).
 */
export function readTypedDate(date: Date | null, validationError: string | null, filled: SectionsFilled): TypedDate {
  if (date === null) return filled === 'none' ? { kind: 'empty' } : { kind: 'incomplete' };
  if (Number.isNaN(date.getTime())) return filled === 'all' ? { kind: 'invalid' } : { kind: 'incomplete' };
  if (date.getFullYear() < 1000) return { kind: 'incomplete' };
  if (validationError) return { kind: 'invalid' };
  return { kind: 'complete', iso: dateToIso(date) };
}
