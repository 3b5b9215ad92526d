import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartHeaderState, DeliveryDates } from '@provender/contract';
import { addDays, formatUsDate, isoWeekday, zonedDateTime } from '@provender/rules';
import { customers, holidays, orders, shiptos } from '../src/db/schema/index.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, setCustomerSetting, type CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { fillCart, postHeader, setShipto, type As } from './helpers/checkout.ts';

let t: TestApp;
let f: CatalogFixtures;
let customer: As;
let consumer: As;
let consumerPickup: As;
let otherCustomerShipto: string;

const weekdays = [1, 2, 3, 4, 5];
const todayInNewYork = () => zonedDateTime(new Date(), 'America/New_York').date;

beforeAll(async () => {
  t = await createTestApp();
  f = await insertCatalogFixtures(t.db);
  const [customerToken, consumerToken] = await Promise.all([
    signIn(t.app, 'demo.customer'),
    signIn(t.app, 'demo.consumer@example.com'),
  ]);
  customer = { token: customerToken };
  consumer = { token: consumerToken, shipMethod: 'delivery' };
  consumerPickup = { token: consumerToken, shipMethod: 'pickup' };
  await setShipto(t.db, f.customerIds.C10001, '001', { deliveryDays: weekdays, state: 'MA' });
  otherCustomerShipto = 'X99';
  await t.db
    .insert(shiptos)
    .values({ customerId: f.customerIds.C10002, code: otherCustomerShipto, name: 'Not yours', deliveryDays: weekdays });
});
afterAll(() => t.close());

