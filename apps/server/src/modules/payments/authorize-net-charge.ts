/** Authorize.Net charges (authCaptureTransaction): the request, reading its answer, and finding out what one without an answer did. */
import {
  PaymentGatewayUnavailableError,
  PaymentOutcomeUnknownError,
  type ChargeRequest,
  type ChargeResult,
} from './payment-gateway.ts';
import {
  brandNames,
  firstMessage,
  lastFourOf,
  NoAnswerError,
  redacted,
  refIdOf,
  splitName,
  type AnetClient,
  type AnetResponse,
  type AnetTransaction,
} from './authorize-net-api.ts';
import { declineHeld, details, findByInvoice, outcomeOf } from './authorize-net-lookups.ts';

/**
 * A charge that got no answer: find it by its invoice number before answering. Found, it is the
 * answer; not found, nothing was charged; the look-up failing too leaves the outcome unknown.
 */
async function afterNoAnswer(
  client: AnetClient,
  err: NoAnswerError,
  invoiceNumber: string,
  amount: string,
  last4: string,
) {
  if (!err.maybeSent) throw err;
  let found: AnetTransaction | null;
  try {
    found = await findByInvoice(client, invoiceNumber, amount);
  } catch (lookup) {
    if (!(lookup instanceof PaymentGatewayUnavailableError)) throw lookup;
    throw new PaymentOutcomeUnknownError(`${err.message}; looking it up failed: ${lookup.message}`);
  }
  if (found) return outcomeOf(client, found, last4);
  throw new PaymentGatewayUnavailableError(`${err.message}; the processor has no transaction with its invoice number`);
}

async function read(client: AnetClient, answer: AnetResponse, fallbackLast4: string): Promise<ChargeResult> {
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
      return declineHeld(client, transId, reason || 'held for review');
    case '3':
      if (tr.errors?.some((e) => e.errorCode === '11') && transId !== '0') {
        // A duplicate of a transaction inside the duplicate window: the original is the answer.
        let original: AnetTransaction | null;
        try {
          original = await details(client, transId);
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
        if (original) return outcomeOf(client, original, last4);
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

export async function authCapture(
  client: AnetClient,
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
      found = await findByInvoice(client, invoiceNumber, request.amount);
    } catch (err) {
      if (!(err instanceof PaymentGatewayUnavailableError)) throw err;
      throw new PaymentOutcomeUnknownError(`An earlier attempt is unresolved and looking it up failed: ${err.message}`);
    }
    if (found) return outcomeOf(client, found, last4);
  }
  let answer: AnetResponse;
  try {
    answer = await client.post({
      createTransactionRequest: {
        merchantAuthentication: client.merchantAuthentication,
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
    return afterNoAnswer(client, err, invoiceNumber, request.amount, last4);
  }
  return read(client, answer, last4);
}
