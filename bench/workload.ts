import type { BenchContext } from './context.ts';
import type { DatabaseKind } from './databases.ts';
import type { LoadMethod, LoadResult } from './load-worker.ts';

/** One request of a workload, against the bare or the real app. */
export interface ScenarioRequest {
  /** Names the step in the report when a round has several requests. */
  name?: string;
  method: LoadMethod;
  url: string;
  headers?: Record<string, string>;
  body?: string;
  /** A header given a fresh value on every request (e.g. Idempotency-Key). */
  uniqueHeader?: string;
  /** A field of the 2xx JSON answers to collect for `verify`. */
  collect?: string;
  /** Paths on the same server, one per request, each used once (cold scenarios, issue 37). */
  paths?: string[];
}

/** What autocannon repeats: most scenarios are one request on every connection. */
export interface Workload {
  /** Connection i repeats rounds of rounds[i % rounds.length], one request after another. */
  rounds: ScenarioRequest[][];
  /** The step whose answers make the scenario's rate and latency; the last step of a round when not given. */
  measured?: string;
  /**
   * Run an exact number of rounds per connection instead of a duration: a write scenario must not
   * leave requests in flight when the run ends, or the server writes what was never counted.
   */
  exactRounds?: boolean;
  /** At most this many connections (e.g. one per available cart). */
  maxConnections?: number;
  /** Said in the output (e.g. which buyers were left out and why). */
  notes?: string[];
}

export const single = (request: ScenarioRequest): Workload => ({ rounds: [[request]] });

export type ScenarioGroup = 'baseline' | 'session' | 'catalog' | 'order' | 'receivables' | 'history';

export interface Scenario {
  /** Key in budgets.json and in results/latest.json. */
  name: string;
  /** `--only` takes scenario names or these groups. */
  group: ScenarioGroup;
  description: string;
  /** The reference every other scenario is divided by; exactly one scenario is the baseline. */
  baseline?: true;
  /** The database kinds it runs on (all when not given). */
  databases?: DatabaseKind[];
  /** What the rate counts, for the report ('req/s' when not given). */
  unit?: string;
  /** Also measured on one connection: the light-load latency the absolute budgets (maxP95Ms) apply to. */
  latencyProbe?: true;
  /** Prepares whatever data the scenario needs (sign-in, carts, ...) and answers the load. */
  prepare(ctx: BenchContext): Promise<Workload>;
  /** Checks after the measured run: what was checked, and the problems found (the run fails on any). */
  verify?(
    ctx: BenchContext,
    measured: LoadResult,
    uniquePrefix: string,
  ): Promise<{ checked: string; problems: string[] }>;
  /** Leaves the benchmark database as it was, so reruns measure the same data. */
  cleanup?(ctx: BenchContext): Promise<void>;
}
