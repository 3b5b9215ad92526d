import { parentPort, workerData } from 'node:worker_threads';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'undici';

/**
 * The load generator of bench/stress.ts (issue 39's load test), on a thread of its own so it does
 * not share the event loop of a server running in the bench's process. Each connection is an
 * undici Client bound to a loopback source address of its own (Linux routes all of 127.0.0.0/8 to
 * lo), so 1,000 connections stay under the server's 256 per address (decision 384).
 */

export interface StressRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** One phase's load: `connections` clients, each repeating its sequence one request at a time. */
export interface StressJob {
  kind: 'load';
  origin: string;
  /** Connection i binds localAddresses[i % length]. */
  localAddresses: string[];
  connections: number;
  /** Connection i sends sequences[i % length] in turn, over and over. */
  sequences: StressRequest[][];
  /** No request starts after this many seconds (those in flight are awaited). */
  durationSeconds?: number;
  /** Or: exactly this many requests over all connections. */
  total?: number;
  /** A connection answered 429 or 503 with Retry-After waits that long before its next request. */
  honourRetryAfter?: boolean;
  /** A request waits this long for its headers, and again for its body. */
  timeoutMs: number;
}

/** GET `path` on one connection every `intervalMs` (or at once after a slower answer), until told to stop. */
export interface PollJob {
  kind: 'poll';
  origin: string;
  localAddress: string;
  path: string;
  headers: Record<string, string>;
  intervalMs: number;
}

