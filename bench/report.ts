import { readFileSync } from 'node:fs';
import type { DatabaseKind } from './databases.ts';
import { sizeLabel } from './databases.ts';
import type { LoadResult, StepResult } from './load-worker.ts';
import type { Scenario } from './workload.ts';

/**
 * budgets.json: per database kind and catalog size, the minimum ratio of each scenario's rate to
 * the bare baseline (same machine, same run), and absolute p95 ceilings in milliseconds measured
 * on one connection (the latency a single user sees, not the queue of a saturated server).
 */
export interface Budgets {
  minRatio: Partial<Record<DatabaseKind, Record<string, Record<string, number>>>>;
  maxP95Ms: Partial<Record<DatabaseKind, Record<string, Record<string, number>>>>;
  /**
   * p95 ceilings at LOADED_CONNECTIONS concurrent connections (the default run): what each of ten
   * buyers opening the same screen at once waits. Not checked at another connection count.
   */
  maxP95MsAt10: Partial<Record<DatabaseKind, Record<string, Record<string, number>>>>;
  /**
   * Absolute minimum rates (the scenario's unit per second) where the goal is a rate, not a ratio:
   * order-submit's 200 orders per second (issue 13). Checked with every process count.
   */
  minRate: Partial<Record<DatabaseKind, Record<string, Record<string, number>>>>;
  /** Seconds a one-off job may take (the catalog import of issue 17), per database kind and size. */
  maxSeconds: Partial<Record<DatabaseKind, Record<string, Record<string, number>>>>;
}

/** The concurrency maxP95MsAt10 is stated for. */
export const LOADED_CONNECTIONS = 10;

export function loadBudgets(): Budgets {
  const raw = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')) as Partial<Budgets>;
  return {
    minRatio: raw.minRatio ?? {},
    maxP95Ms: raw.maxP95Ms ?? {},
    maxP95MsAt10: raw.maxP95MsAt10 ?? {},
    maxSeconds: raw.maxSeconds ?? {},
    minRate: raw.minRate ?? {},
  };
}

export interface Measurement {
  /** The measured run; its measured step gives rate and latency. */
  load: LoadResult;
  measuredStep: string;
  connections: number;
  /** The one-connection run, when the scenario has a latency probe. */
  light: LoadResult | null;
  /** Problems found by the scenario's own checks (verify). */
  checks: string[];
  notes: string[];
  /**
   * A scenario measured in turns with the bare endpoint (decision 381): each pair's rates, the
   * scenario's and the bare endpoint's in the neighbouring turn. Its ratio is the median of theirs.
   */
  pairs?: { rate: number; bare: number }[];
}

/** The median of the pairs' ratios: a turn caught by a moment of the machine's slowness moves it least. */
export function pairedRatio(pairs: { rate: number; bare: number }[]): number {
  const ratios = pairs.map((p) => (p.bare > 0 ? p.rate / p.bare : 0)).sort((a, b) => a - b);
  const mid = Math.floor(ratios.length / 2);
  if (ratios.length === 0) return 0;
  return ratios.length % 2 === 1 ? ratios[mid]! : (ratios[mid - 1]! + ratios[mid]!) / 2;
}

export interface ScenarioReport {
  database: DatabaseKind;
  products: number;
  /** Server processes the scenario ran against (1: the app in the bench's own process). */
  processes: number;
  name: string;
  description: string;
  unit: string;
  connections: number;
  rate: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  ratio: number;
  /** Latency on one connection: what the absolute budgets check. */
  lightP50Ms: number | null;
  lightP95Ms: number | null;
  steps: Omit<StepResult, 'collected'>[];
  minRatio: number | null;
  /** The absolute minimum rate, when the scenario's budget is a rate. */
  minRate: number | null;
  maxP95Ms: number | null;
  maxP95MsAt10: number | null;
  notes: string[];
  problems: string[];
}

const stepOf = (load: LoadResult, name: string) => load.steps.find((s) => s.name === name);

export function rateOf(m: { load: LoadResult; measuredStep: string }): number {
  const step = stepOf(m.load, m.measuredStep);
  return step && m.load.seconds > 0 ? step.ok / m.load.seconds : 0;
}

