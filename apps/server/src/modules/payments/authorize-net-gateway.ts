import { createHash } from 'node:crypto';
import {
  PaymentGatewayUnavailableError,
  PaymentOutcomeUnknownError,
  type BankDebitRequest,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
  type ReversalRequest,
  type ReversalResult,
} from './payment-gateway.ts';

export interface AuthorizeNetConfig {
  /** API Login ID of the merchant account. */
  loginId: string;
  transactionKey: string;
  /** https://api.authorize.net/xml/v1/request.api (production) or https://apitest.authorize.net/xml/v1/request.api (sandbox). */
  endpoint: string;
  timeoutMs: number;
}

export const AUTHORIZE_NET_SANDBOX = 'https://apitest.authorize.net/xml/v1/request.api';
/** The schema's creditCardSimpleType: cardNumber is at most 16 characters (decision 394). */
export const AUTHORIZE_NET_MAX_CARD_DIGITS = 16;
/** How many pages of the unsettled list a look-up reads at most (1000 transactions a page, newest first). */
const LOOKUP_PAGES = 5;

interface AnetMessage {
  code?: string;
  text?: string;
  description?: string;
}
interface AnetTransactionResponse {
  responseCode?: string;
  authCode?: string;
  transId?: string;
  accountNumber?: string;
  accountType?: string;
  messages?: AnetMessage[];
  errors?: { errorCode?: string; errorText?: string }[];
}
/** transactionSummaryType (the unsettled list) and transactionDetailsType share these. */
interface AnetTransaction {
  transId?: string;
  transactionStatus?: string;
  transactionType?: string;
  invoiceNumber?: string;
  order?: { invoiceNumber?: string };
  accountType?: string;
  accountNumber?: string;
  settleAmount?: number | string;
  authAmount?: number | string;
  responseReasonDescription?: string;
  payment?: {
    creditCard?: { cardNumber?: string; cardType?: string };
    bankAccount?: { routingNumber?: string; accountNumber?: string; nameOnAccount?: string };
  };
}
interface AnetResponse {
  refId?: string;
  messages?: { resultCode?: string; message?: AnetMessage[] };
  transactionResponse?: AnetTransactionResponse;
  transaction?: AnetTransaction;
  transactions?: AnetTransaction[];
}

const brandNames: Record<string, string> = {
  Visa: 'Visa',
  MasterCard: 'MasterCard',
  AmericanExpress: 'American Express',
  Discover: 'Discover',
  JCB: 'JCB',
  DinersClub: 'Diners Club',
  eCheck: 'eCheck',
};

/** transactionStatusEnum values of a charge that took the money (or will at settlement). */
const approvedStatuses = new Set([
  'capturedPendingSettlement',
  'authorizedPendingCapture',
  'settledSuccessfully',
  'pendingFinalSettlement',
  'pendingSettlement',
  'approvedReview',
  'updatingSettlement',
]);
/** Held by the fraud filters for the merchant's review: it may still be captured. */
const heldStatuses = new Set(['FDSPendingReview', 'FDSAuthorizedPendingReview', 'underReview']);
/** Statuses in which nothing was taken or it was already given back. */
const nothingTakenStatuses = new Set([
  'voided',
  'declined',
  'expired',
  'failedReview',
  'generalError',
  'communicationError',
]);
const refundStatuses = new Set(['refundPendingSettlement', 'refundSettledSuccessfully']);

/** Errors on which the request never left this machine: nothing can have been charged. */
const notSentCodes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** No answer to a request: `maybeSent` when the processor may have received (and acted on) it. */
class NoAnswerError extends PaymentGatewayUnavailableError {
  constructor(
    message: string,
    readonly maybeSent: boolean,
  ) {
    super(message);
  }
}

/** refId and invoiceNumber are at most 20 characters: a digest of our idempotency key, so the same key gives the same value. */
const refIdOf = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 20);

/** Digit runs a processor text may quote (E00003 quotes the refused value): never kept or logged whole. */
const redacted = (text: string) => text.replace(/\d{8,}/g, (digits) => `XXXX${digits.slice(-4)}`);

const lastFourOf = (masked: string | undefined) => (masked ?? '').replace(/\D/g, '').slice(-4);

