import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

export type LoadMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request of a connection's round; path is relative to the job's origin. */
export interface LoadStep {
  name: string;
  method: LoadMethod;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** A header given a value of its own on every request (`<prefix>-c<connection>-<n>`), e.g. Idempotency-Key. */
  uniqueHeader?: string;
  /** A field of the 2xx JSON answers to collect (e.g. orderNumber), for checks after the run. */
  collect?: string;
  /**
   * Paths used one per request instead of `path`, each once (issue 37's cold scenarios): the
   * thread's cursor goes on from one run of a series to the next, and from `LoadJob.pathStart`.
   */
  paths?: string[];
}

/** Input of one load run; the generator runs on its own thread so it does not share the servers' event loop. */
export interface LoadJob {
  origin: string;
  /** Connection i repeats rounds of sequences[i % sequences.length], one request at a time. */
  sequences: LoadStep[][];
  connections: number;
  durationSeconds: number;
  /**
   * When set, each connection runs exactly this many rounds instead of a duration, so no request
   * is still in flight when the run ends (every write the server made was answered and counted).
   */
  roundsPerConnection?: number;
  uniquePrefix: string;
  /** Answer every timed latency of each step (sorted), so runs of a series can be merged (decision 381). */
  keepLatencies?: boolean;
  /** Where in a step's `paths` this run starts; the thread's previous run's end when not given. */
  pathStart?: number;
}

/**
 * Runs measured one after another on the same load-generator thread (decision 381): the
 * generator's code stays warm from one run to the next, so short runs of two servers taken in
 * turn are measured alike. `pauseMs` separates the runs, so what one left queued is answered first.
 */
export interface LoadSeries {
  series: LoadJob[];
  pauseMs: number;
}

export interface StepResult {
  name: string;
  requests: number;
  ok: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  non2xx: number;
  /** Status and start of the body of the first answer that was not 2xx. */
  firstFailure: string | null;
  collected: string[];
  /** Every timed latency in ms, sorted, when the job asked to keep them. */
  latencies?: Float64Array;
}

