import { renderPdfJob, type PdfJob } from './pdf-job.ts';
import { lowerWorkerPriority } from './worker-priority.ts';

// Batch work below the server's event loops and the database (decision 554).
lowerWorkerPriority();

/**
 * A worker process of the PDF pool (decision 400): renders one job and hands its bytes back
 * (structured clone over the pool's channel). It imports the renderers only: no database, no
 * configuration, no environment.
 */
export default async function renderInWorker(job: PdfJob): Promise<Uint8Array> {
  return renderPdfJob(job);
}
