import type { CustomerContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { PdfRenderer } from '../../pdf-workers/pdf-renderer.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { DocumentsRepository, OrderDocumentData } from './documents.repository.ts';
import type { OrderDocumentKind } from './order-pdf.ts';

export interface OrderDocument {
  fileName: string;
  body: Buffer;
}

/**
 * Order documents for the acting customer only (decision 035). Another customer's order answers
 * 404 exactly like a missing one, so its existence is not revealed; the settings
 * canViewConfirmation and canPrintInvoices gate the two kinds. The order is read in the
 * customer's turn and rendered in a worker process (decision 400).
 */
export function createDocumentsService(deps: {
  repo: DocumentsRepository;
  settings: SettingsService;
  pdf: PdfRenderer;
}) {
  const { repo, settings, pdf } = deps;

  return {
    async orderDocument(ctx: CustomerContext, orderNumber: string, kind: OrderDocumentKind): Promise<OrderDocument> {
      const values = await settings.effectiveValues(ctx);
      if (kind === 'confirmation' && !values.canViewConfirmation)
        throw new AppError('FORBIDDEN', 'You do not have permission to view order confirmations');
      if (kind === 'invoice' && !values.canPrintInvoices)
        throw new AppError('FORBIDDEN', 'You do not have permission to print invoices');
      const customerId = ctx.customerId;
      const body = await pdf.render(customerId, async () => {
        const data = await repo.order(customerId, orderNumber, ctx.user?.shiptoCodes ?? null);
        if (!data) throw new AppError('NOT_FOUND', `Order ${orderNumber} was not found`);
        if (kind === 'invoice' && !data.invoice)
          throw new AppError('NOT_FOUND', `Order ${orderNumber} has not been invoiced yet`);
        return { kind: 'order', data, document: kind, companyName: values.companyName };
      });
      return {
        fileName: `${kind === 'invoice' ? 'Invoice' : 'Order'}-${orderNumber}${kind === 'invoice' ? '' : '-confirmation'}.pdf`,
        body,
      };
    },

    /**
     * An order's facts and, when `pdf` is set, its confirmation rendered like GET
     * /api/documents/order/{n}/confirmation (worker process, the customer's turn): for the order
     * confirmation mail (decision 521). Null when the order is not the customer's.
     */
    async confirmationForMail(
      customerId: number,
      orderNumber: string,
      opts: { pdf: boolean; companyName: string },
    ): Promise<{ data: OrderDocumentData; pdf: OrderDocument | null } | null> {
      if (!opts.pdf) {
        const data = await repo.order(customerId, orderNumber);
        return data ? { data, pdf: null } : null;
      }
      const read: { data: OrderDocumentData | null } = { data: null };
      const body = await pdf.render(customerId, async () => {
        read.data = await repo.order(customerId, orderNumber);
        return read.data
          ? { kind: 'order', data: read.data, document: 'confirmation', companyName: opts.companyName }
          : null;
      });
      const { data } = read;
      if (!data || !body) return null;
      return { data, pdf: { fileName: `Order-${orderNumber}-confirmation.pdf`, body } };
    },
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
