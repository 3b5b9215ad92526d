import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { schemaProblems } from './authorize-net-schema.ts';

/** What the fake received: the parsed request (one root property: createTransactionRequest, …). */
export type AnetRequest = {
  createTransactionRequest: {
    merchantAuthentication: { name: string; transactionKey: string };
    refId?: string;
    transactionRequest: Record<string, unknown> & { transactionType: string };
  };
} & Record<string, Record<string, unknown>>;

/** The kinds of request a behaviour can be set for. */
export type RequestKind = 'charge' | 'void' | 'refund' | 'updateHeld' | 'details' | 'unsettledList';
/**
 * What the next request of a kind does instead of its normal answer: 'hold' holds a charge for
 * review (responseCode 4); 'recordThenHang' records the charge as the processor would and then
 * never answers (the caller times out); 'hang' never answers and records nothing; 'http500'
 * answers HTTP 500; 'error' answers the API's error E00001 without a transaction.
 */
export type Behaviour = 'hold' | 'recordThenHang' | 'hang' | 'http500' | 'error';

/** A transaction as the processor keeps it: never the full card or account number. */
export interface FakeTransaction {
  transId: string;
  transactionType: 'authCaptureTransaction' | 'refundTransaction';
  /** transactionStatusEnum: capturedPendingSettlement, settledSuccessfully, FDSPendingReview, declined, voided, refundPendingSettlement, … */
  transactionStatus: string;
  responseCode: '1' | '2' | '4';
  responseReasonCode: string;
  responseReasonDescription: string;
  authCode: string;
  invoiceNumber: string;
  amount: string;
  refTransId: string | null;
  accountType: string;
  /** XXXX and the last four digits. */
  accountNumber: string;
  routingNumber: string | null;
  nameOnAccount: string | null;
  firstName: string;
  lastName: string;
  submitTime: number;
  /** The fields the duplicate check compares, and the window the request set. */
  signature: string;
  duplicateWindowSeconds: number;
}

export interface AuthorizeNetFake {
  url: string;
  /** Every request that parsed as JSON, schema-valid or not, in order. */
  requests: AnetRequest[];
  /** Every E00003 the fake answered: a request that broke the published schema. */
  schemaRefusals: string[];
  /** 'normal'; 'http500' answers HTTP 500; 'hang' never answers; 'garbage' answers HTML. */
  mode: 'normal' | 'http500' | 'hang' | 'garbage';
  /** The next request of `kind` behaves so (queued: each call is used once). */
  once(kind: RequestKind, behaviour: Behaviour): void;
  /** The processor's clock (a fixed day, moved only by advance): expiry and the duplicate window use it. */
  now(): Date;
  advance(seconds: number): void;
  /** Settles the batch: captured charges become settledSuccessfully, refunds refundSettledSuccessfully. */
  settle(): void;
  transactions(): readonly FakeTransaction[];
  /** Forgets every transaction, request and queued behaviour, and sets the clock back to FAKE_START. */
  reset(): void;
  /** Charges that took money (captured or settled, not voided, declined or held). */
  charged(): readonly FakeTransaction[];
  close(): Promise<void>;
}

export const FAKE_LOGIN = 'fake-login';
/** A transaction key is at most 16 characters (merchantAuthenticationType). */
export const FAKE_KEY = 'fakeTransKey1234';
/** The sandbox declines a card transaction billed to this ZIP code (Authorize.Net testing guide). */
export const DECLINE_ZIP = '46282';
/** The fake's day: expiry is judged by it, never by the machine's date. */
export const FAKE_START = '2026-03-15T14:00:00Z';

const bom = '\uFEFF';
const ok = (code = 'I00001', text = 'Successful.') => ({ resultCode: 'Ok', message: [{ code, text }] });
const refused = (code: string, text: string) => ({ messages: { resultCode: 'Error', message: [{ code, text }] } });
const unsuccessful = { resultCode: 'Error', message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }] };
const approvedStatuses = new Set([
  'capturedPendingSettlement',
  'authorizedPendingCapture',
  'settledSuccessfully',
  'pendingFinalSettlement',
  'pendingSettlement',
  'approvedReview',
]);
const heldStatuses = new Set(['FDSPendingReview', 'FDSAuthorizedPendingReview']);
const voidable = new Set([
  'capturedPendingSettlement',
  'authorizedPendingCapture',
  'FDSPendingReview',
  'FDSAuthorizedPendingReview',
  'refundPendingSettlement',
]);
const settled = new Set(['settledSuccessfully', 'refundSettledSuccessfully']);

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

