import { renderOrderPdf, type OrderDocumentKind } from '../modules/documents/order-pdf.ts';
import { renderCreditMemoPdf, renderPaymentReceiptPdf } from '../modules/documents/receivable-pdf.ts';
import type { OrderDocumentData } from '../modules/documents/documents.repository.ts';
import type { CreditMemoData, PaymentReceiptData } from '../modules/documents/receivable-documents.repository.ts';
import { renderReportPdf, type ReportDefinition } from '../modules/reports/report-pdf.ts';

/**
 * One PDF to render (decision 400): everything it prints, read from the database beforehand on the
 * main thread. Plain data only (strings, numbers, dates, arrays, objects), so it crosses to a
 * worker process by structured clone; rendering it needs no database, file or network.
 */
export type PdfJob =
  | { kind: 'report'; definition: ReportDefinition }
  | { kind: 'order'; data: OrderDocumentData; document: OrderDocumentKind; companyName: string }
  | { kind: 'creditMemo'; data: CreditMemoData; companyName: string }
  | { kind: 'paymentReceipt'; data: PaymentReceiptData; companyName: string };

/** Renders a job where it is called: in a worker of the pool (pdf-worker.ts). */
export function renderPdfJob(job: PdfJob): Promise<Buffer> {
  switch (job.kind) {
    case 'report':
      return renderReportPdf(job.definition);
    case 'order':
      return renderOrderPdf(job.data, job.document, job.companyName);
    case 'creditMemo':
      return renderCreditMemoPdf(job.data, job.companyName);
    case 'paymentReceipt':
      return renderPaymentReceiptPdf(job.data, job.companyName);
  }
}
