import { customerRoleLabels, type CustomerUser } from '@provender/contract';

/** How the Users page names a user's role: the customer's admin and role-less users included. */
export function roleLabel(user: Pick<CustomerUser, 'role' | 'isCustomerAdmin'>): string {
  if (user.isCustomerAdmin) return 'Administrator';
  return user.role === null ? 'All features' : customerRoleLabels[user.role];
}

export function statusLabel(user: Pick<CustomerUser, 'disabled' | 'invitationPending'>): string {
  if (user.disabled) return 'Disabled';
  return user.invitationPending ? 'Invited' : 'Active';
}

/** The ship-tos a user is limited to, by code, or all of them. */
export const shiptosLabel = (codes: readonly string[] | null): string =>
  codes === null ? 'All ship-tos' : codes.join(', ');
