/**
 * `npm run import -- <kind> <file> [--full] [--format csv|jsonl]`: loads one of the distributor's
 * files into the configured database (DATABASE_URL, or PGlite in DATA_DIR/pglite). The file
 * applies whole or not at all; the summary lists every rejected row with its line number.
 * Stop the server first when it runs on the same PGlite directory (an embedded database has one owner).
 */
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { importKinds, importKindSchema, type ImportResult } from '@provender/contract';
import { loadConfig } from '../../../config.ts';
import { openDatabase } from '../../../db/client.ts';
import { createImportService } from '../import.service.ts';
import type { ImportFormat } from '../import-reader.ts';

const usage = `Usage: npm run import -- <kind> <file> [--full] [--format csv|jsonl]
  kind      ${importKinds.join(', ')}
  file      a CSV file with a header row, or JSON lines (.jsonl, .ndjson); columns in docs/integration/
  --full    the file is complete: active products it does not list are marked inactive (products),
            open items it does not list are closed (receivables)
  --format  csv or jsonl (default: from the file name)`;

const out = (line: string) => process.stdout.write(`${line}\n`);

export function formatSummary(result: ImportResult, seconds: number): string[] {
  const rate = seconds > 0 ? Math.round(result.rows / seconds) : result.rows;
  const lines = result.applied
    ? [
        `${result.kind}: ${result.rows} rows applied in ${seconds.toFixed(1)} s (${rate} rows/s): ` +
          `${result.inserted} inserted, ${result.updated} updated, ${result.unchanged} unchanged` +
          (result.deactivated
            ? `, ${result.deactivated} ${result.kind === 'receivables' ? 'open items closed' : 'products marked inactive'}`
            : ''),
      ]
    : [`${result.kind}: nothing applied, ${result.rejected.length} of ${result.rows} rows rejected:`];
  for (const r of result.rejected) lines.push(`  line ${r.line}: ${r.reason}`);
  return lines;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { full: { type: 'boolean' }, format: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [kindArg, file] = positionals;
  if (values.help || !kindArg || !file) {
    out(usage);
    if (!values.help) process.exitCode = 2;
    return;
  }
  const kind = importKindSchema.safeParse(kindArg);
  if (!kind.success) throw new Error(`unknown kind ${kindArg}; one of ${importKinds.join(', ')}`);
  const format: ImportFormat =
    values.format === 'csv' || values.format === 'jsonl'
      ? values.format
      : /\.(jsonl|ndjson)$/i.test(file)
        ? 'jsonl'
        : 'csv';

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') });
  let started = performance.now();
  const tty = process.stderr.isTTY;
  try {
    await database.migrate();
    started = performance.now();
    const imports = createImportService(database.db, undefined, config.outbound);
    const result = await imports.importFile(kind.data, createReadStream(file), {
      format,
      full: values.full ?? false,
      onProgress: (rows) => {
        const seconds = (performance.now() - started) / 1000;
        const rate = Math.round(rows / Math.max(seconds, 0.001));
        const bar = '#'.repeat(Math.min(30, Math.floor(Math.log10(rows + 1) * 6))).padEnd(30, '.');
        const text = `[${bar}] ${rows.toLocaleString('en-US')} rows, ${rate.toLocaleString('en-US')} rows/s`;
        process.stderr.write(tty ? `\r${text}` : `${text}\n`);
      },
    });
    if (tty) process.stderr.write('\n');
    for (const line of formatSummary(result, (performance.now() - started) / 1000)) out(line);
    if (!result.applied) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`import failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
