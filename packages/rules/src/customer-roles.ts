import type { CustomerRole, MenuKey } from '@provender/contract';
import { Decimal } from './decimal.ts';
import { formatMoney } from './money.ts';

/**
 * What each role among a customer's own users may not reach (issue 35, decision 510). The menu
 * hides these entries, so every route gated by them refuses the call on the server as well.
 * Buyer: orders, order guides, counts. Approver: a buyer who approves. Accounts payable: account
 * pages, documents, Make Payment, no ordering. Viewer: history and documents only.
 */
const accountPages: readonly MenuKey[] = ['AccountSummary', 'AccountDetail', 'InvoicePayment', 'CurrentStatement'];
const ordering: readonly MenuKey[] = ['ViewCart', 'CheckOut', 'OrderGuides'];

const hiddenByRole: Record<CustomerRole, ReadonlySet<MenuKey>> = {
  buyer: new Set([...accountPages, 'ShipToMaintenance', 'OrderApprovals']),
  approver: new Set([...accountPages, 'ShipToMaintenance']),
  accountsPayable: new Set([...ordering, 'ShipToMaintenance', 'OrderApprovals']),
  viewer: new Set([...accountPages, ...ordering, 'ShipToMaintenance', 'OrderApprovals']),
};

export interface RoleHolder {
  kind: 'customer' | 'salesperson' | 'consumer';
  customerRole: CustomerRole | null;
  isCustomerAdmin: boolean;
}

/**
 * Whether a menu entry stays open to the user as far as roles go. The Users page is the customer
 * admin's (salespeople read it); Approvals belong to approvers and to a customer's users without
 * a role (the account's original users, who keep every feature).
 */
export function roleAllows(user: RoleHolder | null, key: MenuKey): boolean {
  if (key === 'CustomerUsers')
    return user?.kind === 'salesperson' || (user?.kind === 'customer' && user.isCustomerAdmin);
  if (key === 'OrderApprovals') {
    return user?.kind === 'customer' && (user.customerRole === null || user.customerRole === 'approver');
  }
  if (user?.kind !== 'customer' || user.customerRole === null) return true;
  return !hiddenByRole[user.customerRole].has(key);
}

/** The rules a customer's admin sets; a missing amount means no amount rule. */
export interface ApprovalRuleSet {
  overAmount: string | null;
  everyBuyerOrder: boolean;
}

/**
 * Why an order needs approval, or null when it does not. Only a customer's own users in a normal
 * session are held: punchout sessions, consumers and salespeople keep their behaviour, and
 * approvers (and users without a role) approve their own orders by placing them.
 */
export function approvalReason(
  rules: ApprovalRuleSet | null,
  order: { total: string; role: CustomerRole | null; userKind: RoleHolder['kind']; sessionType: string },
): string | null {
  if (!rules || order.userKind !== 'customer' || order.sessionType !== 'normal') return null;
  if (order.role !== 'buyer') return null;
  if (rules.everyBuyerOrder) return "Every Buyer's order needs approval";
  if (rules.overAmount !== null && new Decimal(order.total).gt(rules.overAmount)) {
    return `Orders over ${formatMoney(rules.overAmount)} need approval`;
  }
  return null;
}
