import { createDocumentsRepository } from '../modules/documents/documents.repository.ts';
import { createDocumentsService } from '../modules/documents/documents.service.ts';
import { createFolderDocumentStore } from '../modules/documents/document-store.ts';
import { createReceivableDocumentsRepository } from '../modules/documents/receivable-documents.repository.ts';
import { createReceivableDocumentsService } from '../modules/documents/receivable-documents.service.ts';
import { createScanDocumentsRepository } from '../modules/documents/scan-documents.repository.ts';
import { createScanDocumentsService } from '../modules/documents/scan-documents.service.ts';
import { createNotifications } from '../modules/notifications/notifications.ts';
import { createReportsRepository } from '../modules/reports/reports.repository.ts';
import { createReportsService } from '../modules/reports/reports.service.ts';
import { createPdfRenderer } from '../pdf-workers/pdf-renderer.ts';
import type { AccountsWiring } from './accounts-wiring.ts';
import type { CatalogWiring } from './catalog-wiring.ts';
import type { SiteWiring } from './site-wiring.ts';
import type { Wiring } from './wiring.ts';

type DocumentsNeeds = Pick<AccountsWiring, 'mail'> & Pick<SiteWiring, 'menu'> & Pick<CatalogWiring, 'orderGuides'>;

/** What is printed and mailed: PDFs, order and receivable documents, scanned documents, reports and the notification mails. */
export function wireDocuments({ db, config, now, settings }: Wiring, { mail, menu, orderGuides }: DocumentsNeeds) {
  // Every PDF renders in this process's PDF worker processes, within its limits (decision 400).
  const pdf = createPdfRenderer(config.pdfRendering);
  const documents = createDocumentsService({ repo: createDocumentsRepository(db), settings, pdf });
  return {
    pdf,
    documents,
    receivableDocuments: createReceivableDocumentsService({
      repo: createReceivableDocumentsRepository(db),
      settings,
      pdf,
    }),
    scanDocuments: createScanDocumentsService({
      repo: createScanDocumentsRepository(db),
      store: createFolderDocumentStore(config.documentDir),
      settings,
    }),
    // Order confirmations, payment receipts and the invoice digest (issue 35 item 3, decision 521).
    notifications: createNotifications(db, { settings, documents, mail, publicUrl: config.publicUrl, now }),
    reports: createReportsService({
      repo: createReportsRepository(db),
      settings,
      menu,
      orderGuides,
      pdf,
      now,
    }),
  };
}
export type DocumentsWiring = ReturnType<typeof wireDocuments>;
