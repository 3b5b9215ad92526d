import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportEndpoints, reportMenuKeys } from '@provender/contract';
import type { CustomerAccess } from '../../context.ts';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';
import type { ReportFile } from './reports.service.ts';

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
const access = (kind: keyof typeof reportMenuKeys) => ({
  access: { menu: reportMenuKeys[kind], customer: true } satisfies CustomerAccess,
});

export const reportsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { reports } = services;

  endpointRoute(app, reportEndpoints.statement, access('statement'), async (req, reply) =>
    sendReport(reply, await reports.statement(req.ctx)),
  );
  endpointRoute(app, reportEndpoints.productlist, access('productlist'), async (req, reply) =>
    sendReport(reply, await reports.productList(req.ctx)),
  );
  endpointRoute(app, reportEndpoints.pricelist, access('pricelist'), async (req, reply) =>
    sendReport(reply, await reports.priceList(req.ctx, req.query)),
  );
  endpointRoute(app, reportEndpoints.quotesheet, access('quotesheet'), async (req, reply) =>
    sendReport(reply, await reports.quoteSheet(req.ctx, req.query)),
  );
  endpointRoute(app, reportEndpoints.orderguidelist, access('orderguidelist'), async (req, reply) =>
    sendReport(reply, await reports.orderGuideList(req.ctx)),
  );
};
