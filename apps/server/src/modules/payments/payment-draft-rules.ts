import { PaymentAmountMessages, ReceivableMessages, type ParsedPaymentDraft } from '@provender/contract';
import { Decimal, PaymentType, recordTypeName } from '@provender/rules';
import type { LockedItem } from './payments.repository.ts';

export interface AppliedAmount {
  item: LockedItem;
  /** Signed like the item's balance: what comes off it. */
  amount: Decimal;
}

export type DraftCheck = { ok: true; applied: AppliedAmount[]; total: Decimal } | { ok: false; errors: string[] };

type Detail = ParsedPaymentDraft['details'][number];

/** Problems the draft has before any item is read: duplicates and zero amounts. */
export function draftShapeErrors(details: readonly Detail[]): string[] {
  const errors: string[] = [];
  const seen = new Set<string>();
  for (const detail of details) {
    if (seen.has(detail.arCode)) errors.push(ReceivableMessages.duplicateItem(detail.arCode));
    seen.add(detail.arCode);
    if (new Decimal(detail.amount).toDecimalPlaces(2).lte(0)) errors.push(ReceivableMessages.amountZero(detail.arCode));
  }
  return errors;
}

/**
 * The amount rules of spec 02 against the balances read under lock (decision 060): every item
 * is the customer's and open; an amount (sent absolute) is at most its balance; the sign comes
 * from the balance; the total is not negative and equals paymentAmount; Apply Credit totals zero
 * and a card or eCheck payment more than zero.
 */
export function checkDraftAmounts(
  draft: { paymentType: number; paymentAmount: number; details: readonly Detail[] },
  items: readonly LockedItem[],
): DraftCheck {
  const byCode = new Map(items.map((item) => [item.arCode, item]));
  const errors: string[] = [];
  const applied: AppliedAmount[] = [];
  for (const detail of draft.details) {
    const item = byCode.get(detail.arCode);
    if (!item) {
      errors.push(ReceivableMessages.itemNotFound(detail.arCode));
      continue;
    }
    const balance = new Decimal(item.balance);
    const amount = new Decimal(detail.amount);
    if (amount.decimalPlaces() > 2) {
      errors.push(`${recordTypeName(item.recordType)} ${detail.arCode}: amounts have at most 2 decimals`);
      continue;
    }
    if (detail.detailType !== undefined && detail.detailType !== item.recordType) {
      errors.push(
        `${detail.arCode} is a ${recordTypeName(item.recordType)}, not a ${recordTypeName(detail.detailType)}`,
      );
      continue;
    }
    if (balance.isZero() || amount.gt(balance.abs())) {
      errors.push(`${detail.arCode}: ${PaymentAmountMessages.greaterThanBalance}`);
      continue;
    }
    applied.push({ item, amount: balance.isNegative() ? amount.neg() : amount });
  }
  if (errors.length > 0) return { ok: false, errors };
  const total = applied.reduce((sum, a) => sum.plus(a.amount), new Decimal(0));
  if (total.isNegative()) return { ok: false, errors: [PaymentAmountMessages.negativeTotal] };
  if (!total.eq(new Decimal(draft.paymentAmount).toDecimalPlaces(2)))
    return { ok: false, errors: [ReceivableMessages.amountMismatch] };
  if (draft.paymentType === PaymentType.ApplyCredit && !total.isZero())
    return { ok: false, errors: [ReceivableMessages.applyCreditNotZero] };
  if (draft.paymentType !== PaymentType.ApplyCredit && total.isZero())
    return { ok: false, errors: [ReceivableMessages.zeroAmount] };
  return { ok: true, applied, total };
}
