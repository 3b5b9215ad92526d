/** Authorize.Net look-ups: a transaction's details, one found by its invoice number, and what a kept transaction comes to. */
import { PaymentGatewayUnavailableError, type ChargeResult } from './payment-gateway.ts';
import {
  approvedStatuses,
  brandNames,
  firstMessage,
  heldStatuses,
  lastFourOf,
  redacted,
  type AnetClient,
  type AnetTransaction,
} from './authorize-net-api.ts';

/** How many pages of the unsettled list a look-up reads at most (1000 transactions a page, newest first). */
const LOOKUP_PAGES = 5;

/** getTransactionDetailsRequest; null when the processor has no such transaction (E00040). */
export async function details(client: AnetClient, transId: string): Promise<AnetTransaction | null> {
  const answer = await client.post({
    getTransactionDetailsRequest: { merchantAuthentication: client.merchantAuthentication, transId },
  });
  if (answer.messages?.resultCode === 'Ok' && answer.transaction) return answer.transaction;
  if (answer.messages?.message?.[0]?.code === 'E00040') return null;
  throw new PaymentGatewayUnavailableError(`Authorize.Net refused the transaction details: ${firstMessage(answer)}`);
}

/**
 * The newest unsettled transaction with this invoice number and amount (getUnsettledTransactionListRequest,
 * every status, newest first), or null. Our invoice numbers are digests of idempotency keys, so
 * one attempt has one. Throws when the processor cannot be asked.
 */
export async function findByInvoice(
  client: AnetClient,
  invoiceNumber: string,
  amount: string,
): Promise<AnetTransaction | null> {
  const matches: AnetTransaction[] = [];
  for (let page = 1; page <= LOOKUP_PAGES; page++) {
    const answer = await client.post({
      getUnsettledTransactionListRequest: {
        merchantAuthentication: client.merchantAuthentication,
        status: 'any',
        sorting: { orderBy: 'submitTimeUTC', orderDescending: true },
        paging: { limit: 1000, offset: page },
      },
    });
    if (answer.messages?.resultCode !== 'Ok')
      throw new PaymentGatewayUnavailableError(`Authorize.Net refused the transaction list: ${firstMessage(answer)}`);
    const list = answer.transactions ?? [];
    for (const t of list)
      if (t.invoiceNumber === invoiceNumber && Number(t.settleAmount ?? NaN).toFixed(2) === amount) matches.push(t);
    if (list.length < 1000) break;
  }
  // An approved or held one wins over a declined one (a decline, then a retry that was approved).
  return (
    matches.find(
      (t) => approvedStatuses.has(t.transactionStatus ?? '') || heldStatuses.has(t.transactionStatus ?? ''),
    ) ??
    matches[0] ??
    null
  );
}

/** Declines a held transaction (updateHeldTransactionRequest, action decline) so a decline stays a decline. */
export async function declineHeld(client: AnetClient, transId: string, why: string): Promise<ChargeResult> {
  try {
    const answer = await client.post({
      updateHeldTransactionRequest: {
        merchantAuthentication: client.merchantAuthentication,
        heldTransactionRequest: { action: 'decline', refTransId: transId },
      },
    });
    // The processor's hold text ('Your order has been received') means nothing to a buyer told of a decline.
    if (answer.messages?.resultCode === 'Ok')
      return {
        status: 'declined',
        reason: 'Held for review by the fraud filters, then declined',
        transactionId: transId,
      };
    return {
      status: 'held',
      transactionId: transId,
      reason: `Held for review (${why}); declining it failed: ${firstMessage(answer)}`,
    };
  } catch (err) {
    if (!(err instanceof PaymentGatewayUnavailableError)) throw err;
    return { status: 'held', transactionId: transId, reason: `Held for review (${why}); declining it got no answer` };
  }
}

/** What a transaction the processor keeps (found by a look-up, or named by error 11) comes to. */
export async function outcomeOf(client: AnetClient, t: AnetTransaction, fallbackLast4: string): Promise<ChargeResult> {
  const status = t.transactionStatus ?? '';
  const transId = t.transId ?? '';
  const account = t.accountNumber ?? t.payment?.creditCard?.cardNumber ?? t.payment?.bankAccount?.accountNumber;
  const accountType = t.accountType ?? t.payment?.creditCard?.cardType ?? (t.payment?.bankAccount ? 'eCheck' : '');
  if (approvedStatuses.has(status))
    return {
      status: 'approved',
      transactionId: transId,
      token: null,
      brand: brandNames[accountType] ?? (accountType || 'Card'),
      last4: lastFourOf(account) || fallbackLast4,
    };
  if (heldStatuses.has(status)) return declineHeld(client, transId, status);
  return {
    status: 'declined',
    reason: redacted(t.responseReasonDescription ?? `The processor reports the transaction as ${status}`),
    transactionId: transId || null,
  };
}
