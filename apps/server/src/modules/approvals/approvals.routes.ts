import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@provender/contract';
import type { CustomerAccess } from '../../context.ts';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

const approvalsAccess: CustomerAccess = { menu: 'OrderApprovals', customer: true, punchout: 'refused' };

export const approvalsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { approvals } = services;
  endpointRoute(app, endpoints.getApprovals, { access: approvalsAccess }, async (req) => approvals.pending(req.ctx));
  endpointRoute(app, endpoints.approveOrder, { access: approvalsAccess }, async (req) =>
    approvals.approve(req.ctx, req.params.orderNumber, req.body),
  );
  endpointRoute(app, endpoints.rejectOrder, { access: approvalsAccess }, async (req) =>
    approvals.reject(req.ctx, req.params.orderNumber, req.body.reason),
  );
};
