import type { CustomerContext, RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { DocumentStore, StoredDocument } from './document-store.ts';
import type { ScanDocumentsRepository } from './scan-documents.repository.ts';

export interface ScanFile extends StoredDocument {
  fileName: string;
}

const fileNameOf = (name: string, storeKey: string) =>
  `${name.replace(/[^A-Za-z0-9 ._-]/g, '').trim() || 'Document'}${storeKey.slice(storeKey.lastIndexOf('.'))}`;

/** The answer where the productScanDocuments setting keeps scans out (decision 170). */
export const SCANS_NOT_OFFERED = 'Scan documents are not available for your account';

/**
 * Scan documents (decision 072). An order's scans only for the customer the order belongs to; a
 * product's scans for whoever may see the product. Anything else answers 404 like a missing
 * document, so another customer's order numbers are not revealed. The productScanDocuments
 * setting comes first (decision 170): order scans need the orderHistory or accountDetail
 * location, product scans the productDetail location; otherwise 403.
 */
export function createScanDocumentsService(deps: {
  repo: ScanDocumentsRepository;
  store: DocumentStore;
  settings: SettingsService;
}) {
  const { repo, store, settings } = deps;

  async function locations(ctx: RequestContext) {
    return (await settings.effectiveValues(ctx)).productScanDocuments;
  }

  async function load(row: { name: string; storeKey: string } | null): Promise<ScanFile> {
    const stored = row ? await store.get(row.storeKey) : null;
    if (!row || !stored) throw new AppError('NOT_FOUND', 'The document was not found');
    return { ...stored, fileName: fileNameOf(row.name, row.storeKey) };
  }

  return {
    async orderScan(ctx: CustomerContext, orderNumber: string, scanId: number): Promise<ScanFile> {
      const where = await locations(ctx);
      if (!where.orderHistory && !where.accountDetail) throw new AppError('FORBIDDEN', SCANS_NOT_OFFERED);
      return load(await repo.ofOrder(ctx.customerId, orderNumber, scanId));
    },
    async productScan(ctx: RequestContext, productId: number, scanId: number): Promise<ScanFile> {
      if (!(await locations(ctx)).productDetail) throw new AppError('FORBIDDEN', SCANS_NOT_OFFERED);
      return load(await repo.ofProduct(ctx.customerId, productId, scanId));
    },
  };
}
export type ScanDocumentsService = ReturnType<typeof createScanDocumentsService>;