export function evaluate(
  scenario: Scenario,
  at: { database: DatabaseKind; products: number; processes: number; baseRate: number },
  measured: Measurement,
  budgets: Budgets,
): ScenarioReport {
  const { load, light } = measured;
  const step = stepOf(load, measured.measuredStep);
  const lightStep = light ? stepOf(light, measured.measuredStep) : undefined;
  const rate = rateOf(measured);
  const ratio = measured.pairs ? pairedRatio(measured.pairs) : at.baseRate > 0 ? rate / at.baseRate : 0;
  const size = String(at.products);
  const ratioBudgets = budgets.minRatio[at.database]?.[size];
  const minRatio = scenario.baseline ? null : (ratioBudgets?.[scenario.name] ?? null);
  const minRate = scenario.baseline ? null : (budgets.minRate[at.database]?.[size]?.[scenario.name] ?? null);
  const maxP95Ms = budgets.maxP95Ms[at.database]?.[size]?.[scenario.name] ?? null;
  const maxP95MsAt10 = budgets.maxP95MsAt10[at.database]?.[size]?.[scenario.name] ?? null;
  const notes = [...measured.notes];
  const problems = [...measured.checks];
  for (const s of load.steps) {
    if (s.non2xx > 0) problems.push(`${s.name}: ${s.non2xx} non-2xx answers (first: ${s.firstFailure ?? '?'})`);
  }
  if (lightStep && lightStep.non2xx > 0) problems.push(`${lightStep.non2xx} non-2xx answers on one connection`);
  if (load.errors > 0) problems.push(`${load.errors} errors (${load.timeouts} timeouts)`);
  if (!step || step.ok === 0) problems.push('no successful answer measured');
  if (!scenario.baseline && ratioBudgets && minRatio === null && minRate === null)
    problems.push(`no ${at.database} ${size} budget in bench/budgets.json`);
  if (!scenario.baseline && !ratioBudgets) notes.push(`no budgets for ${size} products: ratio not checked`);
  if (minRatio !== null && ratio < minRatio) problems.push(`ratio ${ratio.toFixed(4)} below ${minRatio}`);
  if (minRate !== null && rate < minRate) problems.push(`${fmt(rate, 1)} ${scenario.unit ?? 'req/s'} below ${minRate}`);
  const budgetP95 = lightStep?.p95Ms ?? step?.p95Ms ?? 0;
  if (maxP95Ms !== null && budgetP95 >= maxP95Ms) {
    problems.push(`p95 ${budgetP95.toFixed(1)} ms${lightStep ? ' on one connection' : ''} not under ${maxP95Ms} ms`);
  }
  if (maxP95MsAt10 !== null && measured.connections !== LOADED_CONNECTIONS)
    notes.push(`p95 ceiling of ${maxP95MsAt10} ms is for ${LOADED_CONNECTIONS} connections: not checked`);
  else if (maxP95MsAt10 !== null && step && step.p95Ms >= maxP95MsAt10)
    problems.push(`p95 ${step.p95Ms.toFixed(1)} ms at ${LOADED_CONNECTIONS} connections not under ${maxP95MsAt10} ms`);
  return {
    database: at.database,
    products: at.products,
    processes: at.processes,
    name: scenario.name,
    description: scenario.description,
    unit: scenario.unit ?? 'req/s',
    connections: measured.connections,
    rate,
    p50Ms: step?.p50Ms ?? 0,
    p95Ms: step?.p95Ms ?? 0,
    p99Ms: step?.p99Ms ?? 0,
    ratio,
    minRate,
    lightP50Ms: lightStep?.p50Ms ?? null,
    lightP95Ms: lightStep?.p95Ms ?? null,
    steps: load.steps.map(({ collected: _collected, ...rest }) => rest),
    minRatio,
    maxP95Ms,
    maxP95MsAt10,
    notes,
    problems,
  };
}

/** A scenario that could not be measured at all (its preparation failed). */
export function failedReport(
  scenario: Scenario,
  at: { database: DatabaseKind; products: number; processes?: number },
  error: string,
): ScenarioReport {
  return {
    database: at.database,
    products: at.products,
    processes: at.processes ?? 1,
    name: scenario.name,
    description: scenario.description,
    unit: scenario.unit ?? 'req/s',
    connections: 0,
    rate: 0,
    p50Ms: 0,
    p95Ms: 0,
    p99Ms: 0,
    ratio: 0,
    minRate: null,
    lightP50Ms: null,
    lightP95Ms: null,
    steps: [],
    minRatio: null,
    maxP95Ms: null,
    maxP95MsAt10: null,
    notes: [],
    problems: [error],
  };
}

/** The database column: 'postgres x2' for two server processes. */
export const dbLabel = (r: Pick<ScenarioReport, 'database' | 'processes'>) =>
  r.processes > 1 ? `${r.database} x${r.processes}` : r.database;

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function printTable(reports: ScenarioReport[], print: (line: string) => void): void {
  const rows = [
    [
      'db',
      'products',
      'scenario',
      'rate',
      'unit',
      'p50 ms',
      'p95 ms',
      'p95 1-conn',
      'ratio',
      'min ratio',
      'min rate',
      'max p95',
      'max p95 @10',
      'result',
    ],
    ...reports.map((r) => [
      dbLabel(r),
      sizeLabel(r.products),
      r.name,
      fmt(r.rate),
      r.unit,
      fmt(r.p50Ms, 1),
      fmt(r.p95Ms, 1),
      r.lightP95Ms === null ? '-' : fmt(r.lightP95Ms, 1),
      fmt(r.ratio, 4),
      r.minRatio === null ? '-' : fmt(r.minRatio, 4),
      r.minRate === null ? '-' : fmt(r.minRate, 0),
      r.maxP95Ms === null ? '-' : fmt(r.maxP95Ms, 0),
      r.maxP95MsAt10 === null ? '-' : fmt(r.maxP95MsAt10, 0),
      r.problems.length ? `FAIL: ${r.problems.join('; ')}` : 'ok',
    ]),
  ];
  const leftAligned = new Set([0, 2, 4, rows[0]!.length - 1]);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const [index, row] of rows.entries()) {
    const cells = row.map((cell, i) => (leftAligned.has(i) ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)));
    print(cells.join('  ').trimEnd());
    if (index === 0) print(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}
