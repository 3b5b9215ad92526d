import { renderPdfJob, type PdfJob } from './pdf-job.ts';

/**
 * A worker process of the PDF pool (decision 400): renders one job and hands its bytes back
 * (structured clone over the pool's channel). It imports the renderers only: no database, no
 * configuration, no environment.
 */
export default async function renderInWorker(job: PdfJob): Promise<Uint8Array> {
  return renderPdfJob(job);
}
