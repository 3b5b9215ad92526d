import Tinypool from 'tinypool';
import { renderPdfJob, type PdfJob } from './pdf-job.ts';

/**
 * A worker thread of the PDF pool (decision 400): renders one job and hands its bytes back by
 * transfer, not by copy. It imports the renderers only: no database, no configuration.
 */
export default async function renderInWorker(job: PdfJob) {
  const pdf = await renderPdfJob(job);
  // Buffer.concat may place a small result inside a shared slab; only a buffer of its own moves.
  const own = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? pdf : Uint8Array.from(pdf);
  return Tinypool.move(own);
}
