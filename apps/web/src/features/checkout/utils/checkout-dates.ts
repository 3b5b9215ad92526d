import { format, parse } from 'date-fns';

/** A YYYY-MM-DD date as a local Date for the date picker, and back. */
export const isoToDate = (iso: string): Date => parse(iso, 'yyyy-MM-dd', new Date());
export const dateToIso = (date: Date): string => format(date, 'yyyy-MM-dd');
/** The spec's date format. */
export const DATE_FORMAT = 'MM/dd/yyyy';
