import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import {
  anyControlCharacters,
  controlCharacterPaths,
  controlCharactersMessage,
  hasControlCharacters,
  importRowSchemas,
  type ImportKind,
  type ImportRejectedRow,
  type ImportResult,
} from '@provender/contract';
import { ChangeFeed } from '../../cache/change-feed.ts';
import type { Db } from '../../db/client.ts';
import type { OutboundPolicy } from '../../outbound/address-rule.ts';
import { kindWriter } from './import-kinds.ts';
import type { BatchOutcome, Numbered } from './import-writer.ts';
import { createImportRepository } from './import.repository.ts';
import { columnName, ImportFileError, readRows, type ImportFormat, type ReadRow } from './import-reader.ts';

const BATCH_ROWS = 1000;

export interface ImportOptions {
  format: ImportFormat;
  /** A full catalog file: active products it does not list are marked inactive. */
  full?: boolean;
  /** Called after each batch with the rows read so far (the CLI's progress bar). */
  onProgress?: (rows: number) => void;
}

class RollBack extends Error {}

function reasonOf(kind: ImportKind, format: ImportFormat, error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => {
      const [field, ...rest] = issue.path.map(String);
      const where = field === undefined ? '' : [columnName(kind, format, field), ...rest].join('.');
      const message = issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message;
      return where ? `${where}: ${message}` : message;
    })
    .join('; ');
}

/**
 * Why a row with control characters is refused, or null: the contract's rule for request text
 * (decision 093) holds for files too (decision 396). Names the CSV columns (a list cell or the
 * units cell as a whole) or the JSON lines fields; a field name that itself has control
 * characters is not echoed back (the CLI prints reasons to a terminal).
 */
function controlCharacterReason(kind: ImportKind, format: ImportFormat, row: Record<string, unknown>): string | null {
  if (!anyControlCharacters(row)) return null;
  const where = new Set(
    controlCharacterPaths(row).map((path) => {
      if (hasControlCharacters(path)) return 'a field name';
      if (format === 'jsonl') return path;
      const [field = path, key] = path.split('.');
      return field === 'additional' && key ? `additional.${key}` : columnName(kind, format, field);
    }),
  );
  return [...where].map((w) => `${w}: ${controlCharactersMessage}`).join('; ');
}

/** A row read: refused (unreadable, control characters, the schema's rule), or the row the schema parsed. */
function checkRow(
  kind: ImportKind,
  format: ImportFormat,
  schema: z.ZodMiniType,
  read: ReadRow,
): { reason: string } | { row: unknown } {
  if ('problem' in read) return { reason: read.problem };
  const unsafe = controlCharacterReason(kind, format, read.row);
  if (unsafe !== null) return { reason: unsafe };
  const parsed = schema.safeParse(read.row);
  if (!parsed.success) return { reason: reasonOf(kind, format, parsed.error) };
  return { row: parsed.data };
}

/**
 * Imports one file of one kind in one transaction (decision 163): rows are streamed, refused
 * when they hold control characters (decision 396), validated with the contract's schema, checked
 * against what the database holds and upserted in batches of a thousand. The first rejected row
 * stops the writing but not the reading, so the answer lists every rejected row; then the
 * transaction is rolled back and nothing of the file is applied.
 */
export function createImportService(
  db: Db,
  changes: ChangeFeed = ChangeFeed.none(),
  /** Which image URLs a products file may name (decision 405): public https only unless loopback is allowed. */
  imageUrls: OutboundPolicy = { allowLoopback: false },
) {
  return {
    async importFile(kind: ImportKind, input: Readable, opts: ImportOptions): Promise<ImportResult> {
      const schema = importRowSchemas[kind] as z.ZodMiniType;
      const writer = kindWriter(kind, imageUrls);
      const result: ImportResult = {
        kind,
        applied: false,
        rows: 0,
        inserted: 0,
        updated: 0,
        unchanged: 0,
        deactivated: 0,
        rejected: [],
      };
      const reject = (rows: ImportRejectedRow[]) => result.rejected.push(...rows);
      const keyLines = new Map<string, number>();
      try {
        await db.transaction(async (tx) => {
          // Rows from the ERP are not exported back to it (the export triggers skip them).
          await tx.execute(sql`select set_config('provender.integration_import', 'on', true)`);
          const repo = createImportRepository(tx);
          let batch: Numbered<unknown>[] = [];
          const count = (outcome: BatchOutcome) => {
            reject(outcome.rejected);
            result.inserted += outcome.inserted;
            result.updated += outcome.updated;
            result.unchanged += outcome.unchanged;
          };
          const flush = async () => {
            if (!batch.length) return;
            count(await writer.batch(repo, batch, result.rejected.length === 0));
            batch = [];
            opts.onProgress?.(result.rows);
          };
          for await (const read of readRows(kind, input, opts.format)) {
            result.rows++;
            const checked = checkRow(kind, opts.format, schema, read);
            if ('reason' in checked) {
              reject([{ line: read.line, reason: checked.reason }]);
              continue;
            }
            const key = writer.key(checked.row);
            const earlier = keyLines.get(key);
            if (earlier !== undefined) {
              reject([{ line: read.line, reason: `${key} is already on line ${earlier}` }]);
              continue;
            }
            keyLines.set(key, read.line);
            batch.push({ line: read.line, row: checked.row });
            if (batch.length >= BATCH_ROWS) await flush();
          }
          await flush();
          if (writer.end) count(await writer.end(repo, result.rejected.length === 0));
          if (result.rejected.length) throw new RollBack();
          if (opts.full && writer.finish) result.deactivated = await writer.finish(repo, [...keyLines.keys()]);
          result.applied = true;
        });
      } catch (err) {
        if (err instanceof ImportFileError) reject([{ line: err.line, reason: err.message }]);
        else if (!(err instanceof RollBack)) throw err;
      }
      // A file may change users, assignments, customers and the catalog at once: this process's
      // caches start over (others hear of each change from the database; decision 210).
      if (result.applied) changes.changed('*');
      result.rejected.sort((a, b) => a.line - b.line);
      if (!result.applied) Object.assign(result, { inserted: 0, updated: 0, unchanged: 0, deactivated: 0 });
      return result;
    },
  };
}
export type ImportService = ReturnType<typeof createImportService>;
