import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@provender/contract';
import type { CustomerAccess } from '../../context.ts';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

/** The Users page's calls: the menu entry gates them; writes are the customer admin's (the service checks). */
const usersAccess: CustomerAccess = { menu: 'CustomerUsers', customer: true, punchout: 'refused' };

export const customerUsersRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { customerUsers } = services;
  endpointRoute(app, endpoints.getCustomerUsers, { access: usersAccess }, async (req) => customerUsers.list(req.ctx));
  endpointRoute(app, endpoints.inviteCustomerUser, { access: usersAccess }, async (req) =>
    customerUsers.invite(req.ctx, req.body),
  );
  endpointRoute(app, endpoints.updateCustomerUser, { access: usersAccess }, async (req) =>
    customerUsers.update(req.ctx, req.params.id, req.body),
  );
  endpointRoute(app, endpoints.saveApprovalRules, { access: usersAccess }, async (req) =>
    customerUsers.saveApprovalRules(req.ctx, req.body),
  );
  endpointRoute(app, endpoints.getCustomerUsersForAdmin, { access: { admin: true } }, async (req) =>
    customerUsers.listForAdmin(req.params.customerCode),
  );
};