function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' ').slice(0, 50), lastName: (words.at(-1) ?? '').slice(0, 50) };
}

/**
 * Authorize.Net's JSON API (decisions 063, 390–394): authCaptureTransaction with a creditCard or a
 * bankAccount (eCheck, WEB), voidTransaction and refundTransaction by refTransId, and the reporting
 * calls that find out what a request without an answer did. Requests are JSON posted to one
 * endpoint, keys in the order of the API's schema, which the API requires.
 *
 * How answers are read: responseCode 1 is approved, also with transaction id "0" (a test request,
 * which moves no money and is kept nowhere); 2 is declined; 3 is an error, except error 11 (a
 * duplicate inside the duplicate window), which names the original transaction: that transaction's
 * outcome is the answer; 4 (held for review) is declined at the processor with
 * updateHeldTransactionRequest, and answered 'held' when that fails. A request that got no answer
 * but may have reached the processor is looked up by its invoice number in the unsettled list
 * before anything is answered; when the look-up fails too the outcome is unknown.
 */
export function createAuthorizeNetGateway(config: AuthorizeNetConfig): PaymentGateway {
  const merchantAuthentication = { name: config.loginId, transactionKey: config.transactionKey };

  async function post(body: unknown): Promise<AnetResponse> {
    let response: Response;
    try {
      response = await fetch(config.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (err) {
      const code = String((err as { cause?: { code?: unknown } }).cause?.code ?? '');
      const notSent = notSentCodes.has(code) || /CERT|TLS/.test(code);
      throw new NoAnswerError(`Authorize.Net could not be reached: ${(err as Error).name} ${code}`.trim(), !notSent);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new NoAnswerError(`Authorize.Net answered HTTP ${response.status}`, true);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (err) {
      throw new NoAnswerError(`Authorize.Net answer was cut off: ${(err as Error).name}`, true);
    }
    try {
      // The API prefixes its JSON with a byte-order mark.
      return JSON.parse(text.replace(/^\uFEFF/, '')) as AnetResponse;
    } catch {
      throw new NoAnswerError('Authorize.Net answered something other than JSON', true);
    }
  }

  const firstMessage = (answer: AnetResponse) => {
    const message = answer.messages?.message?.[0];
    return redacted(`${message?.code ?? ''} ${message?.text ?? ''}`.trim());
  };

  /** getTransactionDetailsRequest; null when the processor has no such transaction (E00040). */
  async function details(transId: string): Promise<AnetTransaction | null> {
    const answer = await post({ getTransactionDetailsRequest: { merchantAuthentication, transId } });
    if (answer.messages?.resultCode === 'Ok' && answer.transaction) return answer.transaction;
    if (answer.messages?.message?.[0]?.code === 'E00040') return null;
    throw new PaymentGatewayUnavailableError(`Authorize.Net refused the transaction details: ${firstMessage(answer)}`);
  }

  /**
   * The newest unsettled transaction with this invoice number and amount (getUnsettledTransactionListRequest,
   * every status, newest first), or null. Our invoice numbers are digests of idempotency keys, so
   * one attempt has one. Throws when the processor cannot be asked.
   */
  async function findByInvoice(invoiceNumber: string, amount: string): Promise<AnetTransaction | null> {
    const matches: AnetTransaction[] = [];
    for (let page = 1; page <= LOOKUP_PAGES; page++) {
      const answer = await post({
        getUnsettledTransactionListRequest: {
          merchantAuthentication,
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
  async function declineHeld(transId: string, why: string): Promise<ChargeResult> {
    try {
      const answer = await post({
        updateHeldTransactionRequest: {
          merchantAuthentication,
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
  async function outcomeOf(t: AnetTransaction, fallbackLast4: string): Promise<ChargeResult> {
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
    if (heldStatuses.has(status)) return declineHeld(transId, status);
    return {
      status: 'declined',
      reason: redacted(t.responseReasonDescription ?? `The processor reports the transaction as ${status}`),
      transactionId: transId || null,
    };
  }

  /**
   * A charge that got no answer: find it by its invoice number before answering. Found, it is the
   * answer; not found, nothing was charged; the look-up failing too leaves the outcome unknown.
   */
  async function afterNoAnswer(err: NoAnswerError, invoiceNumber: string, amount: string, last4: string) {
    if (!err.maybeSent) throw err;
    let found: AnetTransaction | null;
    try {
      found = await findByInvoice(invoiceNumber, amount);
    } catch (lookup) {
      if (!(lookup instanceof PaymentGatewayUnavailableError)) throw lookup;
      throw new PaymentOutcomeUnknownError(`${err.message}; looking it up failed: ${lookup.message}`);
    }
    if (found) return outcomeOf(found, last4);
    throw new PaymentGatewayUnavailableError(
      `${err.message}; the processor has no transaction with its invoice number`,
    );
  }

  async function read(answer: AnetResponse, fallbackLast4: string): Promise<ChargeResult> {
    const tr = answer.transactionResponse;
    if (!tr || !tr.responseCode) {
      // No transaction was attempted: bad credentials, a request the schema refuses, the account disabled.
      throw new PaymentGatewayUnavailableError(`Authorize.Net refused the request: ${firstMessage(answer)}`);
    }
    const reason = redacted(
      tr.errors?.[0]?.errorText ?? tr.messages?.[0]?.description ?? answer.messages?.message?.[0]?.text ?? '',
    );
    const transId = tr.transId ?? '0';
    const last4 = lastFourOf(tr.accountNumber) || fallbackLast4;
    switch (tr.responseCode) {
      case '1':
        // Transaction id "0" is a test request (testRequest, or an account in test mode): approved, no money moved.
        return {
          status: 'approved',
          transactionId: transId,
          token: null,
          brand: brandNames[tr.accountType ?? ''] ?? tr.accountType ?? 'Card',
          last4,
        };
      case '4':
        return declineHeld(transId, reason || 'held for review');
      case '3':
        if (tr.errors?.some((e) => e.errorCode === '11') && transId !== '0') {
          // A duplicate of a transaction inside the duplicate window: the original is the answer.
          let original: AnetTransaction | null;
          try {
            original = await details(transId);
          } catch (err) {
            if (!(err instanceof PaymentGatewayUnavailableError)) throw err;
            // The answer carries the original's auth code only when it was approved.
            if (tr.authCode)
              return {
                status: 'approved',
                transactionId: transId,
                token: null,
                brand: brandNames[tr.accountType ?? ''] ?? 'Card',
                last4,
              };
            throw new PaymentOutcomeUnknownError(`A duplicate of transaction ${transId}, whose details did not come`);
          }
          if (original) return outcomeOf(original, last4);
        }
        return { status: 'declined', reason: reason || 'The transaction was refused', transactionId: null };
      default:
        return {
          status: 'declined',
          reason: reason || 'The transaction was declined',
          transactionId: transId === '0' ? null : transId,
        };
    }
  }

  async function authCapture(
    payment: unknown,
    request: { amount: string; idempotencyKey: string; description: string; testMode: boolean; reconcile?: boolean },
    billing: ChargeRequest['billing'],
    last4: string,
  ): Promise<ChargeResult> {
    const invoiceNumber = refIdOf(request.idempotencyKey);
    // A test request is kept nowhere, so there is nothing to look up.
    if (request.reconcile && !request.testMode) {
      let found: AnetTransaction | null;
      try {
        found = await findByInvoice(invoiceNumber, request.amount);
      } catch (err) {
        if (!(err instanceof PaymentGatewayUnavailableError)) throw err;
        throw new PaymentOutcomeUnknownError(
          `An earlier attempt is unresolved and looking it up failed: ${err.message}`,
        );
      }
      if (found) return outcomeOf(found, last4);
    }
    let answer: AnetResponse;
    try {
      answer = await post({
        createTransactionRequest: {
          merchantAuthentication,
          refId: invoiceNumber,
          transactionRequest: {
            transactionType: 'authCaptureTransaction',
            amount: request.amount,
            payment,
            order: { invoiceNumber, description: request.description.slice(0, 255) },
            billTo: {
              ...splitName(billing.name),
              address: billing.address1.slice(0, 60),
              city: billing.city.slice(0, 40),
              state: billing.state.slice(0, 40),
              zip: billing.zip.slice(0, 20),
              country: 'US',
            },
            transactionSettings: {
              setting: [
                { settingName: 'duplicateWindow', settingValue: '120' },
                ...(request.testMode ? [{ settingName: 'testRequest', settingValue: 'true' }] : []),
              ],
            },
          },
        },
      });
    } catch (err) {
      if (!(err instanceof NoAnswerError) || request.testMode) throw err;
      return afterNoAnswer(err, invoiceNumber, request.amount, last4);
    }
    return read(answer, last4);
  }

  async function voidTransaction(transactionId: string): Promise<boolean> {
    // A test request moved no money and cannot be voided: there is nothing to cancel.
    if (transactionId === '0') return true;
    const answer = await post({
      createTransactionRequest: {
        merchantAuthentication,
        transactionRequest: { transactionType: 'voidTransaction', refTransId: transactionId },
      },
    });
    if (answer.messages?.resultCode === 'Ok' && answer.transactionResponse?.responseCode === '1') return true;
    // Refused: already voided (a repeat) or never taken is as good as voided; anything else is not.
    const t = await details(transactionId).catch(() => null);
    return t !== null && nothingTakenStatuses.has(t.transactionStatus ?? '');
  }

  async function refund(original: AnetTransaction, request: ReversalRequest): Promise<ReversalResult> {
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
    const earlier = refunded(await findByInvoice(invoiceNumber, request.amount));
    if (earlier) return earlier;
    let answer: AnetResponse;
    try {
      answer = await post({
        createTransactionRequest: {
          merchantAuthentication,
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
        found = await findByInvoice(invoiceNumber, request.amount);
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

  async function reverse(request: ReversalRequest): Promise<ReversalResult> {
    if (request.transactionId === '0') return { status: 'voided', transactionId: '0' };
    const t = await details(request.transactionId);
    if (!t) return { status: 'refused', reason: `The processor has no transaction ${request.transactionId}` };
    const status = t.transactionStatus ?? '';
    if (nothingTakenStatuses.has(status)) return { status: 'voided', transactionId: request.transactionId };
    if (status === 'settledSuccessfully') return refund(t, request);
    if (heldStatuses.has(status)) {
      const declined = await declineHeld(request.transactionId, status);
      if (declined.status === 'held') return { status: 'refused', reason: declined.reason };
      return { status: 'voided', transactionId: request.transactionId };
    }
    if (approvedStatuses.has(status)) {
      if (await voidTransaction(request.transactionId))
        return { status: 'voided', transactionId: request.transactionId };
      // It may have settled between the two calls.
      const now = await details(request.transactionId);
      if (now?.transactionStatus === 'settledSuccessfully') return refund(now, request);
      return { status: 'refused', reason: `The processor refused to void transaction ${request.transactionId}` };
    }
    return { status: 'refused', reason: `The transaction is ${status} and cannot be reversed here` };
  }

  return {
    name: 'authorizenet',
    maxCardDigits: AUTHORIZE_NET_MAX_CARD_DIGITS,
    async charge(request: ChargeRequest) {
      // The schema's cardNumber takes at most 16 digits: a longer number is refused before sending.
      if (request.card.number.length > AUTHORIZE_NET_MAX_CARD_DIGITS)
        return { status: 'declined', reason: 'The processor takes card numbers of at most 16 digits' };
      const expiry = `${request.card.expYear}-${String(request.card.expMonth).padStart(2, '0')}`;
      return authCapture(
        {
          creditCard: {
            cardNumber: request.card.number,
            expirationDate: expiry,
            ...(request.card.cvv ? { cardCode: request.card.cvv } : {}),
          },
        },
        request,
        request.billing,
        request.card.number.slice(-4),
      );
    },
    debitBankAccount(request: BankDebitRequest) {
      const account = request.bankAccount;
      return authCapture(
        {
          bankAccount: {
            accountType: 'checking',
            routingNumber: account.routingNumber,
            accountNumber: account.accountNumber,
            nameOnAccount: account.nameOnAccount.slice(0, 22),
            echeckType: 'WEB',
            ...(account.bankName ? { bankName: account.bankName.slice(0, 50) } : {}),
          },
        },
        request,
        request.billing,
        account.accountNumber.slice(-4),
      );
    },
    void: voidTransaction,
    reverse,
  };
}
