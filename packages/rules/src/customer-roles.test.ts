import { describe, expect, it } from 'vitest';
import { approvalReason, roleAllows, type RoleHolder } from './customer-roles.ts';

const customer = (customerRole: RoleHolder['customerRole'], isCustomerAdmin = false): RoleHolder => ({
  kind: 'customer',
  customerRole,
  isCustomerAdmin,
});

describe('roleAllows', () => {
  it('keeps Buyers to ordering, Accounts payable to the account, Viewers to history and documents', () => {
    expect(roleAllows(customer('buyer'), 'CheckOut')).toBe(true);
    expect(roleAllows(customer('buyer'), 'InvoicePayment')).toBe(false);
    expect(roleAllows(customer('buyer'), 'OrderApprovals')).toBe(false);
    expect(roleAllows(customer('approver'), 'OrderApprovals')).toBe(true);
    expect(roleAllows(customer('accountsPayable'), 'InvoicePayment')).toBe(true);
    expect(roleAllows(customer('accountsPayable'), 'ViewCart')).toBe(false);
    expect(roleAllows(customer('viewer'), 'OrderHistory')).toBe(true);
    expect(roleAllows(customer('viewer'), 'ViewDocuments')).toBe(true);
    expect(roleAllows(customer('viewer'), 'AccountSummary')).toBe(false);
    expect(roleAllows(customer('viewer'), 'CheckOut')).toBe(false);
  });

  it("opens Users to the customer's admin and salespeople, Approvals to approvers and role-less users only", () => {
    expect(roleAllows(customer(null, true), 'CustomerUsers')).toBe(true);
    expect(roleAllows(customer(null), 'CustomerUsers')).toBe(false);
    expect(roleAllows({ kind: 'salesperson', customerRole: null, isCustomerAdmin: false }, 'CustomerUsers')).toBe(true);
    expect(roleAllows({ kind: 'salesperson', customerRole: null, isCustomerAdmin: false }, 'OrderApprovals')).toBe(
      false,
    );
    expect(roleAllows({ kind: 'consumer', customerRole: null, isCustomerAdmin: false }, 'OrderApprovals')).toBe(false);
    expect(roleAllows(customer(null), 'OrderApprovals')).toBe(true);
    expect(roleAllows(null, 'ViewProducts')).toBe(true);
  });
});

describe('approvalReason', () => {
  const rules = { overAmount: '500.00', everyBuyerOrder: false };
  const buyerOrder = (total: string) => ({
    total,
    role: 'buyer' as const,
    userKind: 'customer' as const,
    sessionType: 'normal',
  });

  it("holds a Buyer's order above the amount, not one at it", () => {
    expect(approvalReason(rules, buyerOrder('500.01'))).toBe('Orders over $500.00 need approval');
    expect(approvalReason(rules, buyerOrder('500.00'))).toBeNull();
    expect(approvalReason({ overAmount: null, everyBuyerOrder: true }, buyerOrder('1.00'))).toBe(
      "Every Buyer's order needs approval",
    );
  });

  it('never holds punchout sessions, salespeople, approvers or customers without rules', () => {
    expect(approvalReason(rules, { ...buyerOrder('900.00'), sessionType: 'punchout' })).toBeNull();
    expect(approvalReason(rules, { ...buyerOrder('900.00'), userKind: 'salesperson' })).toBeNull();
    expect(approvalReason(rules, { ...buyerOrder('900.00'), role: 'approver' })).toBeNull();
    expect(approvalReason(null, buyerOrder('900.00'))).toBeNull();
  });
});
