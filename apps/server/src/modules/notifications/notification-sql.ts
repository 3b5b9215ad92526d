import { sql } from 'drizzle-orm';

/** The rows of a raw query's result. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** A moment as a timestamptz parameter. */
export const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
