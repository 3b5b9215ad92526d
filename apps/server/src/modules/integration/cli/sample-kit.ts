/**
 * What every sample file of make-samples.ts is made with: one seeded random sequence (so the files
 * come out the same at every run, as long as the kinds are made in the same order) and CSV text.
 */

/** A sample row: the cells of one line. */
export type SampleRow = (string | number)[];

/** The sample files by name: their whole text. */
export type SampleFiles = Record<string, string>;

let state = 20_260_417;

/** The next number of the sequence, from 0 up to (not including) 1. */
export const next = () => {
  state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
  return state / 2 ** 31;
};
export const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
export const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)] as T;

const csvCell = (v: string | number) => {
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
export const csv = (header: string[], rows: (string | number)[][]) =>
  [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\n') + '\n';

/** A copy of the rows to spoil for a file "with errors" (the good file keeps its rows). */
export const copyRows = (rows: SampleRow[]): SampleRow[] => rows.map((r) => [...r]);

/** Sets one cell of a copied row: row and column counted from 0 (the file's line is the row + 2). */
export const setCell = (rows: SampleRow[], row: number, column: number, value: string | number) => {
  (rows[row] as SampleRow)[column] = value;
};

/** The date `day` days after 1 January 2026 (before it when negative), as YYYY-MM-DD. */
export const dayOf = (day: number) => new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
export const money = (n: number) => n.toFixed(2);
