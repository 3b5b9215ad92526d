import { createHash } from 'node:crypto';
import { ReceivableMessages, type ParsedPaymentDraft, type PaymentResult } from '@provender/contract';
import { PaymentType, cardDigits, parseExpiration, zonedDateTime } from '@provender/rules';
import { checkDraftAmounts, draftShapeErrors } from '@provender/rules/server';
import type { CustomerContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { chargeAttempt, Outcome, refused, succeeded, type PaymentAttempt } from './payment-charge.ts';
import { draftFingerprint, draftMethodProblems } from './payment-draft-problems.ts';
import { PaymentGatewayUnavailableError, type PaymentGateway } from './payment-gateway.ts';
import type { LockedItem, PaymentsRepository } from './payments.repository.ts';

export interface PayDeps {
  repo: PaymentsRepository;
  settings: SettingsService;
  gateway: PaymentGateway;
  now: () => Date;
}
type Paid = { result: PaymentResult; replayed: boolean };

/** The first answer of a key again, or 422 when the key paid for something else (decision 390). */
function replayOf(
  earlier: { id: number; transactionId: string | null; requestHash: string | null },
  requestHash: string | null,
): Paid {
  if (earlier.requestHash !== null && requestHash !== null && earlier.requestHash !== requestHash)
    throw new AppError('UNPROCESSABLE', ReceivableMessages.keyReused, { errors: [ReceivableMessages.keyReused] });
  return { result: succeeded(earlier.id, earlier.transactionId), replayed: true };
}

async function voidQuietly(gateway: PaymentGateway, transactionId: string): Promise<boolean> {
  try {
    return await gateway.void(transactionId);
  } catch (err) {
    if (err instanceof PaymentGatewayUnavailableError) return false;
    throw err;
  }
}

/**
 * Paying open items (decision 060): the draft's rules, then under row locks the amounts against
 * the balances, the charge or eCheck debit, and the balances and the payment in the same
 * transaction. A decline or an unreachable processor rolls everything back; an approved charge
 * whose transaction then fails is voided. Card and bank numbers reach the gateway and nothing else.
 */
export async function payDraft(
  deps: PayDeps,
  ctx: CustomerContext,
  draft: ParsedPaymentDraft,
  idempotencyKey: string | null,
): Promise<Paid> {
  const { repo, settings, gateway, now } = deps;
  const { user, customerId } = ctx;
  const key = idempotencyKey === null ? null : `${customerId}:${user.id}:${idempotencyKey}`;
  const requestHash =
    key === null
      ? null
      : createHash('sha256')
          .update(`${key}|${draftFingerprint(draft)}`)
          .digest('hex')
          .slice(0, 32);
  if (key !== null) {
    const earlier = await repo.paymentByKey(key);
    if (earlier) return replayOf(earlier, requestHash);
  }
  const values = await settings.effectiveValues(ctx);
  const today = zonedDateTime(now(), values.distributorTimeZone).date;

  const shape = draftShapeErrors(draft.details);
  if (shape.length > 0) throw new AppError('UNPROCESSABLE', shape[0] as string, { errors: shape });

  // Method and form rules: answered like checkout's card rules (200, isSuccess false, every problem).
  const problems = draftMethodProblems(draft, values, gateway.maxCardDigits, now());
  if (problems.length > 0) return { result: refused(problems), replayed: false };

  const attempt = await prepareAttempt(deps, ctx, draft, {
    key,
    requestHash,
    today,
    testMode: values.creditCardSettings.isTestTransaction,
  });
  if (!attempt) return { result: refused(['Expiration Date is invalid']), replayed: false };
  try {
    const result = await repo.withLockedItems(
      customerId,
      attempt.arCodes,
      async (tx, items, earlier) => (earlier ? replayOf(earlier, requestHash) : payLocked(deps, attempt, tx, items)),
      key,
    );
    if (attempt.reconcile && requestHash !== null && !result.replayed)
      await repo.resolveAttempts(requestHash, `settled by payment ${result.result.invoicePaymentKey ?? ''}`);
    return result;
  } catch (err) {
    return afterFailure(deps, attempt, err);
  }
}

/** What the attempt pays with and records; null when the card's expiry cannot be read. */
async function prepareAttempt(
  deps: PayDeps,
  ctx: CustomerContext,
  draft: ParsedPaymentDraft,
  known: { key: string | null; requestHash: string | null; today: string; testMode: boolean },
): Promise<PaymentAttempt | null> {
  const { repo, gateway } = deps;
  const { key, requestHash } = known;
  const card = draft.paymentType === PaymentType.CreditCard ? draft.creditCard : undefined;
  const bank = draft.paymentType === PaymentType.Check ? draft.bankAccount : undefined;
  const digits = card ? cardDigits(card.cardNumber) : '';
  const expiry = card ? parseExpiration(card.expirationDate) : null;
  if (card && !expiry) return null;
  const accountNumber = bank ? bank.accountNumber.trim() : '';
  const last4 = card ? digits.slice(-4) : accountNumber.slice(-4);
  const method = draft.paymentType === PaymentType.ApplyCredit ? 'Apply Credit' : card ? 'Credit Card' : 'eCheck';
  const base: PaymentAttempt['base'] = {
    customerId: ctx.customerId,
    userId: ctx.user.id,
    paymentDate: known.today,
    paymentType: draft.paymentType,
    method,
    reference: method,
    idempotencyKey: null,
    gateway: draft.paymentType === PaymentType.ApplyCredit ? null : gateway.name,
    last4,
    requestHash,
  };
  const arCodes = draft.details.map((d) => d.arCode);
  // An earlier attempt of this request got no answer: look for it before charging (decision 391).
  // Read before the transaction: on PGlite it holds the only connection.
  const reconcile =
    draft.paymentType !== PaymentType.ApplyCredit &&
    requestHash !== null &&
    (await repo.unresolvedAttempt(requestHash));
  return {
    draft,
    key,
    requestHash,
    card,
    bank,
    digits,
    expiry,
    accountNumber,
    last4,
    method,
    base,
    arCodes,
    reconcile,
    testMode: known.testMode,
    approved: null,
    declinedAmount: '0.00',
  };
}

/** Inside the locked transaction: the amounts against the balances, the charge, then the payment and the balances. */
async function payLocked(deps: PayDeps, attempt: PaymentAttempt, tx: Tx, items: LockedItem[]): Promise<Paid> {
  const { draft, base, method, last4, key } = attempt;
  const checked = checkDraftAmounts(draft, items);
  if (!checked.ok) throw new AppError('UNPROCESSABLE', checked.errors[0] as string, { errors: checked.errors });
  const amount = checked.total.toFixed(2);
  attempt.declinedAmount = amount;
  if (draft.paymentType !== PaymentType.ApplyCredit)
    attempt.approved = await chargeAttempt(deps.gateway, attempt, amount);
  const approved = attempt.approved;
  const brand = approved?.brand ?? '';
  const id = await deps.repo.apply(
    tx,
    {
      ...base,
      amount,
      reference: approved ? `${brand || method} ending ${last4}` : method,
      status: approved ? 'captured' : 'applied',
      transactionId: approved?.transactionId ?? null,
      idempotencyKey: key,
      brand,
      token: approved?.token ?? null,
      message: '',
    },
    checked.applied.map((a) => ({ item: a.item, amount: a.amount.toFixed(2) })),
  );
  return { result: succeeded(id, approved?.transactionId ?? null), replayed: false };
}

/** The transaction rolled back: the outcome kept, an approved charge given back, a twin's answer replayed. */
async function afterFailure(deps: PayDeps, attempt: PaymentAttempt, err: unknown): Promise<Paid> {
  const { repo } = deps;
  const { base, key, requestHash, reconcile } = attempt;
  if (err instanceof Outcome) {
    await repo.record({ ...base, amount: attempt.declinedAmount, brand: '', token: null, ...err.kept });
    const known = err.kept.status === 'declined' || err.kept.status === 'held';
    if (reconcile && requestHash !== null && known)
      await repo.resolveAttempts(requestHash, `settled by a later attempt (${err.kept.status})`);
    if (err.answer instanceof AppError) throw err.answer;
    return { result: err.answer, replayed: false };
  }
  const charge = attempt.approved;
  if (charge) {
    // Charged but not filed: give the money back, and keep a trace for a person if the void fails.
    const voided = await voidQuietly(deps.gateway, charge.transactionId);
    await repo.record({
      ...base,
      amount: attempt.declinedAmount,
      status: voided ? 'voided' : 'void_failed',
      transactionId: charge.transactionId,
      brand: charge.brand,
      token: charge.token,
      message: isUniqueViolation(err) ? 'Duplicate submission' : 'The payment could not be saved',
    });
  }
  if (isUniqueViolation(err) && key !== null) {
    // A twin with the same key filed first (decision 390): its answer, or 422 when it paid for something else.
    const earlier = await repo.paymentByKey(key);
    if (earlier) return replayOf(earlier, requestHash);
    throw new AppError('CONFLICT', ReceivableMessages.keyInProgress);
  }
  throw err;
}