export interface LoadResult {
  seconds: number;
  requests: number;
  errors: number;
  timeouts: number;
  steps: StepResult[];
  /** CPU time of the load generator's own thread over the run, in microseconds (user + system). */
  clientCpuMicros: number;
  /** Entries of `paths` the run used (the cursor moved this far), when a step has paths. */
  pathsUsed?: number;
  /** Where in `paths` the run started, when a step has paths. */
  pathsFrom?: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

interface StepTally {
  latencies: number[];
  ok: number;
  non2xx: number;
  firstFailure: string | null;
  collected: string[];
}

/** The next entry of the steps' `paths` on this thread (a series goes on where the last run stopped). */
let pathCursor = 0;

async function run(job: LoadJob): Promise<LoadResult> {
  const cpuAtStart = process.threadCpuUsage();
  if (job.pathStart !== undefined) pathCursor = job.pathStart;
  const pathsFrom = pathCursor;
  const stepNames = [...new Set(job.sequences.flat().map((s) => s.name))];
  const tallies = new Map<string, StepTally>(
    stepNames.map((name) => [name, { latencies: [], ok: 0, non2xx: 0, firstFailure: null, collected: [] }]),
  );
  let errors = 0;
  let timeouts = 0;
  // With a set number of rounds, autocannon notices that every connection is done only at its next
  // one-second sample tick, so the time to the run's end is rounded up to whole seconds (160 orders
  // in 1.1 s read as 80 per second). Such a run lasts until its last answer.
  let lastAnswer = 0;
  // autocannon calls a request's onResponse and then, synchronously, emits 'response' for the
  // same answer; the step answered last is how the 'response' event knows which step it times.
  let answered: StepTally | undefined;

  const requestsFor = (connection: number): autocannon.Request[] => {
    const steps = job.sequences[connection % job.sequences.length] ?? [];
    let counter = 0;
    return steps.map((step) => {
      const tally = tallies.get(step.name);
      if (!tally) throw new Error(`unknown step ${step.name}`);
      const { uniqueHeader, paths } = step;
      return {
        method: step.method,
        path: step.path,
        headers: step.headers ?? {},
        ...(step.body === undefined ? {} : { body: step.body }),
        ...(uniqueHeader
          ? {
              setupRequest: (request: autocannon.Request) => {
                counter += 1;
                return {
                  ...request,
                  headers: { ...request.headers, [uniqueHeader]: `${job.uniquePrefix}-c${connection}-${counter}` },
                };
              },
            }
          : {}),
        ...(paths?.length
          ? {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                path: paths[pathCursor++ % paths.length] as string,
              }),
            }
          : {}),
        onResponse: (status: number, body: string) => {
          answered = tally;
          lastAnswer = performance.now();
          if (status >= 200 && status <= 299) {
            tally.ok += 1;
            if (step.collect) {
              const value = (JSON.parse(body) as Record<string, unknown>)[step.collect];
              tally.collected.push(String(value));
            }
          } else {
            tally.non2xx += 1;
            tally.firstFailure ??= `${status} ${body.slice(0, 300)}`;
          }
        },
      };
    });
  };

  let nextConnection = 0;
  const roundLength = job.sequences[0]?.length ?? 1;
  const outcome: { resolve(result: autocannon.Result): void; reject(err: Error): void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const finished = new Promise<autocannon.Result>((resolve, reject) => Object.assign(outcome, { resolve, reject }));
  const started = performance.now();
  const instance = autocannon(
    {
      url: job.origin,
      connections: job.connections,
      ...(job.roundsPerConnection === undefined
        ? { duration: job.durationSeconds }
        : { amount: job.roundsPerConnection * roundLength * job.connections }),
      timeout: 10,
      requests: requestsFor(0),
      setupClient: (client) => client.setRequests(requestsFor(nextConnection++)),
    },
    (err, result) =>
      err ? outcome.reject(err instanceof Error ? err : new Error(String(err))) : outcome.resolve(result),
  );
  // Off the main thread autocannon answers encoded histograms instead of its summary (it takes the
  // thread for one of its own workers), and it has no p95 anyway, so every response is timed here.
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    answered?.latencies.push(responseTime);
    answered = undefined;
  });
  instance.on('reqError', (err: Error) => {
    errors += 1;
    if (err.message === 'request timed out') timeouts += 1;
  });
  await finished;
  const ended = job.roundsPerConnection === undefined || lastAnswer === 0 ? performance.now() : lastAnswer;
  const seconds = (ended - started) / 1000;
  const steps = stepNames.map((name): StepResult => {
    const tally = tallies.get(name)!;
    const sorted = Float64Array.from(tally.latencies).sort();
    return {
      name,
      requests: tally.latencies.length,
      ok: tally.ok,
      p50Ms: percentile(sorted, 50),
      p95Ms: percentile(sorted, 95),
      p99Ms: percentile(sorted, 99),
      non2xx: tally.non2xx,
      firstFailure: tally.firstFailure,
      collected: tally.collected,
      ...(job.keepLatencies ? { latencies: sorted } : {}),
    };
  });
  const cpu = process.threadCpuUsage(cpuAtStart);
  return {
    seconds,
    requests: steps.reduce((n, s) => n + s.requests, 0),
    errors,
    timeouts,
    steps,
    clientCpuMicros: cpu.user + cpu.system,
    ...(job.sequences.some((q) => q.some((step) => step.paths?.length))
      ? { pathsUsed: pathCursor - pathsFrom, pathsFrom }
      : {}),
  };
}

async function runSeries({ series, pauseMs }: LoadSeries): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const [index, job] of series.entries()) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    results.push(await run(job));
  }
  return results;
}

if (parentPort) {
  const port = parentPort;
  const input = workerData as LoadJob | LoadSeries;
  const failed = (err: unknown) =>
    port.postMessage({ ok: false, error: err instanceof Error ? err.message : String(err) });
  if ('series' in input) runSeries(input).then((results) => port.postMessage({ ok: true, results }), failed);
  else run(input).then((result) => port.postMessage({ ok: true, result }), failed);
}