function accountTypeOf(number: string): string {
  if (number.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MasterCard';
  if (/^3[47]/.test(number)) return 'AmericanExpress';
  if (/^35/.test(number)) return 'JCB';
  if (/^3[0689]/.test(number)) return 'DinersClub';
  return 'Discover';
}

const masked = (digits: string) => `XXXX${digits.slice(-4)}`;
const settingOf = (tr: Record<string, unknown>, name: string): string | undefined => {
  const settings = (tr['transactionSettings'] as { setting?: unknown } | undefined)?.setting;
  const list = (Array.isArray(settings) ? settings : settings ? [settings] : []) as {
    settingName?: string;
    settingValue?: string;
  }[];
  return list.find((s) => s.settingName === name)?.settingValue;
};

/**
 * A local stand-in for Authorize.Net's JSON endpoint, faithful where the storefront depends on it:
 * every request is validated against the published schema (element order, lengths, formats) and a
 * broken one is answered E00003 without a transaction; credentials are checked (E00007); charges
 * approve, decline (ZIP 46282; an expired card by the fake's clock) or are held for review (code 4,
 * on request); a test request (testRequest true) is approved with transaction id "0" and kept
 * nowhere; a repeat of a charge inside its duplicate window is answered code 3, error 11, with the
 * original transaction's id (and its auth code when it was approved); voids, refunds (only of a
 * settled transaction, with the card's last four digits), held-transaction decisions, transaction
 * details and the unsettled list work on what it keeps. It can fail at the HTTP level, never answer,
 * or record a charge and then never answer, as a processor whose answer is lost does.
 */
export async function startAuthorizeNetFake(): Promise<AuthorizeNetFake> {
  const kept = new Map<string, FakeTransaction>();
  const behaviours: { kind: RequestKind; behaviour: Behaviour }[] = [];
  const hanging = new Set<ServerResponse>();
  let clock = Date.parse(FAKE_START);
  let next = 60_000_000_001;
  let authCodes = 0;

  const fake: AuthorizeNetFake = {
    url: '',
    requests: [],
    schemaRefusals: [],
    mode: 'normal',
    once: (kind, behaviour) => void behaviours.push({ kind, behaviour }),
    now: () => new Date(clock),
    advance: (seconds) => {
      clock += seconds * 1000;
    },
    settle: () => {
      for (const t of kept.values()) {
        if (t.transactionStatus === 'capturedPendingSettlement') t.transactionStatus = 'settledSuccessfully';
        if (t.transactionStatus === 'refundPendingSettlement') t.transactionStatus = 'refundSettledSuccessfully';
      }
    },
    transactions: () => [...kept.values()],
    reset: () => {
      kept.clear();
      behaviours.length = 0;
      fake.requests.length = 0;
      fake.schemaRefusals.length = 0;
      fake.mode = 'normal';
      clock = Date.parse(FAKE_START);
    },
    charged: () =>
      [...kept.values()].filter(
        (t) => t.transactionType === 'authCaptureTransaction' && approvedStatuses.has(t.transactionStatus),
      ),
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const take = (kind: RequestKind): Behaviour | null => {
    const at = behaviours.findIndex((b) => b.kind === kind);
    if (at < 0) return null;
    const [found] = behaviours.splice(at, 1);
    return found?.behaviour ?? null;
  };

  const keep = (t: Omit<FakeTransaction, 'transId' | 'submitTime'>): FakeTransaction => {
    const transaction = { ...t, transId: String(next++), submitTime: clock };
    kept.set(transaction.transId, transaction);
    return transaction;
  };

  const summaryOf = (t: FakeTransaction) => ({
    transId: t.transId,
    submitTimeUTC: new Date(t.submitTime).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    submitTimeLocal: new Date(t.submitTime).toISOString().replace(/\.\d{3}Z$/, ''),
    transactionStatus: t.transactionStatus,
    invoiceNumber: t.invoiceNumber,
    firstName: t.firstName,
    lastName: t.lastName,
    accountType: t.accountType,
    accountNumber: t.accountNumber,
    settleAmount: Number(t.amount),
    marketType: 'eCommerce',
    product: 'Card Not Present',
  });

  const paymentOf = (t: FakeTransaction) =>
    t.accountType === 'eCheck'
      ? {
          bankAccount: {
            accountType: 'checking',
            routingNumber: t.routingNumber ?? 'XXXX0000',
            accountNumber: t.accountNumber,
            nameOnAccount: t.nameOnAccount ?? '',
            echeckType: 'WEB',
          },
        }
      : { creditCard: { cardNumber: t.accountNumber, expirationDate: 'XXXX', cardType: t.accountType } };

  /** The answer to a transaction request, or null when the caller must be left hanging. */
  function transact(
    request: AnetRequest['createTransactionRequest'],
    behaviour: Behaviour | null,
  ): { answer: unknown } | { hang: true } {
    const tr = request.transactionRequest;
    const refId = request.refId;
    const type = tr.transactionType;
    const transactionAnswer = (transactionResponse: Record<string, unknown>, messages: unknown = ok()) => ({
      answer: { transactionResponse, ...(refId === undefined ? {} : { refId }), messages },
    });

    if (type === 'voidTransaction') {
      const original = kept.get(String(tr['refTransId'] ?? ''));
      if (!original)
        return transactionAnswer(
          {
            responseCode: '3',
            transId: '0',
            errors: [{ errorCode: '16', errorText: 'The transaction cannot be found.' }],
          },
          unsuccessful,
        );
      if (!voidable.has(original.transactionStatus)) {
        const text =
          original.transactionStatus === 'voided'
            ? 'This transaction has already been voided.'
            : 'The referenced transaction does not meet the criteria for issuing a void.';
        return transactionAnswer(
          {
            responseCode: '3',
            transId: '0',
            refTransID: original.transId,
            errors: [{ errorCode: original.transactionStatus === 'voided' ? '310' : '16', errorText: text }],
          },
          unsuccessful,
        );
      }
      original.transactionStatus = 'voided';
      return transactionAnswer({
        responseCode: '1',
        authCode: original.authCode,
        transId: original.transId,
        refTransID: original.transId,
        accountNumber: original.accountNumber,
        accountType: original.accountType,
        messages: [{ code: '1', description: 'This transaction has been approved.' }],
      });
    }

    const payment = (tr['payment'] ?? {}) as {
      creditCard?: { cardNumber: string; expirationDate: string };
      bankAccount?: { routingNumber: string; accountNumber: string; nameOnAccount: string };
    };
    const card = payment.creditCard;
    const bank = payment.bankAccount;
    const number = card?.cardNumber ?? bank?.accountNumber ?? '';
    const billTo = (tr['billTo'] ?? {}) as Record<string, string | undefined>;
    const invoiceNumber = String((tr['order'] as { invoiceNumber?: string } | undefined)?.invoiceNumber ?? '');
    const amount = Number(tr['amount'] ?? 0).toFixed(2);
    const window = Number(settingOf(tr, 'duplicateWindow') ?? 120);
    if (!Number.isInteger(window) || window < 0 || window > 28800)
      return {
        answer: refused('E00003', `The duplicateWindow setting must be a whole number of seconds from 0 to 28800.`),
      };
    const test = settingOf(tr, 'testRequest') === 'true';
    const signature = JSON.stringify([
      type,
      amount,
      number,
      card?.expirationDate ?? '',
      bank?.routingNumber ?? '',
      invoiceNumber,
      tr['poNumber'] ?? '',
      tr['refTransId'] ?? '',
      billTo['firstName'] ?? '',
      billTo['lastName'] ?? '',
      billTo['address'] ?? '',
      billTo['city'] ?? '',
      billTo['state'] ?? '',
      billTo['zip'] ?? '',
      billTo['country'] ?? '',
    ]);
    const accountType = card ? (type === 'refundTransaction' ? '' : accountTypeOf(number)) : 'eCheck';
    const common = {
      invoiceNumber,
      amount,
      accountNumber: masked(number),
      routingNumber: bank ? masked(bank.routingNumber) : null,
      nameOnAccount: bank?.nameOnAccount ?? null,
      firstName: billTo['firstName'] ?? '',
      lastName: billTo['lastName'] ?? '',
      signature,
      duplicateWindowSeconds: window,
    };

    // A repeat inside the duplicate window: error 11 with the original's id, and its auth code when
    // it was approved (documented for requests that set duplicateWindow).
    if (!test) {
      const original = [...kept.values()].find(
        (t) => t.signature === signature && clock - t.submitTime < t.duplicateWindowSeconds * 1000,
      );
      if (original)
        return transactionAnswer(
          {
            responseCode: '3',
            ...(approvedStatuses.has(original.transactionStatus) ? { authCode: original.authCode } : {}),
            transId: original.transId,
            accountNumber: original.accountNumber,
            accountType: original.accountType,
            errors: [{ errorCode: '11', errorText: 'A duplicate transaction has been submitted.' }],
          },
          unsuccessful,
        );
    }

    if (type === 'refundTransaction') {
      const original = kept.get(String(tr['refTransId'] ?? ''));
      const refundedSoFar = [...kept.values()]
        .filter((t) => t.refTransId === original?.transId && t.transactionType === 'refundTransaction')
        .reduce((sum, t) => sum + Number(t.amount), 0);
      const lastFour = number.slice(-4);
      if (
        !original ||
        original.transactionStatus !== 'settledSuccessfully' ||
        original.accountNumber.slice(-4) !== lastFour ||
        Number(amount) + refundedSoFar > Number(original.amount) + 1e-9
      )
        return transactionAnswer(
          {
            responseCode: '3',
            transId: '0',
            errors: [
              {
                errorCode: '54',
                errorText: 'The referenced transaction does not meet the criteria for issuing a credit.',
              },
            ],
          },
          unsuccessful,
        );
      const refund = keep({
        ...common,
        accountNumber: original.accountNumber,
        accountType: original.accountType,
        transactionType: 'refundTransaction',
        transactionStatus: 'refundPendingSettlement',
        responseCode: '1',
        responseReasonCode: '1',
        responseReasonDescription: 'Approval',
        authCode: '',
        refTransId: original.transId,
      });
      if (behaviour === 'recordThenHang') return { hang: true };
      return transactionAnswer({
        responseCode: '1',
        authCode: '',
        transId: refund.transId,
        refTransID: original.transId,
        accountNumber: refund.accountNumber,
        accountType: refund.accountType,
        messages: [{ code: '1', description: 'This transaction has been approved.' }],
      });
    }

    if (billTo['zip'] === DECLINE_ZIP) {
      const declined = test
        ? null
        : keep({
            ...common,
            accountType,
            transactionType: 'authCaptureTransaction',
            transactionStatus: 'declined',
            responseCode: '2',
            responseReasonCode: '2',
            responseReasonDescription: 'This transaction has been declined.',
            authCode: '',
            refTransId: null,
          });
      return transactionAnswer(
        {
          responseCode: '2',
          transId: declined?.transId ?? '0',
          accountNumber: masked(number),
          accountType,
          errors: [{ errorCode: '2', errorText: 'This transaction has been declined.' }],
        },
        unsuccessful,
      );
    }
    const month = monthNow();
    const expiry = card?.expirationDate ?? '';
    const expiryMonth = /^\d{4}-\d{2}$/.test(expiry) ? expiry : `20${expiry.slice(2)}-${expiry.slice(0, 2)}`;
    if (card && expiryMonth < month)
      return transactionAnswer(
        { responseCode: '3', transId: '0', errors: [{ errorCode: '8', errorText: 'The credit card has expired.' }] },
        unsuccessful,
      );

    if (test) {
      // Processed as a test: approved, but nothing is kept and the transaction id is "0".
      return transactionAnswer({
        responseCode: '1',
        authCode: '000000',
        avsResultCode: 'P',
        cvvResultCode: '',
        cavvResultCode: '',
        transId: '0',
        refTransID: '',
        transHash: '',
        testRequest: '1',
        accountNumber: masked(number),
        accountType,
        messages: [{ code: '1', description: 'This transaction has been approved.' }],
        transHashSha2: '',
      });
    }
    if (behaviour === 'hold') {
      const held = keep({
        ...common,
        accountType,
        transactionType: 'authCaptureTransaction',
        transactionStatus: 'FDSPendingReview',
        responseCode: '4',
        responseReasonCode: '252',
        responseReasonDescription: 'Your order has been received. Thank you for your business!',
        authCode: '',
        refTransId: null,
      });
      return transactionAnswer({
        responseCode: '4',
        authCode: '',
        transId: held.transId,
        refTransID: '',
        testRequest: '0',
        accountNumber: held.accountNumber,
        accountType,
        messages: [{ code: '252', description: 'Your order has been received. Thank you for your business!' }],
      });
    }
    const approved = keep({
      ...common,
      accountType,
      transactionType: 'authCaptureTransaction',
      transactionStatus: 'capturedPendingSettlement',
      responseCode: '1',
      responseReasonCode: '1',
      responseReasonDescription: 'This transaction has been approved.',
      authCode: `A${String(++authCodes).padStart(5, '0')}`,
      refTransId: null,
    });
    if (behaviour === 'recordThenHang') return { hang: true };
    return transactionAnswer({
      responseCode: '1',
      authCode: approved.authCode,
      avsResultCode: 'Y',
      cvvResultCode: 'P',
      cavvResultCode: '2',
      transId: approved.transId,
      refTransID: '',
      transHash: '',
      testRequest: '0',
      accountNumber: approved.accountNumber,
      accountType,
      messages: [{ code: '1', description: 'This transaction has been approved.' }],
      transHashSha2: '',
    });
  }

  function monthNow(): string {
    return new Date(clock).toISOString().slice(0, 7);
  }

  function kindOf(root: string, body: Record<string, unknown>): RequestKind | null {
    if (root === 'getTransactionDetailsRequest') return 'details';
    if (root === 'getUnsettledTransactionListRequest') return 'unsettledList';
    if (root === 'updateHeldTransactionRequest') return 'updateHeld';
    if (root !== 'createTransactionRequest') return null;
    const type = (body['transactionRequest'] as { transactionType?: string } | undefined)?.transactionType;
    return type === 'voidTransaction' ? 'void' : type === 'refundTransaction' ? 'refund' : 'charge';
  }

  const server: Server = createServer(async (req, res) => {
    const text = await readBody(req);
    if (fake.mode === 'hang') {
      hanging.add(res);
      return;
    }
    if (fake.mode === 'http500') {
      res.writeHead(500).end('Internal Server Error');
      return;
    }
    if (fake.mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
      return;
    }
    const send = (answer: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(bom + JSON.stringify(answer));
    let body: AnetRequest;
    try {
      body = JSON.parse(text) as AnetRequest;
    } catch {
      send(refused('E00003', 'Data at the root level is invalid. Line 1, position 1.'));
      return;
    }
    fake.requests.push(body);
    const { root, problems } = schemaProblems(body);
    if (problems.length > 0 || root === null) {
      const problem = problems[0] ?? 'Root element is missing.';
      fake.schemaRefusals.push(problem);
      send(refused('E00003', problem));
      return;
    }
    const request = body[root] as Record<string, unknown> & {
      merchantAuthentication: { name?: string; transactionKey?: string };
    };
    if (
      request.merchantAuthentication.name !== FAKE_LOGIN ||
      request.merchantAuthentication.transactionKey !== FAKE_KEY
    ) {
      send(refused('E00007', 'User authentication failed due to invalid authentication values.'));
      return;
    }
    const kind = kindOf(root, request);
    const behaviour = kind === null ? null : take(kind);
    if (behaviour === 'hang') {
      hanging.add(res);
      return;
    }
    if (behaviour === 'http500') {
      res.writeHead(500).end('Internal Server Error');
      return;
    }
    if (behaviour === 'error') {
      send(refused('E00001', 'An error occurred during processing. Please try again.'));
      return;
    }

    if (root === 'createTransactionRequest') {
      const outcome = transact(body.createTransactionRequest, behaviour);
      if ('hang' in outcome) hanging.add(res);
      else send(outcome.answer);
      return;
    }
    if (root === 'getTransactionDetailsRequest') {
      const t = kept.get(String(request['transId']));
      if (!t) {
        send(refused('E00040', 'The record cannot be found.'));
        return;
      }
      send({
        transaction: {
          transId: t.transId,
          ...(t.refTransId ? { refTransId: t.refTransId } : {}),
          submitTimeUTC: summaryOf(t).submitTimeUTC,
          submitTimeLocal: summaryOf(t).submitTimeLocal,
          transactionType: t.transactionType,
          transactionStatus: t.transactionStatus,
          responseCode: Number(t.responseCode),
          responseReasonCode: Number(t.responseReasonCode),
          responseReasonDescription: t.responseReasonDescription,
          ...(t.authCode ? { authCode: t.authCode } : {}),
          order: { invoiceNumber: t.invoiceNumber },
          authAmount: Number(t.amount),
          settleAmount: Number(t.amount),
          payment: paymentOf(t),
          billTo: { firstName: t.firstName, lastName: t.lastName },
        },
        messages: ok(),
      });
      return;
    }
    if (root === 'getUnsettledTransactionListRequest') {
      const status = request['status'] as string | undefined;
      const sorting = request['sorting'] as { orderBy: string; orderDescending: boolean | string } | undefined;
      const paging = request['paging'] as { limit: number | string; offset: number | string } | undefined;
      let list = [...kept.values()].filter((t) => !settled.has(t.transactionStatus));
      if (status === 'pendingApproval') list = list.filter((t) => heldStatuses.has(t.transactionStatus));
      else if (status !== 'any') list = list.filter((t) => !heldStatuses.has(t.transactionStatus));
      const descending = sorting ? String(sorting.orderDescending) === 'true' : false;
      list.sort(
        (a, b) => (a.submitTime - b.submitTime || Number(a.transId) - Number(b.transId)) * (descending ? -1 : 1),
      );
      const total = list.length;
      if (paging) {
        const limit = Number(paging.limit);
        list = list.slice((Number(paging.offset) - 1) * limit, Number(paging.offset) * limit);
      }
      if (list.length === 0) {
        send({ totalNumInResultSet: 0, messages: ok('I00004', 'No records found.') });
        return;
      }
      send({ transactions: list.map(summaryOf), totalNumInResultSet: total, messages: ok() });
      return;
    }
    if (root === 'updateHeldTransactionRequest') {
      const held = request['heldTransactionRequest'] as { action: string; refTransId: string };
      const t = kept.get(held.refTransId);
      if (!t || !heldStatuses.has(t.transactionStatus)) {
        send({
          transactionResponse: {
            responseCode: '3',
            transId: '0',
            errors: [{ errorCode: '16', errorText: 'The transaction cannot be found.' }],
          },
          messages: unsuccessful,
        });
        return;
      }
      t.transactionStatus = held.action === 'approve' ? 'capturedPendingSettlement' : 'declined';
      if (held.action === 'approve') t.authCode = `A${String(++authCodes).padStart(5, '0')}`;
      send({
        transactionResponse: {
          responseCode: held.action === 'approve' ? '1' : '2',
          authCode: t.authCode,
          transId: t.transId,
          refTransID: t.transId,
          accountNumber: t.accountNumber,
          accountType: t.accountType,
          messages: [
            {
              code: held.action === 'approve' ? '1' : '2',
              description: `This transaction has been ${held.action === 'approve' ? 'approved' : 'declined'}.`,
            },
          ],
        },
        messages: ok(),
      });
      return;
    }
    send(refused('E00003', `The request ${root} is not one the fake answers.`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/xml/v1/request.api`;
  return fake;
}
