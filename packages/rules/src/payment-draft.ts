import { PaymentAmountMessages, ReceivableMessages } from '@provender/contract';
import { Decimal, type DecimalValue } from './decimal.ts';
import { PaymentType, recordTypeName } from './receivables.ts';

/** An open item as read under lock for a payment draft. */
export interface DraftItem {
  arCode: string;
  recordType: number;
  balance: DecimalValue;
}

/** One detail of a payment draft: the item and the amount applied to it (sent absolute). */
export interface DraftDetail {
  arCode: string;
  detailType?: number | undefined;
  amount: DecimalValue;
}

export interface AppliedAmount<I extends DraftItem = DraftItem> {
  item: I;
  /** Signed like the item's balance: what comes off it. */
  amount: Decimal;
}

export type DraftCheck<I extends DraftItem = DraftItem> =
  { ok: true; applied: AppliedAmount<I>[]; total: Decimal } | { ok: false; errors: string[] };

/** Problems the draft has before any item is read: duplicates and zero amounts. */
export function draftShapeErrors(details: readonly DraftDetail[]): string[] {
  const errors: string[] = [];
  const seen = new Set<string>();
  for (const detail of details) {
    if (seen.has(detail.arCode)) errors.push(ReceivableMessages.duplicateItem(detail.arCode));
    seen.add(detail.arCode);
    if (new Decimal(detail.amount).toDecimalPlaces(2).lte(0)) errors.push(ReceivableMessages.amountZero(detail.arCode));
  }
  return errors;
}

/** The error of one detail against its item, or the amount it applies (signed like the balance). */
function appliedAmount(detail: DraftDetail, item: DraftItem): string | Decimal {
  const balance = new Decimal(item.balance);
  const amount = new Decimal(detail.amount);
  if (amount.decimalPlaces() > 2)
    return `${recordTypeName(item.recordType)} ${detail.arCode}: amounts have at most 2 decimals`;
  if (detail.detailType !== undefined && detail.detailType !== item.recordType)
    return `${detail.arCode} is a ${recordTypeName(item.recordType)}, not a ${recordTypeName(detail.detailType)}`;
  if (balance.isZero() || amount.gt(balance.abs()))
    return `${detail.arCode}: ${PaymentAmountMessages.greaterThanBalance}`;
  return balance.isNegative() ? amount.neg() : amount;
}

/**
 * The amount rules of spec 02 against the balances read under lock (decision 060): every item
 * is the customer's and open; an amount (sent absolute) is at most its balance; the sign comes
 * from the balance; the total is not negative and equals paymentAmount; Apply Credit totals zero
 * and a card or eCheck payment more than zero.
 */
export function checkDraftAmounts<I extends DraftItem>(
  draft: { paymentType: number; paymentAmount: DecimalValue; details: readonly DraftDetail[] },
  items: readonly I[],
): DraftCheck<I> {
  const byCode = new Map(items.map((item) => [item.arCode, item]));
  const errors: string[] = [];
  const applied: AppliedAmount<I>[] = [];
  for (const detail of draft.details) {
    const item = byCode.get(detail.arCode);
    if (!item) {
      errors.push(ReceivableMessages.itemNotFound(detail.arCode));
      continue;
    }
    const amount = appliedAmount(detail, item);
    if (typeof amount === 'string') errors.push(amount);
    else applied.push({ item, amount });
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
