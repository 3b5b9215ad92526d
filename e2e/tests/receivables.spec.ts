import { join } from 'node:path';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { demoUsers, expect, isPhone, requestToken, test } from '../fixtures.ts';

/** Spec 02 texts, word for word. */
const texts = {
  receipt: 'Payment Receipt',
  failed: 'Payment Failed',
  declined: 'The card was declined. Do not honor',
  routingMismatch: 'Routing Numbers do not match',
} as const;

interface OpenItem {
  arCode: string;
  recordType: number;
  type: string;
  reference: string;
  balance: number;
}
interface DetailLine {
  arCode: string;
  recordType: number;
  invoiceDate: string;
  balance: number;
  reference: string;
  remarks: string;
  orderNumber: string | null;
  scanDocuments: { key: string; name: string }[];
}
interface BillTo {
  name: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The buyers whose open items a project may pay: desktop and phone never pay the same customer's. */
const payersByProject: Record<string, string[]> = {
  desktop: [
    demoUsers.customer,
    'buyer.c10004',
    'buyer.c10007',
    'buyer.c10009',
    'buyer.c10012',
    'buyer.c10014',
    'buyer.c10016',
  ],
  phone: [
    'buyer.c10003',
    'buyer.c10005',
    'buyer.c10008',
    'buyer.c10010',
    'buyer.c10011',
    'buyer.c10013',
    'buyer.c10015',
  ],
};

/** A buyer with three open invoices and an open credit (a credit memo where one is open), and those items. */
async function payerWithCredit(request: APIRequestContext, testInfo: TestInfo) {
  const candidates = [];
  for (const username of payersByProject[testInfo.project.name] ?? []) {
    const token = await requestToken(request, username);
    const res = await request.get('/api/account/openar', { headers: auth(token) });
    if (res.status() !== 200) continue;
    candidates.push({ username, token, items: (await res.json()) as OpenItem[] });
  }
  for (const creditType of [6, 8, 7])
    for (const { username, token, items } of candidates) {
      const invoices = items.filter((i) => i.recordType === 1).sort((a, b) => b.balance - a.balance);
      const memo = items.find((i) => i.recordType === creditType);
      if (invoices.length >= 3 && memo)
        return { username, token, invoices: invoices.slice(0, 2), memo, spare: invoices[2] as OpenItem };
    }
  throw new Error('no demo buyer has two open invoices and an open credit memo');
}

/** A buyer of this project with an open invoice (the failing-payment tests pay nothing, so any will do). */
async function payerWithOpenInvoice(request: APIRequestContext, testInfo: TestInfo) {
  for (const username of payersByProject[testInfo.project.name] ?? []) {
    const token = await requestToken(request, username);
    const res = await request.get('/api/account/openar', { headers: auth(token) });
    if (res.status() !== 200) continue;
    const spare = ((await res.json()) as OpenItem[]).find((i) => i.recordType === 1);
    if (spare) return { username, token, spare };
  }
  throw new Error('no demo buyer has an open invoice');
}

const cents = (n: number) => Math.round(n * 100);
const money = (n: number) =>
  `${n < 0 ? '-' : ''}$${(Math.abs(cents(n)) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

async function fillBilling(page: Page) {
  await page.getByLabel('Name', { exact: false }).first().fill('Dana Whitfield');
  await page.getByLabel('Address Line 1').fill('12 Commercial St');
  await page.getByLabel('City').fill('Boston');
  await page.getByLabel('State').fill('MA');
  await page.getByLabel('ZIP Code').fill('02109');
}

async function openPayment(
  page: Page,
  signIn: { viaApi: (u: string, c: object, p: string) => Promise<void> },
  username: string,
) {
  await signIn.viaApi(username, {}, '/account/payment');
  await expect(page.getByRole('heading', { name: 'Make Payment' })).toBeVisible();
  await expect(page).toHaveURL(/#started=true$/);
}

async function toMethodStep(page: Page, items: OpenItem[]) {
  for (const item of items) await page.getByRole('checkbox', { name: `Pay ${item.type} ${item.reference}` }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('payment-amount')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Payment method' })).toBeVisible();
}

// Each journey loads and pays through several screens on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

test.describe('Make Payment', () => {
  test('pays two invoices and applies a credit memo by test card, then shows the receipt', async ({
    page,
    signIn,
    request,
  }, testInfo) => {
    const { username, token, invoices, memo } = await payerWithCredit(request, testInfo);
    await openPayment(page, signIn, username);
    const total = invoices.reduce((s, i) => s + cents(i.balance), 0) + cents(memo.balance);
    await toMethodStep(page, [...invoices, memo]);
    await expect(page.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
    await page.getByLabel('Card Number').fill('4111 1111 1111 1111');
    await page.getByLabel('Expiration Date (MMYY)').fill('1230');
    await page.getByLabel('CVV').fill('123');
    await fillBilling(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('payment-amount')).toHaveText(money(total / 100));
    await expect(page.getByText('Pay with Credit Card ending in 1111')).toBeVisible();
    await page.getByRole('button', { name: 'Submit Payment' }).click();
    await expect(page.getByRole('heading', { name: texts.receipt })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Receipt' })).toBeVisible();
    const after = (await (await request.get('/api/account/openar', { headers: auth(token) })).json()) as OpenItem[];
    for (const paid of [...invoices, memo]) expect(after.some((i) => i.arCode === paid.arCode)).toBe(false);
  });

  test('a declined card shows Payment Failed and pays nothing', async ({ page, signIn, request }, testInfo) => {
    const { username, token, spare } = await payerWithOpenInvoice(request, testInfo);
    const summary = await request.get('/api/account/summary', { headers: auth(token) });
    const billTo = ((await summary.json()) as { billTo: BillTo }).billTo;
    await openPayment(page, signIn, username);
    await toMethodStep(page, [spare]);
    // The billing address starts as the customer's bill-to, and stays editable and validated.
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(billTo.name);
    await expect(page.getByLabel('Address Line 1')).toHaveValue(billTo.address1);
    await expect(page.getByLabel('City')).toHaveValue(billTo.city);
    await expect(page.getByLabel('State')).toHaveValue(billTo.state);
    await expect(page.getByLabel('ZIP Code')).toHaveValue(billTo.zip);
    await page.getByLabel('Card Number').fill('4000000000000002');
    await page.getByLabel('Expiration Date (MMYY)').fill('1230');
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('City').fill('');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('City is a required field').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Payment' })).toHaveCount(0);
    await fillBilling(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Submit Payment' }).click();
    await expect(page.getByRole('heading', { name: texts.failed })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: texts.declined }).first()).toBeVisible();
    const after = (await (await request.get('/api/account/openar', { headers: auth(token) })).json()) as OpenItem[];
    expect(after.find((i) => i.arCode === spare.arCode)?.balance).toBe(spare.balance);
  });

  test('an eCheck with mismatched routing numbers is refused inline', async ({ page, signIn, request }, testInfo) => {
    const { username, spare } = await payerWithOpenInvoice(request, testInfo);
    await openPayment(page, signIn, username);
    await toMethodStep(page, [spare]);
    await page.getByRole('radio', { name: 'eCheck' }).check();
    await page.getByRole('textbox', { name: 'Routing Number', exact: true }).fill('011000015');
    await page.getByRole('textbox', { name: 'Re-enter Routing Number' }).fill('011000028');
    await page.getByRole('textbox', { name: 'Account Number', exact: true }).fill('987654321');
    await page.getByRole('textbox', { name: 'Re-enter Account Number' }).fill('987654321');
    await fillBilling(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(texts.routingMismatch).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Payment' })).toHaveCount(0);
  });
});

test.describe('Account pages', () => {
  test('Account Details filtered by dates and searched; running balance agrees with the API', async ({
    page,
    signIn,
    request,
  }, testInfo) => {
    const token = await requestToken(request, demoUsers.customer);
    const all = (await (await request.get('/api/account/detail', { headers: auth(token) })).json()) as DetailLine[];
    const newest = all.at(-1)?.invoiceDate ?? '';
    const start = `${String(Number(newest.slice(0, 4)) - 1)}${newest.slice(4)}`;
    const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
    await signIn.viaApi(demoUsers.customer, {}, '/account/details');
    await expect(page.getByRole('heading', { name: 'Account Details' })).toBeVisible();
    for (const [label, iso] of [
      ['Start Date', start],
      ['End Date', newest],
    ] as const) {
      await page.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Month' }).click();
      await page.keyboard.type(us(iso).replace(/\//g, ''));
    }
    const res = await request.get(`/api/account/detail?startDate=${start}&endDate=${newest}`, { headers: auth(token) });
    const lines = (await res.json()) as DetailLine[];
    expect(lines.length).toBeGreaterThan(5);
    // Running balance from the oldest line of the whole account, credits subtracting (decision 421).
    let running = 0;
    const expected = new Map<string, number>();
    for (const line of all) expected.set(line.arCode, (running += cents(line.balance)));
    await expect(page.locator('[data-testid^="detail-"]')).toHaveCount(lines.length);
    for (const line of lines.slice(-3)) {
      const row = page.getByTestId(`detail-${line.arCode}`);
      await expect(row.getByTestId('running')).toHaveText(money((expected.get(line.arCode) ?? 0) / 100));
    }
    const remark = lines.find((l) => l.remarks.includes('Credit'))?.remarks ?? 'Credit';
    const words = remark
      .split(/\s+/)
      .filter((w) => w.length > 3)
      .slice(0, 2);
    await page.getByLabel('Search reference and remarks').fill(words.join(' ').toUpperCase());
    const matching = lines.filter((l) =>
      words.every((w) => `${l.reference} ${l.remarks}`.toLowerCase().includes(w.toLowerCase())),
    );
    expect(matching.length).toBeGreaterThan(0);
    await expect(page.locator('[data-testid^="detail-"]')).toHaveCount(matching.length);
    if (isPhone(testInfo)) await expect(page.getByRole('table')).toHaveCount(0);
    else await expect(page.getByRole('table', { name: 'Account details' })).toBeVisible();
  });

  test("Account Details shows an invoice's scan documents as document buttons", async ({ page, signIn, request }) => {
    const token = await requestToken(request, demoUsers.customer);
    const all = (await (await request.get('/api/account/detail', { headers: auth(token) })).json()) as DetailLine[];
    const line = all.findLast((l) => l.recordType === 1 && l.scanDocuments.length > 0);
    if (!line?.orderNumber) throw new Error('demo.customer has no invoice whose order has scan documents');
    const scan = line.scanDocuments[0]!;
    await signIn.viaApi(demoUsers.customer, {}, '/account/details');
    await expect(page.getByRole('heading', { name: 'Account Details' })).toBeVisible();
    await page.getByLabel('Search reference and remarks').fill(line.reference);
    const row = page.getByTestId(`detail-${line.arCode}`);
    await expect(row.getByRole('button', { name: 'Invoice' })).toBeVisible();
    for (const s of line.scanDocuments) await expect(row.getByRole('button', { name: s.name })).toBeVisible();
    const popup = page.waitForEvent('popup');
    await row.getByRole('button', { name: scan.name }).click();
    const tab = await popup;
    await expect(tab).toHaveURL(new RegExp(`/doc/order-${line.orderNumber}-scan-${scan.key}$`), { timeout: 30_000 });
    await expect(tab.locator('iframe')).toBeAttached();
    await tab.close();
    await expect(row.getByRole('button', { name: scan.name })).toHaveAttribute('data-state', 'Loaded');
    // Another customer's buyer cannot open it.
    const other = await requestToken(request, 'buyer.c10004');
    const res = await request.get(`/api/documents/order/${line.orderNumber}/scan/${scan.key}`, {
      headers: auth(other),
    });
    expect(res.status()).toBe(404);
  });

  test('Account Details keeps every column, Documents included, in view at 1280 and 1366 px and on phones', async ({
    page,
    signIn,
  }, testInfo) => {
    await signIn.viaApi(demoUsers.customer, {}, '/account/details');
    // demo.customer's latest invoice carries the longest document names (Delivery Ticket, Proof of Delivery).
    const row = page
      .locator('[data-testid^="detail-"]')
      .filter({ has: page.getByRole('button', { name: 'Proof of Delivery' }) })
      .filter({ has: page.getByRole('button', { name: 'Invoice', exact: true }) })
      .first();
    const inside = async (inner: Locator, outer: { x: number; width: number }, what: string) => {
      const box = await inner.boundingBox();
      expect(box, what).not.toBeNull();
      expect(box!.x, what).toBeGreaterThanOrEqual(outer.x - 0.5);
      expect(box!.x + box!.width, what).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
    };
    const widths = isPhone(testInfo) ? [375] : [1280, 1366];
    // Two years of lines: on a busy shared machine the first render can take a while.
    await expect(row).toBeVisible({ timeout: 45_000 });
    for (const width of widths) {
      await page.setViewportSize({ width, height: isPhone(testInfo) ? 812 : 800 });
      await expect(row.getByRole('button', { name: 'Invoice' })).toBeVisible();
      const viewport = { x: 0, width };
      const buttons = row.getByRole('button');
      expect(await buttons.count()).toBeGreaterThanOrEqual(3);
      if (!isPhone(testInfo)) {
        const table = page.getByRole('table', { name: 'Account details' });
        const tableBox = (await table.boundingBox())!;
        // The table is not wider than its scroll container: nothing is scrolled out of sight.
        const container = page.locator('.MuiTableContainer-root');
        const [scrollWidth, clientWidth] = await container.evaluate((el) => [el.scrollWidth, el.clientWidth]);
        expect(scrollWidth, `table width at ${width} px`).toBeLessThanOrEqual(clientWidth!);
        await inside(table, viewport, `table at ${width} px`);
        await inside(
          page.getByRole('columnheader', { name: 'Documents' }),
          tableBox,
          `Documents heading at ${width} px`,
        );
        for (const button of await buttons.all()) await inside(button, tableBox, `document button at ${width} px`);
        for (const name of ['Reference', 'Invoice Date', 'Due Date', 'Age', 'Initial', 'Balance', 'Running', 'Remarks'])
          await inside(page.getByRole('columnheader', { name }), tableBox, `${name} at ${width} px`);
      }
      for (const button of await buttons.all()) await inside(button, viewport, `document button at ${width} px`);
      await page.screenshot({
        path: join(import.meta.dirname, '..', 'screenshots', testInfo.project.name, `account-details-${width}.png`),
        animations: 'disabled',
      });
    }
  });

  test('Account Summary shows the three cards with figures that reconcile', async ({ page, signIn }) => {
    await signIn.viaApi(demoUsers.customer, {}, '/account/summary');
    await expect(page.getByRole('region', { name: 'Financial Data' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Credit Info' })).toContainText('Available Credit');
    await expect(page.getByRole('region', { name: 'Financial Data' })).toContainText('Over 90');
  });

  test('consumers are sent home from all three pages', async ({ page, signIn }) => {
    await signIn.viaApi(demoUsers.consumer, { shipMethod: 'pickup' }, '/account/summary');
    await expect(page).toHaveURL('/');
    for (const path of ['/account/details', '/account/payment']) {
      await page.goto(path);
      await expect(page).toHaveURL('/');
    }
  });
});