async function getHeader(as: As): Promise<CartHeaderState> {
  const res = await call(t.app, 'GET', '/api/cart/header', as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function getDates(as: As, shipto?: string): Promise<DeliveryDates> {
  const res = await call(t.app, 'GET', '/api/cart/date', { ...as, ...(shipto ? { query: { shipto } } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const cleanHeader = {
  customerShipToCode: '001',
  customer_PO: '',
  specialInstruction1: '',
  specialInstruction2: '',
  notes: '',
  deliveryDate: null,
};

describe('cart header', () => {
  beforeEach(async () => {
    await call(t.app, 'POST', '/api/cart/header', { ...customer, payload: cleanHeader });
  });

  it('fills in the default ship-to and answers valid when nothing is missing', async () => {
    await call(t.app, 'POST', '/api/cart/header', { ...customer, payload: { customerShipToCode: null } });
    const header = await getHeader(customer);
    expect(header).toMatchObject({ customerShipToCode: '001', customer_PO: '', isValid: true, message: '' });
  });

  it('clears a chosen ship-to on null or an empty code, so the default applies again', async () => {
    for (const cleared of [null, '', '  ']) {
      expect((await postHeader(t.app, customer, { customerShipToCode: '002' })).customerShipToCode).toBe('002');
      expect((await postHeader(t.app, customer, { customer_PO: 'kept' })).customerShipToCode).toBe('002');
      expect((await postHeader(t.app, customer, { customerShipToCode: cleared })).customerShipToCode).toBe('001');
      expect((await getHeader(customer)).customerShipToCode).toBe('001');
    }
  });

  it('stores what was sent and keeps fields that were not', async () => {
    await postHeader(t.app, customer, {
      customer_PO: ' PO-7781 ',
      specialInstruction1: 'Back door',
      notes: 'Ring twice',
    });
    const header = await postHeader(t.app, customer, { specialInstruction2: 'Before 10' });
    expect(header).toMatchObject({
      customer_PO: 'PO-7781',
      specialInstruction1: 'Back door',
      specialInstruction2: 'Before 10',
      notes: 'Ring twice',
      isValid: true,
    });
    expect((await call(t.app, 'GET', '/api/cart', customer)).json().header.customer_PO).toBe('PO-7781');
  });

  it('keeps an invalid header but says what is wrong, one line per problem', async () => {
    const header = await postHeader(t.app, customer, {
      customer_PO: 'P'.repeat(21),
      specialInstruction1: 'x'.repeat(51),
      specialInstruction2: 'y'.repeat(51),
    });
    expect(header.isValid).toBe(false);
    expect(header.message.split('\n')).toEqual([
      'Customer P.O. must be at most 20 characters',
      'Special Instruction 1 must be at most 50 characters',
      'Special Instruction 2 must be at most 50 characters',
    ]);
    expect(header.customer_PO).toBe('P'.repeat(21));
  });

  it("requires a P.O. when the customer requires one, and prefills the customer's default P.O.", async () => {
    await t.db.update(customers).set({ requiredPo: true }).where(eq(customers.id, f.customerIds.C10001));
    try {
      expect((await getHeader(customer)).message).toBe('Customer P.O. is required');
      await t.db.update(customers).set({ defaultPo: 'STANDING' }).where(eq(customers.id, f.customerIds.C10001));
      expect(await getHeader(customer)).toMatchObject({ customer_PO: 'STANDING', isValid: true });
    } finally {
      await t.db
        .update(customers)
        .set({ requiredPo: false, defaultPo: '' })
        .where(eq(customers.id, f.customerIds.C10001));
    }
  });

  it("refuses another customer's ship-to", async () => {
    const header = await postHeader(t.app, customer, { customerShipToCode: otherCustomerShipto });
    expect(header).toMatchObject({ isValid: false, message: `Ship-to ${otherCustomerShipto} was not found` });
  });

  it('accepts a valid delivery date and refuses one the route does not serve', async () => {
    const { dates, earliestDate } = await getDates(customer, '001');
    const valid = dates[1] ?? '';
    expect(await postHeader(t.app, customer, { deliveryDate: valid })).toMatchObject({
      deliveryDate: valid,
      isValid: true,
    });
    const sunday = dates.map((d) => addDays(d, 7 - isoWeekday(d))).find((d) => d > todayInNewYork()) ?? '';
    const refused = await postHeader(t.app, customer, { deliveryDate: sunday });
    expect(refused.isValid).toBe(false);
    expect(refused.message).toBe(
      `Delivery date ${formatUsDate(sunday)} is not available. The earliest delivery date is ${formatUsDate(earliestDate ?? '')}.`,
    );
    const yesterday = addDays(todayInNewYork(), -1);
    expect((await postHeader(t.app, customer, { deliveryDate: yesterday })).isValid).toBe(false);
  });

  it('requires a delivery date when the setting says so', async () => {
    await setCustomerSetting(t.db, f.customerIds.C10001, 'checkoutRequireDeliveryDate', true);
    try {
      expect(await getHeader(customer)).toMatchObject({ isValid: false, message: 'Delivery date is required' });
    } finally {
      await setCustomerSetting(t.db, f.customerIds.C10001, 'checkoutRequireDeliveryDate', undefined);
    }
  });

  it('answers 400 for malformed fields and unknown ones', async () => {
    for (const payload of [
      { deliveryDate: '2026-13-01' },
      { deliveryDate: '01/05/2026' },
      { customer_PO: 'P'.repeat(201) },
      { price: 1 },
      { addressId: -1 },
    ]) {
      const res = await call(t.app, 'POST', '/api/cart/header', { ...customer, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
  });

  it("gives consumers their primary address, requires their P.O. and refuses someone else's address", async () => {
    await fillCart(t.app, consumer, [{ productKey: f.products.cola, unitOfMeasure: 'CS', orderQuantity: 1 }]);
    const header = await getHeader(consumer);
    expect(header.addressId).toEqual(expect.any(Number));
    expect(header.customerShipToCode).toBeNull();
    expect(header.message).toBe('Customer P.O. is required');
    const withPo = await postHeader(t.app, consumer, { customer_PO: 'Weekend BBQ' });
    expect(withPo.isValid).toBe(true);
    const foreign = await postHeader(t.app, consumer, { addressId: 2_000_000 });
    expect(foreign).toMatchObject({ isValid: false, message: 'Delivery address was not found' });
    const pickup = await getHeader(consumerPickup);
    expect(pickup).toMatchObject({ addressId: null, isValid: true });
  });

  it('is closed to guests and to salespeople who have not chosen a customer', async () => {
    expect((await call(t.app, 'GET', '/api/cart/header')).statusCode).toBe(401);
    const sales = await signIn(t.app, 'demo.sales');
    expect((await call(t.app, 'GET', '/api/cart/header', { token: sales })).statusCode).toBe(400);
  });
});

describe('delivery dates', () => {
  const shipto = 'T01';
  beforeAll(async () => {
    await t.db.insert(shiptos).values({
      customerId: f.customerIds.C10001,
      code: shipto,
      name: 'Test Kitchen',
      state: 'MA',
      deliveryDays: weekdays,
    });
  });
  afterEach(async () => {
    await setCustomerSetting(t.db, f.customerIds.C10001, 'orderLeadDays', undefined);
    await setCustomerSetting(t.db, f.customerIds.C10001, 'orderCutoffTime', undefined);
  });

  it('are route days after the cut-off, never holidays, earliest first, with the cut-off of the earliest', async () => {
    const result = await getDates(customer, shipto);
    const today = todayInNewYork();
    const holidayRows = new Set((await t.db.select().from(holidays)).map((h) => h.day));
    expect(result.dates.length).toBeGreaterThan(30);
    expect([...result.dates].sort()).toEqual(result.dates);
    for (const date of result.dates) {
      expect(date > today, date).toBe(true);
      expect(holidayRows.has(date), date).toBe(false);
      expect(isoWeekday(date), date).not.toBe(7);
    }
    expect(result.earliestDate).toBe(result.dates[0]);
    expect(result.cutoff).toMatchObject({ time: '16:00', timeZone: 'America/New_York' });
    expect((result.cutoff?.date ?? '') < (result.earliestDate ?? '')).toBe(true);
    expect(result.defaultDate).toBeNull();
  });

  it('move a delivery that falls on a holiday to the next working day', async () => {
    const before = await getDates(customer, shipto);
    // A route day whose next calendar day is also a delivery date, whatever week the run falls in
    // (in Thanksgiving week the day after a Wednesday is a holiday, not a working day).
    const target =
      before.dates.find((d, i) => i > 0 && isoWeekday(d) <= 4 && before.dates.includes(addDays(d, 1))) ?? '';
    expect(target).not.toBe('');
    await t.db.insert(holidays).values({ day: target, name: 'Warehouse inventory day' });
    try {
      const after = await getDates(customer, shipto);
      expect(after.dates).not.toContain(target);
      expect(after.dates).toContain(addDays(target, 1));
    } finally {
      await t.db.delete(holidays).where(eq(holidays.day, target));
    }
  });

  it('follow the cut-off settings: same day until the cut-off time, none after it', async () => {
    await t.db
      .update(shiptos)
      .set({ deliveryDays: [1, 2, 3, 4, 5, 6, 7] })
      .where(and(eq(shiptos.customerId, f.customerIds.C10001), eq(shiptos.code, shipto)));
    await setCustomerSetting(t.db, f.customerIds.C10001, 'orderLeadDays', 0);
    await setCustomerSetting(t.db, f.customerIds.C10001, 'orderCutoffTime', '23:59');
    const today = todayInNewYork();
    const open = await getDates(customer, shipto);
    const holidayRows = new Set((await t.db.select().from(holidays)).map((h) => h.day));
    if (!holidayRows.has(today) && isoWeekday(today) !== 7) expect(open.earliestDate).toBe(today);
    await setCustomerSetting(t.db, f.customerIds.C10001, 'orderCutoffTime', '00:00');
    const closed = await getDates(customer, shipto);
    expect(closed.dates).not.toContain(today);
    await t.db
      .update(shiptos)
      .set({ deliveryDays: weekdays })
      .where(and(eq(shiptos.customerId, f.customerIds.C10001), eq(shiptos.code, shipto)));
  });

  it('default to the first date on the weekday the ship-to usually receives', async () => {
    const today = todayInNewYork();
    const wednesdays = [1, 2, 3].map((weeks) => {
      const d = addDays(today, -7 * weeks);
      return addDays(d, 3 - isoWeekday(d));
    });
    await t.db.insert(orders).values(
      wednesdays.map((deliveryDate, i) => ({
        orderNumber: `T-USUAL-${i}`,
        customerId: f.customerIds.C10001,
        shiptoCode: shipto,
        deliveryDate,
        status: 'Invoiced',
        lineTotal: '10.00',
        total: '10.00',
      })),
    );
    const result = await getDates(customer, shipto);
    expect(result.defaultDate).toBe(result.dates.find((d) => isoWeekday(d) === 3));
  });

  it('are empty for a ship-to without route days, and 404 for a ship-to that is not the customer’s', async () => {
    await t.db
      .insert(shiptos)
      .values({ customerId: f.customerIds.C10001, code: 'T02', name: 'No route', deliveryDays: [] });
    expect(await getDates(customer, 'T02')).toEqual({ defaultDate: null, earliestDate: null, dates: [], cutoff: null });
    const res = await call(t.app, 'GET', '/api/cart/date', { ...customer, query: { shipto: otherCustomerShipto } });
    expect(res.statusCode).toBe(404);
  });

  it("use the header's ship-to when none is named, and the ship method's days for consumers", async () => {
    await postHeader(t.app, customer, { customerShipToCode: shipto });
    expect((await getDates(customer)).dates).toEqual((await getDates(customer, shipto)).dates);
    const pickup = await getDates(consumerPickup);
    expect(pickup.dates.some((d) => isoWeekday(d) === 6)).toBe(true);
    const delivery = await getDates(consumer);
    expect(delivery.dates.every((d) => isoWeekday(d) <= 6)).toBe(true);
    expect((await call(t.app, 'GET', '/api/cart/date', { token: consumer.token })).statusCode).toBe(400);
  });
});
