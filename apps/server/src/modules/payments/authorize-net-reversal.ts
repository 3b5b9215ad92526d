/** Authorize.Net reversals: void while unsettled, refund once settled, decline a held transaction. */
import {
  PaymentGatewayUnavailableError,
  PaymentOutcomeUnknownError,
  type ReversalRequest,
  type ReversalResult,
} from './payment-gateway.ts';
import {
  approvedStatuses,
  firstMessage,
  heldStatuses,
  lastFourOf,
  NoAnswerError,
  nothingTakenStatuses,
  redacted,
  refIdOf,
  refundStatuses,
  type AnetClient,
  type AnetResponse,
  type AnetTransaction,
} from './authorize-net-api.ts';
import { declineHeld, details, findByInvoice } from './authorize-net-lookups.ts';

export async function voidTransaction(client: AnetClient, transactionId: string): Promise<boolean> {
  // A test request moved no money and cannot be voided: there is nothing to cancel.
  if (transactionId === '0') return true;
  const answer = await client.post({
    createTransactionRequest: {
      merchantAuthentication: client.merchantAuthentication,
      transactionRequest: { transactionType: 'voidTransaction', refTransId: transactionId },
    },
  });
  if (answer.messages?.resultCode === 'Ok' && answer.transactionResponse?.responseCode === '1') return true;
  // Refused: already voided (a repeat) or never taken is as good as voided; anything else is not.
  const t = await details(client, transactionId).catch(() => null);
  return t !== null && nothingTakenStatuses.has(t.transactionStatus ?? '');
}

async function refund(
  client: AnetClient,
  original: AnetTransaction,
  request: ReversalRequest,
): Promise<ReversalResult> {
  const invoiceNumber = refIdOf(`refund:${request.idempotencyKey}`);
  const card = original.payment?.creditCard;
  const bank = original.payment?.bankAccount;
  // A refund names the card by its last four digits (expiry XXXX), an account by its masked numbers.
  const payment = bank
    ? {
        bankAccount: {
          accountType: 'checking',
          routingNumber: bank.routingNumber ?? '',
          accountNumber: bank.accountNumber ?? '',
          nameOnAccount: (bank.nameOnAccount ?? '').slice(0, 22),
          echeckType: 'WEB',
        },
      }
    : { creditCard: { cardNumber: lastFourOf(card?.cardNumber ?? original.accountNumber), expirationDate: 'XXXX' } };
  const refunded = (t: AnetTransaction | null) =>
    t && refundStatuses.has(t.transactionStatus ?? '')
      ? { status: 'refunded' as const, transactionId: t.transId ?? '' }
      : null;
  // A repeat of the same reversal finds the refund made the first time, whenever that was.
  const earlier = refunded(await findByInvoice(client, invoiceNumber, request.amount));
  if (earlier) return earlier;
  let answer: AnetResponse;
  try {
    answer = await client.post({
      createTransactionRequest: {
        merchantAuthentication: client.merchantAuthentication,
        refId: invoiceNumber,
        transactionRequest: {
          transactionType: 'refundTransaction',
          amount: request.amount,
          payment,
          refTransId: request.transactionId,
          order: { invoiceNumber, description: `Refund of transaction ${request.transactionId}` },
          transactionSettings: { setting: [{ settingName: 'duplicateWindow', settingValue: '120' }] },
        },
      },
    });
  } catch (err) {
    if (!(err instanceof NoAnswerError) || !err.maybeSent) throw err;
    let found: AnetTransaction | null;
    try {
      found = await findByInvoice(client, invoiceNumber, request.amount);
    } catch (lookup) {
      if (!(lookup instanceof PaymentGatewayUnavailableError)) throw lookup;
      throw new PaymentOutcomeUnknownError(`${err.message}; looking the refund up failed: ${lookup.message}`);
    }
    const made = refunded(found);
    if (made) return made;
    throw new PaymentGatewayUnavailableError(`${err.message}; the processor has no refund with its invoice number`);
  }
  const tr = answer.transactionResponse;
  if (!tr?.responseCode)
    throw new PaymentGatewayUnavailableError(`Authorize.Net refused the refund: ${firstMessage(answer)}`);
  if (tr.responseCode === '1') return { status: 'refunded', transactionId: tr.transId ?? '' };
  if (tr.errors?.some((e) => e.errorCode === '11') && tr.transId && tr.transId !== '0')
    return { status: 'refunded', transactionId: tr.transId };
  return { status: 'refused', reason: redacted(tr.errors?.[0]?.errorText ?? 'The refund was refused') };
}

export async function reverse(client: AnetClient, request: ReversalRequest): Promise<ReversalResult> {
  if (request.transactionId === '0') return { status: 'voided', transactionId: '0' };
  const t = await details(client, request.transactionId);
  if (!t) return { status: 'refused', reason: `The processor has no transaction ${request.transactionId}` };
  const status = t.transactionStatus ?? '';
  if (nothingTakenStatuses.has(status)) return { status: 'voided', transactionId: request.transactionId };
  if (status === 'settledSuccessfully') return refund(client, t, request);
  if (heldStatuses.has(status)) {
    const declined = await declineHeld(client, request.transactionId, status);
    if (declined.status === 'held') return { status: 'refused', reason: declined.reason };
    return { status: 'voided', transactionId: request.transactionId };
  }
  if (approvedStatuses.has(status)) {
    if (await voidTransaction(client, request.transactionId))
      return { status: 'voided', transactionId: request.transactionId };
    // It may have settled between the two calls.
    const now = await details(client, request.transactionId);
    if (now?.transactionStatus === 'settledSuccessfully') return refund(client, now, request);
    return { status: 'refused', reason: `The processor refused to void transaction ${request.transactionId}` };
  }
  return { status: 'refused', reason: `The transaction is ${status} and cannot be reversed here` };
}
