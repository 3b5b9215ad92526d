import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { demoUsers } from './helpers/personas.ts';
import { listen, type Listening } from './helpers/socket.ts';

/** The Notifications card's calls (issue 35 item 3, decision 520): each user's own choices, checked input. */
let t: TestApp;
let socket: Listening;
let customer: string;
let consumer: string;

const allOn = [
  { kind: 'orderConfirmation', enabled: true },
  { kind: 'paymentReceipt', enabled: true },
  { kind: 'invoiceDigest', enabled: true },
  { kind: 'awaitingApproval', enabled: true },
  { kind: 'orderApproved', enabled: true },
  { kind: 'orderRejected', enabled: true },
];

async function put(token: string | null, body: string) {
  const res = await fetch(`${socket.url}/api/notifications`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  return { status: res.status, body: (await res.json()) as { kinds?: unknown; message?: string; errors?: string[] } };
}
const get = async (token: string) => {
  const res = await call(t.app, 'GET', '/api/notifications', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { kinds: { kind: string; enabled: boolean }[] };
};

beforeAll(async () => {
  t = await createTestApp();
  socket = await listen(t.app);
  customer = await signIn(t.app, demoUsers.customer);
  consumer = await signIn(t.app, demoUsers.consumer);
});
afterAll(async () => {
  await socket.close();
  await t.close();
});

describe('GET and PUT /api/notifications', () => {
  it('starts with every kind on; a consumer has order confirmations only', async () => {
    expect((await get(customer)).kinds).toEqual(allOn);
    expect((await get(consumer)).kinds).toEqual([{ kind: 'orderConfirmation', enabled: true }]);
  });

  it('saves a change for the user alone and answers every kind as saved', async () => {
    const res = await put(customer, JSON.stringify({ invoiceDigest: false, paymentReceipt: false }));
    expect(res.status).toBe(200);
    const expected = allOn.map((k) =>
      k.kind === 'invoiceDigest' || k.kind === 'paymentReceipt' ? { ...k, enabled: false } : k,
    );
    expect(res.body.kinds).toEqual(expected);
    expect((await get(customer)).kinds).toEqual(expected);
    // Another user of another customer keeps the defaults.
    expect((await get(await signIn(t.app, demoUsers.admin))).kinds).toEqual(allOn);
    expect((await put(customer, JSON.stringify({ paymentReceipt: true }))).body.kinds).toEqual(
      allOn.map((k) => (k.kind === 'invoiceDigest' ? { ...k, enabled: false } : k)),
    );
  });

  it.each([
    ['an empty change', '{}'],
    ['a kind that does not exist', '{"weeklyNewsletter":true}'],
    ['a value that is not true or false', '{"orderConfirmation":"yes"}'],
    ['not an object', '[true]'],
    ['a null', '{"orderConfirmation":null}'],
  ])('refuses %s with 400 and changes nothing', async (_what, body) => {
    const before = await get(customer);
    const res = await put(customer, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTruthy();
    expect(await get(customer)).toEqual(before);
  });

  it('refuses a kind that does not apply to the user with 422 and saves none of the change', async () => {
    const res = await put(consumer, JSON.stringify({ orderConfirmation: false, paymentReceipt: false }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(['These notifications do not apply to your account: paymentReceipt']);
    expect((await get(consumer)).kinds).toEqual([{ kind: 'orderConfirmation', enabled: true }]);
  });

  it('answers 401 without a token', async () => {
    expect((await put(null, '{"orderConfirmation":false}')).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/notifications', {})).statusCode).toBe(401);
  });
});
