import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, shiptos } from '../src/db/schema/index.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';

let t: TestApp;
let dana: string;
let sales: string;
let c10001: number;
let c10003: number;
beforeAll(async () => {
  t = await createTestApp();
  dana = await signIn(t.app, 'demo.customer');
  sales = await signIn(t.app, 'demo.sales');
  const rows = await t.db.select({ id: customers.id, code: customers.customerCode }).from(customers);
  c10001 = rows.find((r) => r.code === 'C10001')!.id;
  c10003 = rows.find((r) => r.code === 'C10003')!.id;
});
afterAll(() => t.close());

const address = (extra: Record<string, unknown> = {}) => ({
  display: 'Pier 4 Pop-up',
  name: 'Riverside Bistro - Pier 4',
  address1: '4 Seaport Blvd',
  city: 'Boston',
  state: 'MA',
  zip: '02210',
  contact: 'Sam Ortiz',
  phone: '(617) 555-0100 12',
  deliveryTime: '6am - 9am',
  ...extra,
});

type Address = { key: string; isPrimary: boolean; display: string };

describe('business delivery addresses (ship-tos)', () => {
  it("lists the customer's ship-tos, primary (the default ship-to) first", async () => {
    const res = await call(t.app, 'GET', '/api/account/address', { token: dana });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Address[];
    expect(list).toHaveLength(4);
    expect(list[0]).toMatchObject({ key: '001', isPrimary: true, isValidZipCode: true, minimumOrderAmount: '0.00' });
    expect(list.slice(1).every((a) => !a.isPrimary)).toBe(true);
  });

  it('adds a ship-to with the next code, edits it and makes it primary', async () => {
    const added = await call(t.app, 'POST', '/api/account/address', { token: dana, payload: address() });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      key: '005',
      isPrimary: false,
      contact: 'Sam Ortiz',
      deliveryTime: '6am - 9am',
      phone: '(617) 555-0100 12',
    });
    const edited = await call(t.app, 'PUT', '/api/account/address/005', {
      token: dana,
      payload: address({ display: 'Pier 4' }),
    });
    expect(edited.json()).toMatchObject({ key: '005', display: 'Pier 4' });
    const primary = await call(t.app, 'PUT', '/api/account/address/005/primary', { token: dana });
    expect(primary.statusCode).toBe(200);
    expect((primary.json() as Address[])[0]).toMatchObject({ key: '005', isPrimary: true });
    // The default ship-to the rest of the storefront uses follows.
    expect((await call(t.app, 'GET', '/api/customer', { token: dana })).json().defaultShipto).toBe('005');
  });

  it('never deletes the primary or the last ship-to', async () => {
    const primary = await call(t.app, 'DELETE', '/api/account/address/005', { token: dana });
    expect(primary.statusCode).toBe(409);
    expect(primary.json().message).toBe('The primary address cannot be deleted');
    expect((await call(t.app, 'DELETE', '/api/account/address/002', { token: dana })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', '/api/account/address', { token: dana })).json()).toHaveLength(4);

    // A customer whose default ship-to is missing still keeps its last address.
    const buyer = await signIn(t.app, 'buyer.c10003');
    await t.db.update(customers).set({ defaultShiptoCode: null }).where(eq(customers.id, c10003));
    const codes = (await t.db.select({ code: shiptos.code }).from(shiptos).where(eq(shiptos.customerId, c10003))).map(
      (r) => r.code,
    );
    for (const code of codes.slice(1))
      expect((await call(t.app, 'DELETE', `/api/account/address/${code}`, { token: buyer })).statusCode).toBe(204);
    const last = await call(t.app, 'DELETE', `/api/account/address/${codes[0]}`, { token: buyer });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('The last address cannot be deleted');
  });

  it('applies the field rules', async () => {
    const res = await call(t.app, 'POST', '/api/account/address', {
      token: dana,
      payload: address({ zip: '2210', phone: '12' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(expect.arrayContaining(['zip: Must be valid Zip Code']));
  });

  it("never lets a customer read, change or delete another customer's ship-to", async () => {
    const buyer = await signIn(t.app, 'buyer.c10003');
    const theirs = (await call(t.app, 'GET', '/api/account/address', { token: buyer })).json() as Address[];
    const before = await t.db.select().from(shiptos).where(eq(shiptos.customerId, c10003));
    // Dana's calls name codes that exist at C10003 but act on C10001 only.
    const foreign = await call(t.app, 'GET', '/api/account/address', { token: dana, customerKey: c10003 });
    expect(foreign.statusCode).toBe(403);
    expect(
      (
        await call(t.app, 'PUT', `/api/account/address/${theirs[0]!.key}`, {
          token: dana,
          customerKey: c10003,
          payload: address(),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, 'DELETE', `/api/account/address/${theirs[0]!.key}`, { token: dana, customerKey: c10003 }))
        .statusCode,
    ).toBe(403);
    expect((await call(t.app, 'PUT', '/api/account/address/999/primary', { token: dana })).statusCode).toBe(404);
    expect(await t.db.select().from(shiptos).where(eq(shiptos.customerId, c10003))).toEqual(before);
  });

  it('lets a salesperson maintain an assigned customer only', async () => {
    const list = await call(t.app, 'GET', '/api/account/address', { token: sales, customerKey: c10001 });
    expect(list.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/account/address', { token: sales })).statusCode).toBe(400);
    const other = await signIn(t.app, 'sales.jlee');
    const res = await call(t.app, 'GET', '/api/account/address', { token: other, customerKey: c10001 });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CUSTOMER_NOT_ASSIGNED');
  });

  it('is closed to consumers', async () => {
    const consumer = await signIn(t.app, 'demo.consumer@example.com');
    expect((await call(t.app, 'GET', '/api/account/address', { token: consumer, customerKey: 0 })).statusCode).toBe(
      403,
    );
  });
});
