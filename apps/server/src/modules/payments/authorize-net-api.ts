/** Authorize.Net's JSON API: the transport, the shapes of its answers and what their statuses mean (decisions 063, 390–394). */
import { createHash } from 'node:crypto';
import { PaymentGatewayUnavailableError } from './payment-gateway.ts';

export interface AuthorizeNetConfig {
  /** API Login ID of the merchant account. */
  loginId: string;
  transactionKey: string;
  /** https://api.authorize.net/xml/v1/request.api (production) or https://apitest.authorize.net/xml/v1/request.api (sandbox). */
  endpoint: string;
  timeoutMs: number;
}

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
export interface AnetTransaction {
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
export interface AnetResponse {
  refId?: string;
  messages?: { resultCode?: string; message?: AnetMessage[] };
  transactionResponse?: AnetTransactionResponse;
  transaction?: AnetTransaction;
  transactions?: AnetTransaction[];
}

export const brandNames: Record<string, string> = {
  Visa: 'Visa',
  MasterCard: 'MasterCard',
  AmericanExpress: 'American Express',
  Discover: 'Discover',
  JCB: 'JCB',
  DinersClub: 'Diners Club',
  eCheck: 'eCheck',
};

/** transactionStatusEnum values of a charge that took the money (or will at settlement). */
export const approvedStatuses = new Set([
  'capturedPendingSettlement',
  'authorizedPendingCapture',
  'settledSuccessfully',
  'pendingFinalSettlement',
  'pendingSettlement',
  'approvedReview',
  'updatingSettlement',
]);
/** Held by the fraud filters for the merchant's review: it may still be captured. */
export const heldStatuses = new Set(['FDSPendingReview', 'FDSAuthorizedPendingReview', 'underReview']);
/** Statuses in which nothing was taken or it was already given back. */
export const nothingTakenStatuses = new Set([
  'voided',
  'declined',
  'expired',
  'failedReview',
  'generalError',
  'communicationError',
]);
export const refundStatuses = new Set(['refundPendingSettlement', 'refundSettledSuccessfully']);

/** Errors on which the request never left this machine: nothing can have been charged. */
const notSentCodes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** No answer to a request: `maybeSent` when the processor may have received (and acted on) it. */
export class NoAnswerError extends PaymentGatewayUnavailableError {
  constructor(
    message: string,
    readonly maybeSent: boolean,
  ) {
    super(message);
  }
}

/** refId and invoiceNumber are at most 20 characters: a digest of our idempotency key, so the same key gives the same value. */
export const refIdOf = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 20);

/** Digit runs a processor text may quote (E00003 quotes the refused value): never kept or logged whole. */
export const redacted = (text: string) => text.replace(/\d{8,}/g, (digits) => `XXXX${digits.slice(-4)}`);

export const lastFourOf = (masked: string | undefined) => (masked ?? '').replace(/\D/g, '').slice(-4);

export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' ').slice(0, 50), lastName: (words.at(-1) ?? '').slice(0, 50) };
}

/** How the other parts reach the processor: one JSON endpoint, the merchant's credentials in every request. */
export interface AnetClient {
  merchantAuthentication: { name: string; transactionKey: string };
  post(body: unknown): Promise<AnetResponse>;
}

export function createAnetClient(config: AuthorizeNetConfig): AnetClient {
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

  return { merchantAuthentication, post };
}

export const firstMessage = (answer: AnetResponse) => {
  const message = answer.messages?.message?.[0];
  return redacted(`${message?.code ?? ''} ${message?.text ?? ''}`.trim());
};
