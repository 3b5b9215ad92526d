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

const workerFile = new URL('./pdf-worker.ts', import.meta.url);

/** The renderers of this process that are not closed (tests check that an app's close ends its workers). */
const openRenderers = new Set<PdfRenderer>();
/** PDF worker processes alive for this server process, over every renderer not closed. */
export const pdfWorkersAlive = () => [...openRenderers].reduce((sum, r) => sum + r.workers(), 0);

/**
 * The worker runs TypeScript as the server does: through tsx, loaded by its absolute address so
 * the working directory does not matter.
 */
function workerExecArgv(): string[] {
  if (!workerFile.pathname.endsWith('.ts')) return [];
  return ['--import', import.meta.resolve('tsx')];
}

export function createPdfRenderer(settings: PdfRenderingSettings): PdfRenderer {
  const turns = new PdfTurns(settings);
  let pool: Tinypool | null = null;
  let closed = false;
  // Worker processes start with the first document, not with the app: most processes (and tests)
  // never print. A process, not a thread: when an idle one ends, all of its memory goes back to the
  // system (a thread's stays in the server's heap and allocator for a while), and it is given no
  // environment, so no secret or database address (decision 400).
  const workers = () =>
    (pool ??= new Tinypool({
      filename: workerFile.href,
      runtime: 'child_process',
      serialization: 'advanced',
      env: {},
      minThreads: 0,
      maxThreads: settings.workers,
      idleTimeout: settings.idleTimeoutMs,
      execArgv: workerExecArgv(),
    }));

  const render = (customerId: number, prepare: () => Promise<PdfJob | null>): Promise<Buffer | null> =>
    turns.run(customerId, async () => {
      const job = await prepare();
      if (job === null) return null;
      // A turn that began before close() finishes without starting a worker again.
      if (closed) throw new Error('PDF rendering has stopped');
      const bytes = (await workers().run(job)) as Uint8Array;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    });

  const renderer: PdfRenderer = {
    // Null comes back only when `prepare` can answer it (the signature says so).
    render: render as PdfRenderer['render'],
    workers: () => pool?.threads.length ?? 0,
    load: () => turns.load,
    async close() {
      closed = true;
      turns.close();
      await pool?.destroy();
      pool = null;
      openRenderers.delete(renderer);
    },
  };
  openRenderers.add(renderer);
  return renderer;
}
