import { sizeLabel } from './databases.ts';
import { measureProductImport } from './import-products.ts';
import type { Budgets, ScenarioReport } from './report.ts';

/** The import of the distributor's catalog (issue 17): `--only import-products` (or `import`). */
export const IMPORT_SCENARIO = 'import-products';
export const IMPORT_GROUP = 'import';
export const importDescription =
  'imports N generated products with two units and a price each from CSV in one transaction, then again (no-op)';

/**
 * Runs the import measurement and reports it like a scenario: the rate is rows per second; the
 * one run's duration is every latency column, checked against budgets.json maxSeconds.
 */
export async function importReport(serverUrl: string, products: number, budgets: Budgets): Promise<ScenarioReport> {
  const maxSeconds = budgets.maxSeconds.postgres?.[String(products)]?.[IMPORT_SCENARIO] ?? null;
  const base: ScenarioReport = {
    database: 'postgres',
    products,
    processes: 1,
    name: IMPORT_SCENARIO,
    description: importDescription,
    unit: 'rows/s',
    connections: 1,
    rate: 0,
    p50Ms: 0,
    p95Ms: 0,
    p99Ms: 0,
    ratio: 0,
    lightP50Ms: null,
    lightP95Ms: null,
    steps: [],
    minRatio: null,
    minRate: null,
    maxP95Ms: maxSeconds === null ? null : maxSeconds * 1000,
    maxP95MsAt10: null,
    notes: [],
    problems: [],
  };
  try {
    const m = await measureProductImport(serverUrl, products);
    const ms = m.seconds * 1000;
    const problems = [...m.problems];
    if (maxSeconds !== null && m.seconds > maxSeconds)
      problems.push(`${m.seconds.toFixed(1)} s over the budget of ${maxSeconds} s`);
    return {
      ...base,
      rate: m.rowsPerSecond,
      p50Ms: ms,
      p95Ms: ms,
      p99Ms: ms,
      notes: [
        `${sizeLabel(products)} products in ${m.seconds.toFixed(1)} s${maxSeconds === null ? ' (no budget for this size)' : `, budget ${maxSeconds} s`}`,
        `re-import (nothing changed) ${m.againSeconds.toFixed(1)} s; peak memory (rss) ${m.peakRssMb.toFixed(0)} MB`,
      ],
      problems,
    };
  } catch (err) {
    return { ...base, problems: [err instanceof Error ? err.message : String(err)] };
  }
}
