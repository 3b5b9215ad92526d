import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { OrderDocument } from './documents.service.ts';
import type { ReceivableDocumentsRepository } from './receivable-documents.repository.ts';
import { renderCreditMemoPdf, renderPaymentReceiptPdf } from './receivable-pdf.ts';

/**
 * Credit memo and payment receipt PDFs of the acting customer only (decision 064): anyone
 * else's answers 404 exactly like a missing one. Credit memos are invoices' counterparts, so
 * canPrintInvoices gates them too.
 */
export function createReceivableDocumentsService(deps: {
  repo: ReceivableDocumentsRepository;
  settings: SettingsService;
}) {
  const { repo, settings } = deps;
  const customerOf = (ctx: RequestContext) => {
    if (ctx.customerId === null) throw new AppError('BAD_REQUEST', 'Choose a customer first');
    return ctx.customerId;
  };

  return {
    async creditMemo(ctx: RequestContext, reference: string): Promise<OrderDocument> {
      const customerId = customerOf(ctx);
      const values = await settings.effectiveValues(ctx);
      if (!values.canPrintInvoices) throw new AppError('FORBIDDEN', 'You do not have permission to print invoices');
      const data = await repo.creditMemo(customerId, reference);
      if (!data) throw new AppError('NOT_FOUND', `Credit memo ${reference} was not found`);
      return { fileName: `Credit-Memo-${reference}.pdf`, body: await renderCreditMemoPdf(data, values.companyName) };
    },

    async paymentReceipt(ctx: RequestContext, paymentId: number): Promise<OrderDocument> {
      const customerId = customerOf(ctx);
      const values = await settings.effectiveValues(ctx);
      const data = await repo.receipt(customerId, paymentId);
      if (!data) throw new AppError('NOT_FOUND', `Payment ${paymentId} was not found`);
      return {
        fileName: `Payment-Receipt-${paymentId}.pdf`,
        body: await renderPaymentReceiptPdf(data, values.companyName),
      };
    },
  };
}
export type ReceivableDocumentsService = ReturnType<typeof createReceivableDocumentsService>;
