import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';

let t: TestApp;
let consumer: string;
beforeAll(async () => {
  t = await createTestApp();
  consumer = await signIn(t.app, 'demo.consumer@example.com');
});
afterAll(() => t.close());

const save = (payload: Record<string, unknown>, token = consumer) =>
  call(t.app, 'POST', '/api/consumer', { token, customerKey: 0, payload });

describe('GET and POST /api/consumer', () => {
  it("answers the consumer's preferences", async () => {
    const res = await call(t.app, 'GET', '/api/consumer', { token: consumer, customerKey: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: 'demo.consumer@example.com',
      company: '',
      phone: '(617) 555-0142',
      emailOption: true,
    });
  });

  it('saves when the confirmed e-mail is the account’s, whatever its case, and formats the phone', async () => {
    const res = await save({
      email: 'Demo.Consumer@EXAMPLE.com',
      company: 'Ellis Events',
      phone: '6175550177',
      emailOption: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: 'demo.consumer@example.com',
      company: 'Ellis Events',
      phone: '(617) 555-0177',
      emailOption: false,
    });
    expect((await call(t.app, 'GET', '/api/consumer', { token: consumer })).json().company).toBe('Ellis Events');
  });

  it("answers 'Preferences not updated.' when the e-mail does not match, and changes nothing", async () => {
    const res = await save({ email: 'someone.else@example.com', company: 'Hijack', phone: '', emailOption: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Preferences not updated.');
    expect((await call(t.app, 'GET', '/api/consumer', { token: consumer })).json().company).toBe('Ellis Events');
  });

  it('checks company, phone and e-mail', async () => {
    const base = { email: 'demo.consumer@example.com', company: '', phone: '', emailOption: true };
    const long = await save({ ...base, company: 'x'.repeat(41) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual(['company: Company must be at most 40 characters']);
    const phone = await save({ ...base, phone: '555-0134' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors).toEqual(['Phone number format (###) ###-#### Ext ######']);
    const email = await save({ ...base, email: 'not-an-email' });
    expect(email.statusCode).toBe(400);
    expect((await save({ ...base, email: '' })).statusCode).toBe(400);
    expect((await save({ ...base, name: 'extra field' })).statusCode).toBe(400);
    expect((await save({ ...base, phone: '(617) 555-0134 123456' })).statusCode).toBe(200);
  });

  it('is for consumers only', async () => {
    const customer = await signIn(t.app, 'demo.customer');
    expect((await call(t.app, 'GET', '/api/consumer', { token: customer })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/consumer')).statusCode).toBe(401);
  });
});
