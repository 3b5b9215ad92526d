import type { CustomerContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { PdfRenderer } from '../../pdf-workers/pdf-renderer.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { OrderDocument } from './documents.service.ts';
import type { ReceivableDocumentsRepository } from './receivable-documents.repository.ts';

/**
 * Credit memo and payment receipt PDFs of the acting customer only (decision 064): anyone
 * else's answers 404 exactly like a missing one. Credit memos are invoices' counterparts, so
 * canPrintInvoices gates them too. Each is read in the customer's turn and rendered in a worker
 * process (decision 400).
 */
export function createReceivableDocumentsService(deps: {
  repo: ReceivableDocumentsRepository;
  settings: SettingsService;
  pdf: PdfRenderer;
}) {
  const { repo, settings, pdf } = deps;
  return {
    async creditMemo(ctx: CustomerContext, reference: string): Promise<OrderDocument> {
      const customerId = ctx.customerId;
      const values = await settings.effectiveValues(ctx);
      if (!values.canPrintInvoices) throw new AppError('FORBIDDEN', 'You do not have permission to print invoices');
      const body = await pdf.render(customerId, async () => {
        const data = await repo.creditMemo(customerId, reference);
        if (!data) throw new AppError('NOT_FOUND', `Credit memo ${reference} was not found`);
        return { kind: 'creditMemo', data, companyName: values.companyName };
      });
      return { fileName: `Credit-Memo-${reference}.pdf`, body };
    },

    async paymentReceipt(ctx: CustomerContext, paymentId: number): Promise<OrderDocument> {
      const customerId = ctx.customerId;
      const values = await settings.effectiveValues(ctx);
      const body = await pdf.render(customerId, async () => {
        const data = await repo.receipt(customerId, paymentId);
        if (!data) throw new AppError('NOT_FOUND', `Payment ${paymentId} was not found`);
        return { kind: 'paymentReceipt', data, companyName: values.companyName };
      });
      return { fileName: `Payment-Receipt-${paymentId}.pdf`, body };
    },
  };
}
export type ReceivableDocumentsService = ReturnType<typeof createReceivableDocumentsService>;
