import {
  type BankDebitRequest,
  type ChargeRequest,
  type PaymentGateway,
  type ReversalRequest,
} from './payment-gateway.ts';
import { createAnetClient, type AuthorizeNetConfig } from './authorize-net-api.ts';
import { authCapture } from './authorize-net-charge.ts';
import { reverse, voidTransaction } from './authorize-net-reversal.ts';

export type { AuthorizeNetConfig } from './authorize-net-api.ts';

export const AUTHORIZE_NET_SANDBOX = 'https://apitest.authorize.net/xml/v1/request.api';
/** The schema's creditCardSimpleType: cardNumber is at most 16 characters (decision 394). */
export const AUTHORIZE_NET_MAX_CARD_DIGITS = 16;

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
  const client = createAnetClient(config);

  return {
    name: 'authorizenet',
    maxCardDigits: AUTHORIZE_NET_MAX_CARD_DIGITS,
    async charge(request: ChargeRequest) {
      // The schema's cardNumber takes at most 16 digits: a longer number is refused before sending.
      if (request.card.number.length > AUTHORIZE_NET_MAX_CARD_DIGITS)
        return { status: 'declined', reason: 'The processor takes card numbers of at most 16 digits' };
      const expiry = `${request.card.expYear}-${String(request.card.expMonth).padStart(2, '0')}`;
      return authCapture(
        client,
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
        client,
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
    void: (transactionId: string) => voidTransaction(client, transactionId),
    reverse: (request: ReversalRequest) => reverse(client, request),
  };
}
