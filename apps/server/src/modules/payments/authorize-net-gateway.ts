import { createHash } from 'node:crypto';
import {
  PaymentGatewayUnavailableError,
  type BankDebitRequest,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
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

interface AnetMessage {
  code?: string;
  text?: string;
  description?: string;
}
interface AnetResponse {
  refId?: string;
  messages?: { resultCode?: string; message?: AnetMessage[] };
  transactionResponse?: {
    responseCode?: string;
    transId?: string;
    accountNumber?: string;
    accountType?: string;
    messages?: AnetMessage[];
    errors?: { errorCode?: string; errorText?: string }[];
  };
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

/** refId is at most 20 characters: a digest of our idempotency key, so the same key gives the same refId. */
const refIdOf = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 20);

function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' ').slice(0, 50), lastName: (words.at(-1) ?? '').slice(0, 50) };
}

/**
 * Authorize.Net's JSON API (decision 063): authCaptureTransaction with a creditCard or a
 * bankAccount (eCheck, WEB), voidTransaction by refTransId. Requests are JSON posted to one
 * endpoint; keys are sent in the order of the API's schema, which the API requires. Declines
 * (responseCode 2) and transaction errors (3) are declines with the processor's text; a refused
 * authentication, an HTTP error, a timeout or an unreadable answer is "unavailable" and charges
 * nothing known. The duplicate window makes the processor itself refuse a repeat of the same
 * charge within two minutes, in case a retry gets past our own idempotency.
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
      throw new PaymentGatewayUnavailableError(`Authorize.Net could not be reached: ${(err as Error).name}`);
    }
    if (!response.ok) throw new PaymentGatewayUnavailableError(`Authorize.Net answered HTTP ${response.status}`);
    let text: string;
    try {
      text = await response.text();
    } catch (err) {
      throw new PaymentGatewayUnavailableError(`Authorize.Net answer was cut off: ${(err as Error).name}`);
    }
    try {
      // The API prefixes its JSON with a byte-order mark.
      return JSON.parse(text.replace(/^\uFEFF/, '')) as AnetResponse;
    } catch {
      throw new PaymentGatewayUnavailableError('Authorize.Net answered something other than JSON');
    }
  }

  function resultOf(answer: AnetResponse, fallbackLast4: string): ChargeResult {
    const tr = answer.transactionResponse;
    if (!tr || !tr.responseCode) {
      // No transaction was attempted: bad credentials, a malformed request, the account disabled.
      const message = answer.messages?.message?.[0];
      throw new PaymentGatewayUnavailableError(
        `Authorize.Net refused the request: ${message?.code ?? ''} ${message?.text ?? ''}`.trim(),
      );
    }
    const reason =
      tr.errors?.[0]?.errorText ?? tr.messages?.[0]?.description ?? answer.messages?.message?.[0]?.text ?? '';
    if (tr.responseCode === '1' && tr.transId && tr.transId !== '0') {
      const last4 = (tr.accountNumber ?? '').replace(/\D/g, '').slice(-4) || fallbackLast4;
      return {
        status: 'approved',
        transactionId: tr.transId,
        token: null,
        brand: brandNames[tr.accountType ?? ''] ?? tr.accountType ?? 'Card',
        last4,
      };
    }
    if (tr.responseCode === '4') return { status: 'declined', reason: reason || 'The transaction is held for review' };
    return { status: 'declined', reason: reason || 'The transaction was declined' };
  }

  async function authCapture(
    payment: unknown,
    request: { amount: string; idempotencyKey: string; description: string; testMode: boolean },
    billing: ChargeRequest['billing'],
    last4: string,
  ): Promise<ChargeResult> {
    const answer = await post({
      createTransactionRequest: {
        merchantAuthentication,
        refId: refIdOf(request.idempotencyKey),
        transactionRequest: {
          transactionType: 'authCaptureTransaction',
          amount: request.amount,
          payment,
          order: { invoiceNumber: refIdOf(request.idempotencyKey), description: request.description.slice(0, 255) },
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
    const result = resultOf(answer, last4);
    if (result.status === 'declined' && answer.transactionResponse?.responseCode === '4') {
      // A held transaction may still be captured after review: cancel it so a decline stays a decline.
      const transId = answer.transactionResponse.transId;
      if (transId && transId !== '0') await voidTransaction(transId).catch(() => false);
    }
    return result;
  }

  async function voidTransaction(transactionId: string): Promise<boolean> {
    const answer = await post({
      createTransactionRequest: {
        merchantAuthentication,
        transactionRequest: { transactionType: 'voidTransaction', refTransId: transactionId },
      },
    });
    return answer.messages?.resultCode === 'Ok' && answer.transactionResponse?.responseCode === '1';
  }

  return {
    name: 'authorizenet',
    charge(request: ChargeRequest) {
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
  };
}
