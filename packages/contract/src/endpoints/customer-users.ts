import {
  approvalParamsSchema,
  approvalResultSchema,
  approveOrderSchema,
  pendingApprovalsSchema,
  rejectOrderSchema,
} from '../approvals.ts';
import {
  approvalRulesSchema,
  customerCodeParamsSchema,
  customerUserParamsSchema,
  customerUserSchema,
  customerUsersSchema,
  inviteUserSchema,
  updateCustomerUserSchema,
} from '../customer-users.ts';
import { defineEndpoint } from './define.ts';

/** A business customer's own users and approval rules (issue 35). */
export const customerUserEndpoints = {
  getCustomerUsers: defineEndpoint({
    method: 'GET',
    path: '/api/customer/users',
    tags: ['customer-users'],
    summary: "The acting customer's users, ship-tos and approval rules; canManage for the customer's admin",
    status: 200,
    response: customerUsersSchema,
    errors: [],
  }),
  inviteCustomerUser: defineEndpoint({
    method: 'POST',
    path: '/api/customer/users',
    tags: ['customer-users'],
    summary: "Invites a colleague by e-mail (the customer's admin only): a one-time link sets the password",
    body: inviteUserSchema,
    status: 201,
    response: customerUserSchema,
    errors: [409, 422],
  }),
  updateCustomerUser: defineEndpoint({
    method: 'PUT',
    path: '/api/customer/users/:id',
    tags: ['customer-users'],
    summary: "Changes a user's role, ship-to limit or disabled flag (the customer's admin only)",
    params: customerUserParamsSchema,
    body: updateCustomerUserSchema,
    status: 200,
    response: customerUserSchema,
    errors: [404, 409, 422],
  }),
  saveApprovalRules: defineEndpoint({
    method: 'PUT',
    path: '/api/customer/approval-rules',
    tags: ['customer-users'],
    summary: "Sets the acting customer's approval rules (the customer's admin only)",
    body: approvalRulesSchema,
    status: 200,
    response: approvalRulesSchema,
    errors: [],
  }),
  getCustomerUsersForAdmin: defineEndpoint({
    method: 'GET',
    path: '/api/admin/customers/:customerCode/users',
    tags: ['customer-users'],
    summary: "Administrators: any customer's users and roles, read-only",
    params: customerCodeParamsSchema,
    status: 200,
    response: customerUsersSchema,
    errors: [404],
  }),
};

/** Orders awaiting approval (issue 35). */
export const approvalEndpoints = {
  getApprovals: defineEndpoint({
    method: 'GET',
    path: '/api/approvals',
    tags: ['approvals'],
    summary: "The acting customer's orders awaiting approval, with lines and totals",
    status: 200,
    response: pendingApprovalsSchema,
    errors: [],
  }),
  approveOrder: defineEndpoint({
    method: 'POST',
    path: '/api/approvals/:orderNumber/approve',
    tags: ['approvals'],
    summary:
      'Approves an order (optionally with changed quantities): it becomes an ' +
      'open order once; past the cut-off it moves to the next delivery date',
    params: approvalParamsSchema,
    body: approveOrderSchema,
    status: 200,
    response: approvalResultSchema,
    errors: [404, 409, 422],
  }),
  rejectOrder: defineEndpoint({
    method: 'POST',
    path: '/api/approvals/:orderNumber/reject',
    tags: ['approvals'],
    summary: 'Rejects an order awaiting approval with a reason; nothing is ordered',
    params: approvalParamsSchema,
    body: rejectOrderSchema,
    status: 200,
    response: approvalResultSchema,
    errors: [404, 409],
  }),
};
