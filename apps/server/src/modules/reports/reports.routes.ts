import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { priceListQuerySchema, quoteSheetQuerySchema, reportMenuKeys, reportPaths } from '@provender/contract';
import type { Services } from '../../services.ts';
import type { ReportFile } from './reports.service.ts';

const pdfResponse = z.any().describe('application/pdf');
const noData = z.null().describe('No report data');

/** A report as an inline PDF, or 204 when there is nothing to print (spec 02: "No report data"). */
function sendReport(reply: FastifyReply, report: ReportFile | null) {
  if (!report) return reply.status(204).header('cache-control', 'private, no-store').send();
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${report.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(report.body);
}

/** Each report is gated by its own menu entry on the server (decision 004). */
const access = (kind: keyof typeof reportMenuKeys) => ({ access: { menu: reportMenuKeys[kind], customer: true } });
const schema = (summary: string) => ({
  tags: ['reports'],
  summary,
  produces: ['application/pdf'],
  response: { 200: pdfResponse, 204: noData },
});

export const reportsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { reports } = services;

  app.get(
    reportPaths.statement,
    { config: access('statement'), schema: schema('The current statement: open receivables, aging and total due') },
    async (req, reply) => sendReport(reply, await reports.statement(req.ctx)),
  );
  app.get(
    reportPaths.productlist,
    { config: access('productlist'), schema: schema('Every product the customer may buy, by category') },
    async (req, reply) => sendReport(reply, await reports.productList(req.ctx)),
  );
  app.get(
    reportPaths.pricelist,
    {
      config: access('pricelist'),
      schema: {
        ...schema('Prices in force on effectiveDate (today when absent), contract prices included'),
        querystring: priceListQuerySchema,
      },
    },
    async (req, reply) => sendReport(reply, await reports.priceList(req.ctx, req.query)),
  );
  app.get(
    reportPaths.quotesheet,
    {
      config: access('quotesheet'),
      schema: {
        ...schema('Products bought since purchasedSince (on dayOfWeek deliveries), priced on effectiveDate'),
        querystring: quoteSheetQuerySchema,
      },
    },
    async (req, reply) => sendReport(reply, await reports.quoteSheet(req.ctx, req.query)),
  );
  app.get(
    reportPaths.orderguidelist,
    { config: access('orderguidelist'), schema: schema("The customer's order guides with their items") },
    async (req, reply) => sendReport(reply, await reports.orderGuideList(req.ctx)),
  );
};
