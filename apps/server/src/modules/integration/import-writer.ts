import type { ImportRejectedRow } from '@provender/contract';
import type { ImportRepository } from './import.repository.ts';

export interface Numbered<T> {
  line: number;
  row: T;
}

/** What a batch did: counts of rows, and rows refused for what the database holds (references). */
export interface BatchOutcome {
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: ImportRejectedRow[];
}

/**
 * How one kind is written: its ERP key (a file may name a key once), the references a batch must
 * find in the database, and the batched upsert. `write: false` checks references only (the file
 * already has rejected rows and will not be applied, but every bad row is still listed).
 */
export interface KindWriter<T> {
  key(row: T): string;
  batch(repo: ImportRepository, rows: Numbered<T>[], write: boolean): Promise<BatchOutcome>;
  /** Called once after the last batch (a writer that holds rows back writes them here). */
  end?(repo: ImportRepository, write: boolean): Promise<BatchOutcome>;
  /** A full file (products, receivables): the keys seen, to mark or close the others. */
  finish?(repo: ImportRepository, keys: readonly string[]): Promise<number>;
}

export function tally(rows: { line: number; key: string }[], outcome: { inserted: Set<string>; updated: Set<string> }) {
  let inserted = 0;
  let updated = 0;
  for (const r of rows) {
    if (outcome.inserted.has(r.key)) inserted++;
    else if (outcome.updated.has(r.key)) updated++;
  }
  return { inserted, updated, unchanged: rows.length - inserted - updated };
}

export const none = (n: number): BatchOutcome => ({ inserted: 0, updated: 0, unchanged: n, rejected: [] });
