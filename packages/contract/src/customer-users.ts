import { z } from './zod.ts';
import { emailSchema } from './consumer.ts';

/**
 * Roles among a business customer's own users (issue 35, decision 510). Buyer: orders, order
 * guides, counts. Approver: a buyer who also approves. Accounts payable: account pages, documents,
 * Make Payment, no ordering. Viewer: history and documents only.
 */
export const customerRoles = ['buyer', 'approver', 'accountsPayable', 'viewer'] as const;
export const customerRoleSchema = z.enum(customerRoles);
export type CustomerRole = z.infer<typeof customerRoleSchema>;
export const customerRoleLabels: Record<CustomerRole, string> = {
  buyer: 'Buyer',
  approver: 'Approver',
  accountsPayable: 'Accounts payable',
  viewer: 'Viewer',
};

/** Null: every ship-to of the customer; otherwise the codes the user may order for and see. */
const shiptoCodesSchema = z.nullable(
  z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(20))).check(z.maxLength(500)),
);

/** One user of the acting customer, as its Users page lists it. */
export const customerUserSchema = z.strictObject({
  id: z.number().check(z.int()),
  username: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  /** Null for the account's original users, who have every feature. */
  role: z.nullable(customerRoleSchema),
  isCustomerAdmin: z.boolean(),
  shiptoCodes: z.nullable(z.array(z.string())),
  disabled: z.boolean(),
  /** Invited and no password set yet. */
  invitationPending: z.boolean(),
});
export type CustomerUser = z.infer<typeof customerUserSchema>;

export const approvalRulesSchema = z.strictObject({
  /** Orders whose estimated total is above this need approval; null: no amount rule. */
  overAmount: z.nullable(z.number().check(z.gte(0), z.lte(999_999_999.99))),
  /** Every order of a Buyer needs approval. */
  everyBuyerOrder: z.boolean(),
});
export type ApprovalRules = z.infer<typeof approvalRulesSchema>;

/** GET /api/customer/users: the users, the ship-tos a limit can name, the rules, and whether the caller may change them. */
export const customerUsersSchema = z.strictObject({
  users: z.array(customerUserSchema),
  shiptos: z.array(z.strictObject({ code: z.string(), name: z.string() })),
  approvalRules: approvalRulesSchema,
  canManage: z.boolean(),
});
export type CustomerUsers = z.infer<typeof customerUsersSchema>;

/** POST /api/customer/users: invite a colleague by e-mail; a one-time link lets them set a password. */
export const inviteUserSchema = z.strictObject({
  email: emailSchema,
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(60, 'Name is limited to 60 characters')),
  role: customerRoleSchema,
  shiptoCodes: shiptoCodesSchema,
});
export type InviteUser = z.infer<typeof inviteUserSchema>;

/** PUT /api/customer/users/{id}: role, ship-to limit, disabled (each optional). */
export const updateCustomerUserSchema = z.strictObject({
  role: z.optional(customerRoleSchema),
  shiptoCodes: z.optional(shiptoCodesSchema),
  disabled: z.optional(z.boolean()),
});
export type UpdateCustomerUser = z.infer<typeof updateCustomerUserSchema>;

export const customerUserParamsSchema = z.strictObject({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});
export const customerCodeParamsSchema = z.strictObject({
  customerCode: z.string().check(z.minLength(1), z.maxLength(40)),
});
