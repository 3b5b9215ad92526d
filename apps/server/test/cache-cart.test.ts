import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart, OrderResult } from '@provender/contract';
import { call, createPeerApp, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, setCustomerSetting, type CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { postHeader, setShipto, type As } from './helpers/checkout.ts';

/*
 * GET /api/cart is served from a process cache of its serialized answer (decision 290). App `a` is
 * one process with its cache clock in the test's hand; app `b` is a second process on the same
 * PostgreSQL database (none on PGlite). Both keep answers for ten minutes, far longer than anything
 * here waits, so whatever takes effect below took effect by a change notice, not by expiry. Each test
 * first has both processes answer the cart (and so keep it), then changes what the answer depends
 * on, then asks again: at once on the process that wrote, soon on the other.
 */
const TTL_MS = 10 * 60_000;
/** Contract prices are taken on the database's date; an answer is keyed by its quarter hour. */
const QUARTER_HOUR_MS = 15 * 60_000;
const onServer = Boolean(process.env['TEST_DATABASE_URL']);
let clockMs = Date.now();
let a: TestApp;
let b: TestApp | null;
let f: CatalogFixtures;
let customer: As;
let sales: string;

/** 2 CS chicken at C10001's contract 1.90/LB (= 152.00) and 12 EA cola at 0.4833 (= 5.80). */
const usualLines = () => [
  { productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 2, unitOfMeasure_Prc: 'LB' },
  { productKey: f.products.cola, unitOfMeasure: 'EA', orderQuantity: 12 },
];

beforeAll(async () => {
  a = await createTestApp({ cache: { ttlMs: TTL_MS, now: () => clockMs, settleEachRequest: false } });
  f = await insertCatalogFixtures(a.db);
  await setShipto(a.db, f.customerIds.C10001, '001', { deliveryDays: [1, 2, 3, 4, 5], state: 'MA' });
  b = await createPeerApp(a, { cache: { ttlMs: TTL_MS, now: Date.now, settleEachRequest: false } });
  customer = { token: await signIn(a.app, 'demo.customer') };
  sales = await signIn(a.app, 'demo.sales');
});
afterAll(async () => {
  await b?.close();
  await a.close();
});

beforeEach(async () => {
  await call(a.app, 'DELETE', '/api/cart', customer);
  const filled = await call(a.app, 'POST', '/api/cart/lines', {
    ...customer,
    query: { confirmQuantity: 'true' },
    payload: usualLines(),
  });
  expect(filled.json(), filled.body).toMatchObject({ isSuccess: true });
});

async function cartOn(app: TestApp, as: As = customer): Promise<Cart> {
  const res = await call(app.app, 'GET', '/api/cart', as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Retries the check until it passes: another process hears of a change a moment after the commit. */
async function eventually(check: () => Promise<void>, timeoutMs = 2000): Promise<void> {
  await vi.waitFor(check, { timeout: timeoutMs, interval: 20 });
}

/**
 * Both processes answer the cart now and keep it: `a` at once, `b` once the notices of the
 * preparation (beforeEach) reached it. Answers the cart as it stands.
 */
async function warm(as: As = customer): Promise<Cart> {
  const here = await cartOn(a, as);
  if (b) await eventually(async () => expect(await cartOn(b!, as)).toEqual(here));
  expect(await cartOn(a, as)).toEqual(here);
  return here;
}

/** After a write through this process's API: `a` answers it on the next request, `b` soon. */
async function seenAfterApiWrite(check: (cart: Cart) => void, as: As = customer) {
  check(await cartOn(a, as));
  if (b) await eventually(async () => check(await cartOn(b!, as)));
}

/** After a change made with SQL beside the application: PGlite announces it before the statement returns. */
async function seenAfterSqlChange(check: (cart: Cart) => void, as: As = customer) {
  if (onServer) await eventually(async () => check(await cartOn(a, as)));
  else check(await cartOn(a, as));
  if (b) await eventually(async () => check(await cartOn(b!, as)));
}

/** A change the triggers do not announce: what a lost notification looks like. */
async function unannounced(statement: SQL) {
  await a.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

/** Moves the caches' clock forward to `offsetMs` past the next quarter hour (a negative offset: before it). */
function moveClockNearQuarterHour(offsetMs: number) {
  clockMs = Math.ceil((clockMs + Math.abs(offsetMs) + 1) / QUARTER_HOUR_MS) * QUARTER_HOUR_MS + offsetMs;
}

const lineOf = (cart: Cart, productKey: number) => cart.lines.find((l) => l.productKey === productKey);
const quantities = (cart: Cart) => cart.lines.map((l) => [l.productKey, l.quantity.value, l.quantity.unit]);

describe('a warm cart', () => {
  it('is answered without reading the cart until a notice or the TTL', async () => {
    // The TTL runs out within one quarter hour of the date.
    moveClockNearQuarterHour(1000);
    const before = await warm();
    expect(lineOf(before, f.products.chicken)?.quantity.value).toBe(2);
    await unannounced(sql`update cart_lines set quantity = 5 where product_id = ${f.products.chicken}
      and cart_id = (select id from carts where customer_id = ${f.customerIds.C10001}
        and user_id = (select id from users where username = 'demo.customer'))`);
    // No notice came: the kept answer is sent, byte for byte the one computed.
    expect(await cartOn(a)).toEqual(before);
    clockMs += TTL_MS - 1;
    expect(await cartOn(a)).toEqual(before);
    clockMs += 1;
    expect(lineOf(await cartOn(a), f.products.chicken)?.quantity.value).toBe(5);
  });

  it('is taken again when the quarter hour of the date contract prices are taken on changes', async () => {
    moveClockNearQuarterHour(-1000);
    await warm();
    await unannounced(sql`update cart_lines set quantity = 7 where product_id = ${f.products.chicken}
      and cart_id = (select id from carts where customer_id = ${f.customerIds.C10001}
        and user_id = (select id from users where username = 'demo.customer'))`);
    expect(lineOf(await cartOn(a), f.products.chicken)?.quantity.value).toBe(2);
    // Two seconds later, far within the TTL: only the new quarter hour has the answer taken again.
    clockMs += 2000;
    expect(lineOf(await cartOn(a), f.products.chicken)?.quantity.value).toBe(7);
  });
});

describe('cart writes', () => {
  it('adding a line', async () => {
    await warm();
    const added = await call(a.app, 'POST', '/api/cart/line', {
      ...customer,
      payload: { id: -1, productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    await seenAfterApiWrite((cart) => expect(lineOf(cart, f.products.chicken)?.quantity.value).toBe(3));
  });

  it('adding several lines (quick entry, order guides)', async () => {
    await warm();
    const added = await call(a.app, 'POST', '/api/cart/lines', {
      ...customer,
      payload: [{ productKey: f.products.cola, unitOfMeasure: 'CS', orderQuantity: 4 }],
    });
    expect(added.json(), added.body).toMatchObject({ isSuccess: true });
    await seenAfterApiWrite((cart) =>
      expect(quantities(cart)).toEqual([
        [f.products.chicken, 2, 'CS'],
        [f.products.cola, 12, 'EA'],
        [f.products.cola, 4, 'CS'],
      ]),
    );
  });

  it('editing a line', async () => {
    const line = lineOf(await warm(), f.products.cola)!;
    const edited = await call(a.app, 'POST', `/api/cart/line/${line.id}`, {
      ...customer,
      payload: { id: line.id, productKey: f.products.cola, unitOfMeasure: 'EA', orderQuantity: 18 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await seenAfterApiWrite((cart) => {
      expect(lineOf(cart, f.products.cola)?.quantity.value).toBe(18);
      expect(lineOf(cart, f.products.cola)?.extension).toBe(8.7);
    });
  });

  it('deleting a line', async () => {
    const line = lineOf(await warm(), f.products.cola)!;
    expect((await call(a.app, 'DELETE', `/api/cart/line/${line.id}`, customer)).statusCode).toBe(204);
    await seenAfterApiWrite((cart) => expect(quantities(cart)).toEqual([[f.products.chicken, 2, 'CS']]));
  });

  it('emptying the cart', async () => {
    await warm();
    expect((await call(a.app, 'DELETE', '/api/cart', customer)).statusCode).toBe(204);
    await seenAfterApiWrite((cart) => expect(cart.lines).toEqual([]));
  });

  it('storing the header (the Delivery step)', async () => {
    expect((await warm()).header.customer_PO).toBe('');
    await postHeader(a.app, customer, { customerShipToCode: '001', customer_PO: 'PO-CACHE-1' });
    await seenAfterApiWrite((cart) => {
      expect(cart.header.customer_PO).toBe('PO-CACHE-1');
      expect(cart.header.customerShipToCode).toBe('001');
    });
  });

  it('submitting the order empties the cart; reordering it fills the cart again', async () => {
    await postHeader(a.app, customer, { customerShipToCode: '001', customer_PO: 'PO-CACHE-2', deliveryDate: null });
    expect((await warm()).header.customer_PO).toBe('PO-CACHE-2');
    const submitted = await call(a.app, 'POST', '/api/cart/submit', customer);
    expect(submitted.statusCode, submitted.body).toBe(200);
    await seenAfterApiWrite((cart) => {
      expect(cart.lines).toEqual([]);
      expect(cart.header.customer_PO).toBe('');
    });

    const { orderNumber } = submitted.json() as OrderResult;
    const reordered = await call(a.app, 'POST', `/api/history/orders/${orderNumber}/reorder`, customer);
    expect(reordered.statusCode, reordered.body).toBe(200);
    await seenAfterApiWrite((cart) =>
      expect(quantities(cart)).toEqual([
        [f.products.chicken, 2, 'CS'],
        [f.products.cola, 12, 'EA'],
      ]),
    );
  });

  it("a salesperson's cart for a customer is theirs: writes to it leave the customer's buyer's cart as it was", async () => {
    const asSales: As = { token: sales, customerKey: f.customerIds.C10001 };
    await call(a.app, 'DELETE', '/api/cart', asSales);
    const buyers = await warm();
    expect((await warm(asSales)).lines).toEqual([]);
    const added = await call(a.app, 'POST', '/api/cart/line', {
      ...asSales,
      payload: { id: -1, productKey: f.products.cola, unitOfMeasure: 'CS', orderQuantity: 3 },
    });
    expect(added.statusCode, added.body).toBe(200);
    await seenAfterApiWrite((cart) => expect(quantities(cart)).toEqual([[f.products.cola, 3, 'CS']]), asSales);
    expect(await cartOn(a)).toEqual(buyers);
    if (b) expect(await cartOn(b)).toEqual(buyers);
    await call(a.app, 'DELETE', '/api/cart', asSales);
  });

  it('a line written with SQL by another program', async () => {
    await warm();
    await a.db.execute(sql`update cart_lines set product_text1 = 'left at the back door'
      where product_id = ${f.products.cola} and cart_id = (select id from carts where customer_id = ${f.customerIds.C10001}
        and user_id = (select id from users where username = 'demo.customer'))`);
    await seenAfterSqlChange((cart) =>
      expect(lineOf(cart, f.products.cola)?.productText1).toBe('left at the back door'),
    );
  });

  it('a header written with SQL by another program', async () => {
    await warm();
    await a.db.execute(sql`update carts set notes = 'ring twice' where customer_id = ${f.customerIds.C10001}
      and user_id = (select id from users where username = 'demo.customer')`);
    await seenAfterSqlChange((cart) => expect(cart.header.notes).toBe('ring twice'));
  });
});

describe('what else decides the answer', () => {
  it('a change of base price', async () => {
    expect(lineOf(await warm(), f.products.cola)?.unitPrice.factor).toBe(0.4833);
    await a.db.execute(sql`update products set base_price = base_price * 2 where id = ${f.products.cola}`);
    try {
      // 24.68 a case at 6 % off = 23.1992, a twenty-fourth of it 0.9666 an each.
      await seenAfterSqlChange((cart) => expect(lineOf(cart, f.products.cola)?.unitPrice.factor).toBe(0.9666));
    } finally {
      await a.db.execute(sql`update products set base_price = base_price / 2 where id = ${f.products.cola}`);
    }
  });

  it("a change of the customer's price level", async () => {
    expect(lineOf(await warm(), f.products.cola)?.unitPrice.factor).toBe(0.4833);
    await a.db.execute(sql`update customers set price_level = 0 where id = ${f.customerIds.C10001}`);
    try {
      // List price: 12.34 a case, 0.5142 an each.
      await seenAfterSqlChange((cart) => expect(lineOf(cart, f.products.cola)?.unitPrice.factor).toBe(0.5142));
    } finally {
      await a.db.execute(sql`update customers set price_level = 2 where id = ${f.customerIds.C10001}`);
    }
  });

  it('a new contract price', async () => {
    expect(lineOf(await warm(), f.products.cola)?.unitPrice.factor).toBe(0.4833);
    await a.db.execute(sql`insert into contract_prices (customer_id, product_id, price, effective_from)
      values (${f.customerIds.C10001}, ${f.products.cola}, 2.4, current_date - 1)`);
    try {
      await seenAfterSqlChange((cart) => expect(lineOf(cart, f.products.cola)?.unitPrice.factor).toBe(0.1));
    } finally {
      await a.db.execute(sql`delete from contract_prices where customer_id = ${f.customerIds.C10001}
        and product_id = ${f.products.cola}`);
    }
  });

  it("a product's description", async () => {
    await warm();
    await a.db.execute(sql`update products set description = 'Quokka Cola Zero' where id = ${f.products.cola}`);
    try {
      await seenAfterSqlChange((cart) =>
        expect(lineOf(cart, f.products.cola)?.product.description).toBe('Quokka Cola Zero'),
      );
    } finally {
      await a.db.execute(sql`update products set description = 'Quokka Cola 12 oz Can' where id = ${f.products.cola}`);
    }
  });

  it("the customer's assortment: a category excluded", async () => {
    expect(lineOf(await warm(), f.products.cola)?.isAvailable).toBe(true);
    await a.db.execute(sql`insert into customer_excluded_categories (customer_id, category_code)
      values (${f.customerIds.C10001}, 'TC2')`);
    try {
      await seenAfterSqlChange((cart) => {
        expect(lineOf(cart, f.products.cola)?.isAvailable).toBe(false);
        expect(cart.messages).toContain('Quokka Cola 12 oz Can (TST-002) is no longer available.');
      });
    } finally {
      await a.db.execute(sql`delete from customer_excluded_categories where customer_id = ${f.customerIds.C10001}
        and category_code = 'TC2'`);
    }
  });

  it('a product taken off sale', async () => {
    expect(lineOf(await warm(), f.products.chicken)?.isAvailable).toBe(true);
    await a.db.execute(sql`update products set is_active = false where id = ${f.products.chicken}`);
    try {
      await seenAfterSqlChange((cart) => expect(lineOf(cart, f.products.chicken)?.isAvailable).toBe(false));
    } finally {
      await a.db.execute(sql`update products set is_active = true where id = ${f.products.chicken}`);
    }
  });

  it('the hidePricing setting', async () => {
    expect(lineOf(await warm(), f.products.chicken)?.extension).toBe(152);
    await setCustomerSetting(a.db, f.customerIds.C10001, 'hidePricing', true);
    try {
      await seenAfterSqlChange((cart) => {
        expect(lineOf(cart, f.products.chicken)?.unitPrice.factor).toBeNull();
        expect(lineOf(cart, f.products.chicken)?.extension).toBeNull();
      });
    } finally {
      await setCustomerSetting(a.db, f.customerIds.C10001, 'hidePricing', undefined);
    }
    await seenAfterSqlChange((cart) => expect(lineOf(cart, f.products.chicken)?.extension).toBe(152));
  });
});