/** Latency summary in milliseconds. */
export interface Latencies {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface StressResult {
  sent: number;
  byStatus: Record<string, number>;
  /** Requests that got no HTTP answer (reset, refused, timed out), by error code. */
  socketErrors: number;
  errorsByCode: Record<string, number>;
  firstErrors: string[];
  /** 503 answers that carried Retry-After (the connection cap's and the report pool's refusals). */
  unavailableWithRetryAfter: number;
  /** 429 answers without Retry-After (every documented refusal carries one). */
  tooManyWithoutRetryAfter: number;
  /** The first few 5xx answers: status, Retry-After and the start of the body. */
  serverErrors: string[];
  /** Up to three different bodies of each refusal status (4xx), shortened. */
  refusalBodies: Record<string, string[]>;
  seconds: number;
  latencies: Latencies;
  /** Connections open at once, at most; connections made. */
  peakOpen: number;
  connects: number;
  /** Connections closed during the run while busy (a request in flight fails; between requests undici reconnects). */
  droppedDuringRun: number;
  /**
   * Connections closed while idle: waiting out a Retry-After, or done while others still wait for
   * answers (the server's keep-alive is 10 s). One waiting out a Retry-After reconnects.
   */
  closedWhileIdle: number;
  /** CPU time of this thread over the run (user + system), in ms. */
  cpuMs: number;
}

/** The poller's polls over a window of time. */
export interface PollWindow {
  latencies: Latencies;
  /** Polls answered otherwise than 200, or not at all. */
  failed: number;
  errors: string[];
}

export const epochMs = () => performance.timeOrigin + performance.now();

export function summarize(values: ArrayLike<number>): Latencies {
  const sorted = Float64Array.from(values).sort();
  const at = (p: number) =>
    sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0);
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

/** Reads an answer to its end, whatever its size (undici's dump() closes the connection past 128 kB). */
async function drain(body: AsyncIterable<unknown>): Promise<void> {
  for await (const _chunk of body) {
    // Discarded.
  }
}

const errorCode = (err: unknown) =>
  err instanceof Error ? ((err as Error & { code?: string }).code ?? err.name) : 'unknown';

async function load(job: StressJob): Promise<StressResult> {
  const cpuAtStart = process.threadCpuUsage();
  const byStatus: Record<string, number> = {};
  const errorsByCode: Record<string, number> = {};
  const firstErrors: string[] = [];
  const serverErrors: string[] = [];
  const refusalBodies: Record<string, string[]> = {};
  const latencies: number[] = [];
  let sent = 0;
  let socketErrors = 0;
  let unavailableWithRetryAfter = 0;
  let tooManyWithoutRetryAfter = 0;
  let open = 0;
  let peakOpen = 0;
  let connects = 0;
  let droppedDuringRun = 0;
  let closedWhileIdle = 0;
  let stopping = false;
  const idle = new Array<boolean>(job.connections).fill(false);
  const stop = new AbortController();

  const clients = Array.from({ length: job.connections }, (_, i) => {
    const client = new Client(job.origin, {
      localAddress: job.localAddresses[i % job.localAddresses.length]!,
      pipelining: 1,
      headersTimeout: job.timeoutMs,
      bodyTimeout: job.timeoutMs,
      connect: { timeout: 30_000 },
    });
    client.on('connect', () => {
      connects += 1;
      open += 1;
      peakOpen = Math.max(peakOpen, open);
    });
    client.on('disconnect', () => {
      open -= 1;
      if (stopping) return;
      if (idle[i]) closedWhileIdle += 1;
      else droppedDuringRun += 1;
    });
    return client;
  });

  const started = performance.now();
  const deadline = job.durationSeconds === undefined ? Infinity : started + job.durationSeconds * 1000;
  const timer =
    deadline === Infinity ? undefined : setTimeout(() => stop.abort(), Math.max(0, deadline - performance.now()));
  const more = () =>
    !stop.signal.aborted && performance.now() < deadline && (job.total === undefined || sent < job.total);

  const connection = async (i: number) => {
    const client = clients[i]!;
    const sequence = job.sequences[i % job.sequences.length]!;
    for (let k = 0; more(); k++) {
      const request = sequence[k % sequence.length]!;
      sent += 1;
      const at = performance.now();
      try {
        const res = await client.request({
          method: request.method,
          path: request.path,
          headers: request.headers,
          ...(request.body === undefined ? {} : { body: request.body }),
        });
        const status = res.statusCode;
        const retryAfter = res.headers['retry-after'];
        const failed = status >= 500;
        const text = status >= 400 ? await res.body.text() : (await drain(res.body), '');
        if (status >= 400 && status < 500) {
          const seen = (refusalBodies[status] ??= []);
          const short = text.slice(0, 160);
          if (seen.length < 3 && !seen.includes(short)) seen.push(short);
        }
        latencies.push(performance.now() - at);
        byStatus[status] = (byStatus[status] ?? 0) + 1;
        if (status === 503 && retryAfter !== undefined) unavailableWithRetryAfter += 1;
        if (status === 429 && retryAfter === undefined) tooManyWithoutRetryAfter += 1;
        if (failed && serverErrors.length < 8)
          serverErrors.push(
            `${status}${retryAfter === undefined ? '' : ` retry-after ${String(retryAfter)}`} ${request.method} ${request.path.slice(0, 80)}: ${text.slice(0, 200)}`,
          );
        if (job.honourRetryAfter && (status === 429 || status === 503) && retryAfter !== undefined) {
          const seconds = Number(retryAfter);
          if (Number.isFinite(seconds) && seconds > 0) {
            idle[i] = true;
            await sleep(seconds * 1000, undefined, { signal: stop.signal }).catch(() => undefined);
            idle[i] = false;
          }
        }
      } catch (err) {
        socketErrors += 1;
        const code = errorCode(err);
        errorsByCode[code] = (errorsByCode[code] ?? 0) + 1;
        if (firstErrors.length < 8)
          firstErrors.push(
            `${code} ${err instanceof Error ? err.message : String(err)} (${request.path.slice(0, 60)})`,
          );
      }
    }
    idle[i] = true;
  };
  await Promise.all(clients.map((_, i) => connection(i)));
  const seconds = (performance.now() - started) / 1000;
  clearTimeout(timer);
  stopping = true;
  await Promise.all(clients.map((c) => c.destroy().catch(() => undefined)));
  const cpu = process.threadCpuUsage(cpuAtStart);
  return {
    sent,
    byStatus,
    socketErrors,
    errorsByCode,
    firstErrors,
    unavailableWithRetryAfter,
    tooManyWithoutRetryAfter,
    serverErrors,
    refusalBodies,
    seconds,
    latencies: summarize(latencies),
    peakOpen,
    connects,
    droppedDuringRun,
    closedWhileIdle,
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
}

/**
 * Polls until the parent posts { type: 'stop' }; { type: 'window', id, from, to } is answered with
 * { id, window } over the polls that started between those instants (epoch ms).
 */
function poll(job: PollJob, port: NonNullable<typeof parentPort>): void {
  const client = new Client(job.origin, {
    localAddress: job.localAddress,
    pipelining: 1,
    headersTimeout: 60_000,
    bodyTimeout: 60_000,
  });
  let stopped = false;
  const starts: number[] = [];
  const took: number[] = [];
  const statuses: number[] = [];
  const errors: { at: number; text: string }[] = [];
  port.on('message', (m: { type: 'stop' } | { type: 'window'; id: number; from: number; to: number }) => {
    if (m.type === 'stop') {
      stopped = true;
      return;
    }
    const picked: number[] = [];
    let failed = 0;
    for (let i = 0; i < starts.length; i++) {
      const at = starts[i]!;
      if (at < m.from || at > m.to) continue;
      picked.push(took[i]!);
      if (statuses[i] !== 200) failed += 1;
    }
    const window: PollWindow = {
      latencies: summarize(picked),
      failed,
      errors: errors
        .filter((e) => e.at >= m.from && e.at <= m.to)
        .map((e) => e.text)
        .slice(0, 5),
    };
    port.postMessage({ id: m.id, window });
  });
  void (async () => {
    while (!stopped) {
      const at = epochMs();
      const t0 = performance.now();
      let status = 0;
      try {
        const res = await client.request({ method: 'GET', path: job.path, headers: job.headers });
        await drain(res.body);
        status = res.statusCode;
        if (status !== 200) errors.push({ at, text: `answered ${status}` });
      } catch (err) {
        errors.push({ at, text: `${errorCode(err)} ${err instanceof Error ? err.message : String(err)}` });
      }
      const ms = performance.now() - t0;
      starts.push(at);
      took.push(ms);
      statuses.push(status);
      if (ms < job.intervalMs) await sleep(job.intervalMs - ms);
    }
    await client.close();
  })();
}

if (parentPort) {
  const port = parentPort;
  const input = workerData as StressJob | PollJob;
  const failed = (err: unknown) =>
    port.postMessage({ ok: false, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  if (input.kind === 'poll') poll(input, port);
  else load(input).then((result) => port.postMessage({ ok: true, result }), failed);
}
