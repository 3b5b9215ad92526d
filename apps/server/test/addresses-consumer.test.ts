import { and, asc, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONSUMERS } from '../src/db/demo-data/accounts.ts';
import { consumerAddresses, deliveryZipRequests, menuEntries, siteSettings, users } from '../src/db/schema/index.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';

let t: TestApp;
let jordan: string;
let other: string;
let otherCustomerId: number;
beforeAll(async () => {
  t = await createTestApp();
  jordan = await signIn(t.app, 'demo.consumer@example.com');
  // The first generated consumer: verified, and without addresses of its own (the named demo
  // consumers have seeded addresses or are unverified).
  const [row] = await t.db
    .select({ username: users.username, customerId: users.customerId })
    .from(users)
    .where(and(eq(users.kind, 'consumer'), notInArray(users.username, DEMO_CONSUMERS)))
    .orderBy(asc(users.id))
    .limit(1);
  other = await signIn(t.app, row!.username);
  otherCustomerId = row!.customerId!;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: Record<string, unknown>) =>
  call(t.app, method, url, { token, customerKey: 0, ...(payload ? { payload } : {}) });

const address = (extra: Record<string, unknown> = {}) => ({
  display: 'Lake House',
  name: 'Jordan Ellis',
  address1: '12 Shore Rd',
  address2: '',
  city: 'Cambridge',
  state: 'ma',
  zip: '02139',
  county: 'Middlesex',
  phone: '6175550123',
  ...extra,
});

describe('consumer delivery addresses', () => {
  it('lists the primary first with zip validity and minimum order from the delivery zones', async () => {
    const res = await api('GET', '/api/consumer/address', jordan);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((a: { display: string }) => a.display)).toEqual(['Home', 'Studio']);
    expect(list[0]).toMatchObject({
      isPrimary: true,
      key: list[0].id,
      zip: '02118',
      isValidZipCode: true,
      minimumOrderAmount: '0.00',
      contact: '',
      deliveryTime: '',
    });
    expect(list[1]).toMatchObject({
      isPrimary: false,
      zip: '01970',
      isValidZipCode: true,
      minimumOrderAmount: '40.00',
    });
  });

  it('adds, edits and makes primary, normalising state, zip and phone', async () => {
    const added = await api('POST', '/api/consumer/address', jordan, address({ zip: '02139-4307' }));
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      display: 'Lake House',
      state: 'MA',
      zip: '02139-4307',
      phone: '(617) 555-0123',
      isPrimary: false,
      minimumOrderAmount: '30.00',
      isValidZipCode: true,
    });
    const key = added.json().key as number;

    const edited = await api(
      'POST',
      `/api/consumer/address/${key}`,
      jordan,
      address({ display: 'Cottage', zip: '06103', isPrimary: true }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      display: 'Cottage',
      isPrimary: true,
      isValidZipCode: false,
      minimumOrderAmount: '0.00',
    });
    const list = (await api('GET', '/api/consumer/address', jordan)).json();
    expect(list.map((a: { display: string; isPrimary: boolean }) => [a.display, a.isPrimary])).toEqual([
      ['Cottage', true],
      ['Home', false],
      ['Studio', false],
    ]);
    // Back to Home as primary for the other tests.
    const home = list.find((a: { display: string }) => a.display === 'Home');
    const { display, name, address1, address2, city, state, zip, county, phone } = home;
    expect(
      (
        await api('POST', `/api/consumer/address/${home.key}`, jordan, {
          display,
          name,
          address1,
          address2,
          city,
          state,
          zip,
          county,
          phone,
          isPrimary: true,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers every field rule with the form’s message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ display: '' }, 'display: Display Name is a required field'],
      [{ display: 'x'.repeat(26) }, 'display: Display Name must be at most 25 characters'],
      [{ name: '' }, 'name: Name is a required field'],
      [{ name: 'x'.repeat(41) }, 'name: Name must be at most 40 characters'],
      [{ address1: 'x'.repeat(41) }, 'address1: Address Line 1 must be at most 40 characters'],
      [{ address2: 'x'.repeat(41) }, 'address2: Address Line 2 must be at most 40 characters'],
      [{ city: 'x'.repeat(21) }, 'city: City must be at most 20 characters'],
      [{ state: 'MAS' }, 'state: State must be at most 2 characters'],
      [{ zip: '1234' }, 'zip: Must be valid Zip Code'],
      [{ zip: '12345-12345' }, 'zip: Must be valid Zip Code'],
      [{ zip: 'ABCDE' }, 'zip: Must be valid Zip Code'],
      [{ phone: '555-0123' }, 'phone: Phone number format (###) ###-#### Ext ######'],
      [{ phone: '(617) 555-0123 1234567' }, 'phone: Phone number format (###) ###-#### Ext ######'],
      [{ deliveryTime: 'x'.repeat(17) }, 'deliveryTime: Delivery Time must be at most 16 characters'],
      [{ contact: 'x'.repeat(26) }, 'contact: Contact must be at most 25 characters'],
    ];
    for (const [change, message] of cases) {
      const res = await api('POST', '/api/consumer/address', jordan, address(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors).toContain(message);
    }
    expect((await api('POST', '/api/consumer/address', jordan, address({ zip: 'k1a0b1' }))).json().zip).toBe('K1A 0B1');
    expect((await api('POST', '/api/consumer/address', jordan, { ...address(), unknownField: 1 })).statusCode).toBe(
      400,
    );
  });

  it('never deletes the primary or the last address', async () => {
    const list = (await api('GET', '/api/consumer/address', jordan)).json() as { key: number; isPrimary: boolean }[];
    const primary = list.find((a) => a.isPrimary)!;
    const res = await api('DELETE', `/api/consumer/address/${primary.key}`, jordan);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The primary address cannot be deleted');
    for (const a of list.filter((x) => !x.isPrimary))
      expect((await api('DELETE', `/api/consumer/address/${a.key}`, jordan)).statusCode).toBe(204);
    expect((await api('GET', '/api/consumer/address', jordan)).json()).toHaveLength(1);
    expect((await api('DELETE', `/api/consumer/address/${primary.key}`, jordan)).statusCode).toBe(409);
    // Deleted addresses stay for old orders but are gone for the consumer.
    const stored = await t.db
      .select()
      .from(consumerAddresses)
      .where(eq(consumerAddresses.id, list.find((x) => !x.isPrimary)!.key));
    expect(stored[0]?.deletedAt).not.toBeNull();
    expect(
      (await api('POST', `/api/consumer/address/${list.find((x) => !x.isPrimary)!.key}`, jordan, address())).statusCode,
    ).toBe(404);
  });

  it("never lets one consumer read, change or delete another's address", async () => {
    const mine = (await api('POST', '/api/consumer/address', other, address({ display: 'Private' }))).json();
    expect(mine.isPrimary).toBe(true);
    expect(
      (await api('GET', '/api/consumer/address', jordan))
        .json()
        .some((a: { display: string }) => a.display === 'Private'),
    ).toBe(false);
    const update = await api(
      'POST',
      `/api/consumer/address/${mine.key}`,
      jordan,
      address({ display: 'Hijacked', isPrimary: true }),
    );
    expect(update.statusCode).toBe(404);
    expect((await api('DELETE', `/api/consumer/address/${mine.key}`, jordan)).statusCode).toBe(404);
    const [row] = await t.db.select().from(consumerAddresses).where(eq(consumerAddresses.id, mine.key));
    expect(row).toMatchObject({ display: 'Private', customerId: otherCustomerId, isPrimary: true, deletedAt: null });
    // The customer key header cannot point at another account either.
    const header = await call(t.app, 'GET', '/api/consumer/address', { token: jordan, customerKey: otherCustomerId });
    expect(header.statusCode).toBe(403);
  });

  it('logs a zip the consumer proceeds with although it is not delivered to', async () => {
    expect((await api('POST', '/api/consumer/address/log/06103', jordan)).statusCode).toBe(204);
    const rows = await t.db.select().from(deliveryZipRequests).where(eq(deliveryZipRequests.zip, '06103'));
    expect(rows).toHaveLength(1);
  });

  it('reports every zip as served, with no minimum, while the zip restriction is off', async () => {
    await t.db.update(siteSettings).set({ value: false }).where(eq(siteSettings.key, 'zipCodeRestrictionFlag'));
    try {
      const list = (await api('GET', '/api/consumer/address', other)).json();
      expect(
        list.every(
          (a: { isValidZipCode: boolean; minimumOrderAmount: string }) =>
            a.isValidZipCode && a.minimumOrderAmount === '0.00',
        ),
      ).toBe(true);
    } finally {
      await t.db.update(siteSettings).set({ value: true }).where(eq(siteSettings.key, 'zipCodeRestrictionFlag'));
    }
  });

  it('is closed to business users and when ShipToMaintenance is locked', async () => {
    const customer = await signIn(t.app, 'demo.customer');
    expect((await call(t.app, 'GET', '/api/consumer/address', { token: customer })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/consumer/address')).statusCode).toBe(401);
    await t.db
      .update(menuEntries)
      .set({ isLocked: true })
      .where(and(eq(menuEntries.key, 'ShipToMaintenance'), eq(menuEntries.userType, 'consumer')));
    try {
      const res = await api('GET', '/api/consumer/address', jordan);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('MENU_LOCKED');
    } finally {
      await t.db
        .update(menuEntries)
        .set({ isLocked: false })
        .where(and(eq(menuEntries.key, 'ShipToMaintenance'), eq(menuEntries.userType, 'consumer')));
    }
  });
});
