import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake received: the parsed createTransactionRequest. */
export type AnetRequest = {
  createTransactionRequest: {
    merchantAuthentication: { name: string; transactionKey: string };
    refId?: string;
    transactionRequest: Record<string, unknown> & { transactionType: string };
  };
};

export interface AuthorizeNetFake {
  url: string;
  requests: AnetRequest[];
  /** 'normal'; 'http500' answers HTTP 500; 'hang' never answers; 'garbage' answers HTML. */
  mode: 'normal' | 'http500' | 'hang' | 'garbage';
  close(): Promise<void>;
}

export const FAKE_LOGIN = 'fake-login';
export const FAKE_KEY = 'fake-transaction-key';
/** The sandbox declines a card transaction billed to this ZIP code (Authorize.Net testing guide). */
export const DECLINE_ZIP = '46282';

const bom = '\uFEFF';
const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

/**
 * A local stand-in for Authorize.Net's JSON endpoint that answers in its documented format:
 * a BOM, then { transactionResponse: { responseCode, transId, accountNumber, accountType,
 * messages | errors }, refId, messages: { resultCode, message } }. It approves, declines
 * (ZIP 46282, an expired card), rejects bad credentials without a transaction (E00007), voids
 * the transactions it captured, and can fail at the HTTP level or never answer.
 */
export async function startAuthorizeNetFake(): Promise<AuthorizeNetFake> {
  const captured = new Set<string>();
  let next = 60_000_000_001;
  const fake: AuthorizeNetFake = {
    url: '',
    requests: [],
    mode: 'normal',
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const ok = { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] };
  const server: Server = createServer(async (req, res) => {
    const text = await readBody(req);
    if (fake.mode === 'hang') return;
    if (fake.mode === 'http500') {
      res.writeHead(500).end('Internal Server Error');
      return;
    }
    if (fake.mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
      return;
    }
    const body = JSON.parse(text) as AnetRequest;
    fake.requests.push(body);
    const send = (answer: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(bom + JSON.stringify(answer));
    const request = body.createTransactionRequest;
    const refId = request.refId;
    if (
      request.merchantAuthentication.name !== FAKE_LOGIN ||
      request.merchantAuthentication.transactionKey !== FAKE_KEY
    ) {
      send({
        messages: {
          resultCode: 'Error',
          message: [{ code: 'E00007', text: 'User authentication failed due to invalid authentication values.' }],
        },
      });
      return;
    }
    const tr = request.transactionRequest;
    if (tr.transactionType === 'voidTransaction') {
      const id = String(tr['refTransId']);
      if (!captured.delete(id)) {
        send({
          transactionResponse: {
            responseCode: '3',
            transId: '0',
            errors: [{ errorCode: '16', errorText: 'The transaction cannot be found.' }],
          },
          messages: { resultCode: 'Error', message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }] },
        });
        return;
      }
      send({
        transactionResponse: {
          responseCode: '1',
          transId: id,
          messages: [{ code: '1', description: 'This transaction has been approved.' }],
        },
        messages: ok,
      });
      return;
    }
    const payment = tr['payment'] as {
      creditCard?: { cardNumber: string; expirationDate: string };
      bankAccount?: { accountNumber: string };
    };
    const zip = (tr['billTo'] as { zip?: string } | undefined)?.zip;
    const card = payment.creditCard;
    const number = card?.cardNumber ?? payment.bankAccount?.accountNumber ?? '';
    const masked = `XXXX${number.slice(-4)}`;
    const accountType = card
      ? number.startsWith('4')
        ? 'Visa'
        : number.startsWith('5')
          ? 'MasterCard'
          : 'Discover'
      : 'eCheck';
    if (zip === DECLINE_ZIP) {
      send({
        transactionResponse: {
          responseCode: '2',
          transId: '0',
          accountNumber: masked,
          accountType,
          errors: [{ errorCode: '2', errorText: 'This transaction has been declined.' }],
        },
        refId,
        messages: { resultCode: 'Error', message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }] },
      });
      return;
    }
    if (card && card.expirationDate < '2026-01') {
      send({
        transactionResponse: {
          responseCode: '3',
          transId: '0',
          errors: [{ errorCode: '8', errorText: 'The credit card has expired.' }],
        },
        refId,
        messages: { resultCode: 'Error', message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }] },
      });
      return;
    }
    const transId = String(next++);
    captured.add(transId);
    send({
      transactionResponse: {
        responseCode: '1',
        authCode: 'ABC123',
        transId,
        accountNumber: masked,
        accountType,
        messages: [{ code: '1', description: 'This transaction has been approved.' }],
      },
      refId,
      messages: ok,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/xml/v1/request.api`;
  return fake;
}
