import { z } from '../zod.ts';
import { orderDocumentParamsSchema } from '../checkout.ts';
import {
  orderHistorySchema,
  orderScanParamsSchema,
  productHistoryQuerySchema,
  productHistorySchema,
  productScanParamsSchema,
  reorderResultSchema,
  usualQuantitiesSchema,
  usualQuantityRequestSchema,
} from '../history.ts';
import { priceListQuerySchema, quoteSheetQuerySchema, type ReportKind } from '../reports.ts';
import { defineEndpoint, type EndpointSpec } from './define.ts';

const scanFile = z.any().register(z.globalRegistry, { description: 'the scanned file (PDF or image)' });
/** What the document store serves (a scan's file name decides which). */
const scanTypes = ['application/pdf', 'image/png', 'image/jpeg', 'image/tiff'] as const;
const pdf = z.any().register(z.globalRegistry, { description: 'application/pdf' });
/** A report with nothing to print answers 204 (spec 02: "No report data"). */
const reportAnswers = { 204: z.null().register(z.globalRegistry, { description: 'No report data' }) };

/** Order and product history, reorder, scan documents. */
export const historyEndpoints = {
  getOrderHistory: defineEndpoint({
    method: 'GET',
    path: '/api/history/orders',
    tags: ['history'],
    summary: "The acting customer's orders, newest first, with their documents",
    status: 200,
    response: orderHistorySchema,
    errors: [],
  }),
  getProductHistory: defineEndpoint({
    method: 'GET',
    path: '/api/history/products',
    tags: ['history'],
    summary: 'Invoiced lines of the acting customer, invoice dates from startDate to endDate (both optional)',
    query: productHistoryQuerySchema,
    status: 200,
    response: productHistorySchema,
    errors: [],
  }),
  getUsualQuantities: defineEndpoint({
    method: 'POST',
    path: '/api/history/usual',
    tags: ['history'],
    summary:
      'How much of each product the acting customer usually orders: the median per order of the last 13 weeks, in the unit most ordered',
    body: usualQuantityRequestSchema,
    status: 200,
    response: usualQuantitiesSchema,
    errors: [],
  }),
  reorderOrder: defineEndpoint({
    method: 'POST',
    path: '/api/history/orders/:id/reorder',
    tags: ['history'],
    summary: 'Adds the lines of a past order to the cart; lines that cannot be bought now are listed',
    params: orderDocumentParamsSchema,
    status: 200,
    response: reorderResultSchema,
    errors: [404, 409],
  }),
  getOrderScan: defineEndpoint({
    method: 'GET',
    path: '/api/documents/order/:id/scan/:scanId',
    tags: ['documents'],
    summary: "A scan document of one of the acting customer's orders (by order number)",
    params: orderScanParamsSchema,
    status: 200,
    response: scanFile,
    produces: scanTypes,
    errors: [404],
  }),
  getProductScan: defineEndpoint({
    method: 'GET',
    path: '/api/documents/product/:id/scan/:scanId',
    tags: ['documents'],
    summary: 'A scan document (spec sheet) of a product the caller may see',
    params: productScanParamsSchema,
    status: 200,
    response: scanFile,
    produces: scanTypes,
    errors: [404],
  }),
};

/** The Documents page's reports as inline PDFs, each gated by its own menu entry (decision 071). */
export const reportEndpoints = {
  statement: defineEndpoint({
    method: 'GET',
    path: '/api/account/statement',
    tags: ['reports'],
    summary: 'The current statement: open receivables, aging and total due',
    produces: ['application/pdf'],
    status: 200,
    response: pdf,
    errors: [404, 429, 503],
    otherResponses: reportAnswers,
  }),
  productlist: defineEndpoint({
    method: 'GET',
    path: '/api/reports/productlist',
    tags: ['reports'],
    summary: 'Every product the customer may buy, by category',
    produces: ['application/pdf'],
    status: 200,
    response: pdf,
    errors: [404, 429, 503],
    otherResponses: reportAnswers,
  }),
  pricelist: defineEndpoint({
    method: 'GET',
    path: '/api/reports/pricelist',
    tags: ['reports'],
    summary: 'Prices in force on effectiveDate (today when absent), contract prices included',
    query: priceListQuerySchema,
    produces: ['application/pdf'],
    status: 200,
    response: pdf,
    errors: [404, 429, 503],
    otherResponses: reportAnswers,
  }),
  quotesheet: defineEndpoint({
    method: 'GET',
    path: '/api/reports/quotesheet',
    tags: ['reports'],
    summary: 'Products bought since purchasedSince (on dayOfWeek deliveries), priced on effectiveDate',
    query: quoteSheetQuerySchema,
    produces: ['application/pdf'],
    status: 200,
    response: pdf,
    errors: [404, 429, 503],
    otherResponses: reportAnswers,
  }),
  orderguidelist: defineEndpoint({
    method: 'GET',
    path: '/api/reports/orderguidelist',
    tags: ['reports'],
    summary: "The customer's order guides with their items",
    produces: ['application/pdf'],
    status: 200,
    response: pdf,
    errors: [404, 429, 503],
    otherResponses: reportAnswers,
  }),
} satisfies Record<ReportKind, EndpointSpec>;
