import { z } from '../zod.ts';
import {
  accountDetailQuerySchema,
  accountDetailSchema,
  accountSummarySchema,
  openReceivablesSchema,
} from '../account.ts';
import {
  creditMemoDocumentParamsSchema,
  paymentDocumentParamsSchema,
  paymentDraftSchema,
  paymentResultSchema,
  paymentTypesSchema,
} from '../payment.ts';
import { defineEndpoint } from './define.ts';

const pdf = z.any().register(z.globalRegistry, { description: 'application/pdf' });

/** Account screens, Make Payment and the receivable documents (decisions 060-066). */
export const receivableEndpoints = {
  getAccountSummary: defineEndpoint({
    method: 'GET',
    path: '/api/account/summary',
    tags: ['account'],
    summary: 'Credit and aging figures of the acting customer, computed from its open items as of today',
    status: 200,
    response: accountSummarySchema,
    errors: [404],
  }),
  getAccountDetail: defineEndpoint({
    method: 'GET',
    path: '/api/account/detail',
    tags: ['account'],
    summary:
      'A/R lines (open and paid) with an invoice date between startDate and ' +
      "endDate, oldest first, each with the whole account's running balance",
    query: accountDetailQuerySchema,
    status: 200,
    response: accountDetailSchema,
    errors: [],
  }),
  getOpenReceivables: defineEndpoint({
    method: 'GET',
    path: '/api/account/openar',
    tags: ['account'],
    summary: 'Open receivable items (balance not zero) of the acting customer, oldest first',
    status: 200,
    response: openReceivablesSchema,
    errors: [],
  }),
  getPaymentTypes: defineEndpoint({
    method: 'GET',
    path: '/api/payment/types',
    tags: ['payments'],
    summary: 'The card issuers the distributor accepts (enRoute never) and eCheck (8) when accepted',
    status: 200,
    response: paymentTypesSchema,
    errors: [],
  }),
  makePayment: defineEndpoint({
    method: 'POST',
    path: '/api/payment',
    tags: ['payments'],
    summary:
      'Pays selected open items by card (1), eCheck (2) or by applying credits (0) ' +
      'in one transaction; Idempotency-Key makes a retry answer the first result',
    body: paymentDraftSchema,
    status: 200,
    response: paymentResultSchema,
    errors: [422, 502],
  }),
  getCreditMemoDocument: defineEndpoint({
    method: 'GET',
    path: '/api/documents/creditmemo/:id',
    tags: ['documents'],
    summary: 'A credit memo of the acting customer (by its reference, e.g. CM80001), as a PDF',
    params: creditMemoDocumentParamsSchema,
    produces: ['application/pdf'],
    status: 200,
    response: pdf,
    errors: [404, 429, 503],
  }),
  getPaymentReceipt: defineEndpoint({
    method: 'GET',
    path: '/api/documents/payment/invoice/:id',
    tags: ['documents'],
    summary: "The receipt of one of the acting customer's payments (by invoicePaymentKey), as a PDF",
    params: paymentDocumentParamsSchema,
    produces: ['application/pdf'],
    status: 200,
    response: pdf,
    errors: [404, 429, 503],
  }),
};
