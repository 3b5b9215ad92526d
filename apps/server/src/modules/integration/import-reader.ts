import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { csvHeaderProblems, csvRecordToRow, importCsvColumns, type ImportKind } from '@provender/contract';

export type ImportFormat = 'csv' | 'jsonl';

/** One data row of a file, or why it could not be read; line is the file's line number. */
export type ReadRow = { line: number; row: Record<string, unknown> } | { line: number; problem: string };

/** A file-level fault (a bad header): the file is refused before any row is read. */
export class ImportFileError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** Names a CSV user knows: the column of a canonical field, when there is one. */
export function columnName(kind: ImportKind, format: ImportFormat, field: string): string {
  if (format === 'jsonl') return field;
  const entry = Object.entries(importCsvColumns[kind]).find(([, f]) => f === field);
  return entry ? entry[0] : field;
}

/**
 * Streams the rows of a CSV file (header row, csv-parse) or a JSON lines file: memory holds one
 * parser buffer, never the file. A malformed CSV record (wrong cell count, bad quoting) or JSON
 * line is answered as a problem row and reading goes on, so one pass lists every bad row.
 */
export async function* readRows(kind: ImportKind, input: Readable, format: ImportFormat): AsyncGenerator<ReadRow> {
  if (format === 'jsonl') {
    let line = 0;
    for await (const text of createInterface({ input, crlfDelay: Infinity })) {
      line++;
      const trimmed = text.trim();
      if (trimmed === '') continue;
      try {
        const value: unknown = JSON.parse(trimmed);
        if (typeof value !== 'object' || value === null || Array.isArray(value))
          yield { line, problem: 'a JSON line must be an object' };
        else yield { line, row: value as Record<string, unknown> };
      } catch {
        yield { line, problem: 'not valid JSON' };
      }
    }
    return;
  }
  const skipped: ReadRow[] = [];
  const parser = input.pipe(
    parse({
      bom: true,
      columns: (header: string[]) => {
        const names = header.map((h) => h.trim().toLowerCase());
        const problems = csvHeaderProblems(kind, names);
        if (problems.length) throw new ImportFileError(1, `header: ${problems.join('; ')}`);
        return names;
      },
      info: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (err) => {
        skipped.push({ line: Number(err?.lines ?? 0), problem: err?.message ?? 'unreadable record' });
        return undefined;
      },
    }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
    }>) {
      while (skipped.length) yield skipped.shift() as ReadRow;
      yield { line: info.lines, row: csvRecordToRow(kind, record) };
    }
  } catch (err) {
    const cause = (err as { cause?: unknown }).cause;
    if (err instanceof ImportFileError) throw err;
    if (cause instanceof ImportFileError) throw cause;
    throw new ImportFileError((err as { lines?: number }).lines ?? 1, (err as Error).message);
  }
  while (skipped.length) yield skipped.shift() as ReadRow;
}
