import Tinypool from 'tinypool';
import type { PdfJob } from './pdf-job.ts';
import { PdfTurns, type PdfLimits } from './pdf-turns.ts';

/** PDF rendering of one server process (decision 400): REPORT_* in config.ts. */
export interface PdfRenderingSettings extends PdfLimits {
  /** An idle worker process ends after this long, and its memory with it (REPORT_WORKER_IDLE_SECONDS). */
  idleTimeoutMs: number;
}

export interface PdfRenderer {
  /**
   * In a turn of the customer's (refused past the limits: AppError 429 or 503 with Retry-After),
   * reads what to print with `prepare` on this thread and renders it in a worker process. `prepare`
   * may answer null (nothing to print: no PDF) or throw (the error is the answer).
   */
  render<Job extends PdfJob | null>(
    customerId: number,
    prepare: () => Promise<Job>,
  ): Promise<Buffer | Extract<Job, null>>;
  /** Worker processes alive now (they end when idle). */
  workers(): number;
  /** Documents rendering and waiting now. */
  load(): PdfTurns['load'];
  /** Refuses what waits, ends the worker processes; the app's onClose calls it. */
  close(): Promise<void>;
}

/** The worker beside this module: its TypeScript source, or in the compiled server (decision 484) the bundle's worker. */
const workerFile = new URL(import.meta.url.endsWith('.ts') ? './pdf-worker.ts' : './pdf-worker.js', import.meta.url);
/** A render still running after this long is stopped (its worker ends) and answers 500, freeing its turn. */
const RENDER_TIMEOUT_MS = 5 * 60_000;

/** The renderers of this process that are not closed (tests check that an app's close ends its workers). */
const openRenderers = new Set<PdfRenderer>();
/** PDF worker processes alive for this server process, over every renderer not closed. */
export const pdfWorkersAlive = () => [...openRenderers].reduce((sum, r) => sum + r.workers(), 0);

/**
 * The worker runs TypeScript as the server does: through tsx, loaded by its absolute address so
 * the working directory does not matter.
 */
function workerExecArgv(file: URL): string[] {
  if (!file.pathname.endsWith('.ts')) return [];
  return ['--import', import.meta.resolve('tsx')];
}

interface Workers {
  pool: Tinypool;
  /** Rejects when a worker fails outside a document: what waits for the pool fails with it. */
  failed: Promise<never>;
}

/** `worker` replaces the worker module (tests: one that cannot load). */
export function createPdfRenderer(settings: PdfRenderingSettings, worker: URL = workerFile): PdfRenderer {
  const turns = new PdfTurns(settings);
  let current: Workers | null = null;
  let closed = false;
  // Worker processes start with the first document, not with the app: most processes (and tests)
  // never print. A process, not a thread: when an idle one ends, all of its memory goes back to the
  // system (a thread's stays in the server's heap and allocator for a while), and it is given no
  // environment, so no secret or database address (decision 400).
  function start(): Workers {
    const pool = new Tinypool({
      filename: worker.href,
      runtime: 'child_process',
      serialization: 'advanced',
      env: {},
      minThreads: 0,
      maxThreads: settings.workers,
      idleTimeout: settings.idleTimeoutMs,
      execArgv: workerExecArgv(worker),
    });
    let fail: (err: Error) => void = () => {};
    const failed = new Promise<never>((_, reject) => (fail = reject));
    failed.catch(() => {}); // Observed by the renders that wait on it.
    // A worker that cannot start (its code does not load) would leave its documents queued for
    // ever, holding their turns: they fail at once instead, and the next document starts afresh.
    pool.on('error', (err: unknown) => {
      if (current?.pool === pool) current = null;
      fail(new Error('A PDF worker failed', { cause: err }));
      void pool.destroy().catch(() => {});
    });
    return { pool, failed };
  }

  const render = (customerId: number, prepare: () => Promise<PdfJob | null>): Promise<Buffer | null> =>
    turns.run(customerId, async () => {
      const job = await prepare();
      if (job === null) return null;
      // A turn that began before close() finishes without starting a worker again.
      if (closed) throw new Error('PDF rendering has stopped');
      const workers = (current ??= start());
      const rendered = workers.pool.run(job, { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) });
      const bytes = (await Promise.race([rendered, workers.failed])) as Uint8Array;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    });

  const renderer: PdfRenderer = {
    // Null comes back only when `prepare` can answer it (the signature says so).
    render: render as PdfRenderer['render'],
    workers: () => current?.pool.threads.length ?? 0,
    load: () => turns.load,
    async close() {
      closed = true;
      turns.close();
      const workers = current;
      current = null;
      await workers?.pool.destroy();
      openRenderers.delete(renderer);
    },
  };
  openRenderers.add(renderer);
  return renderer;
}
