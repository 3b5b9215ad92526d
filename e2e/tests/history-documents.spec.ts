import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { demoUsers, expect, isPhone, requestToken, test, userForProject } from '../fixtures.ts';

const screenshotDir = (testInfo: TestInfo) => {
  const dir = join(import.meta.dirname, '..', 'screenshots', testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  return dir;
};

/** Saves a PDF answer, renders its first page to PNG with pdftoppm and answers its text (pdftotext). */
async function keepPdf(request: APIRequestContext, token: string, url: string, name: string, testInfo: TestInfo) {
  const res = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), url).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const file = join(screenshotDir(testInfo), `${name}.pdf`);
  writeFileSync(file, await res.body());
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', file, file.replace(/\.pdf$/, '')]);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

// PDFs are built on a shared, busy machine: give each journey room.
test.describe.configure({ timeout: 180_000 });
const slow = { timeout: 45_000 };

/** Clicks a document button and checks the viewer tab it opens. */
async function openInTab(page: Page, click: () => Promise<void>, documentId: string) {
  const popup = page.waitForEvent('popup');
  await click();
  const tab = await popup;
  await expect(tab).toHaveURL(new RegExp(`/doc/${documentId}$`), slow);
  await expect(tab.locator('iframe')).toBeAttached();
  await tab.close();
}

test.describe('order history', () => {
  test('a buyer finds an order by number, opens its confirmation and reorders it', async ({
    page,
    request,
    signIn,
  }, testInfo) => {
    // A buyer of their own per project: Reorder changes the cart.
    const username = userForProject(testInfo, { desktop: 'buyer.c10007', phone: 'buyer.c10008' });
    const token = await requestToken(request, username);
    const auth = { authorization: `Bearer ${token}` };
    const orders = (await (await request.get('/api/history/orders', { headers: auth })).json()) as {
      orderNumber: string;
      status: string;
    }[];
    const order = orders.find((o) => o.status === 'Invoiced');
    if (!order) throw new Error(`${username} has no invoiced order`);
    await request.delete('/api/cart', { headers: auth });

    await signIn.viaApi(username, {}, '/history/orders');
    await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible(slow);
    await page.getByLabel('Order Number').fill(order.orderNumber);
    const documents = page.getByRole('button', { name: `Documents of order ${order.orderNumber}` });
    await expect(documents).toHaveCount(1, slow);
    if (isPhone(testInfo)) await expect(page.getByRole('table')).toHaveCount(0);
    else await expect(page.getByRole('columnheader', { name: 'Delivery Date' })).toBeVisible();
    await page.screenshot({ path: join(screenshotDir(testInfo), 'order-history.png') });

    await documents.click();
    const dialog = page.getByRole('dialog', { name: 'Order Documents' });
    await expect(dialog.getByRole('button', { name: 'Invoice' })).toBeVisible();
    await page.screenshot({ path: join(screenshotDir(testInfo), 'order-documents-dialog.png') });
    await openInTab(
      page,
      () => dialog.getByRole('button', { name: 'Confirmation' }).click(),
      `order-${order.orderNumber}-confirmation`,
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    const text = await keepPdf(
      request,
      token,
      `/api/documents/order/${order.orderNumber}/confirmation`,
      'order-confirmation',
      testInfo,
    );
    expect(text).toContain(order.orderNumber);

    await page.getByRole('button', { name: `Reorder order ${order.orderNumber}` }).click();
    const reorder = page.getByRole('dialog', { name: `Reorder ${order.orderNumber}` });
    await expect(
      reorder.getByText(new RegExp(`lines? of order ${order.orderNumber} added to your cart`)),
    ).toBeVisible();
    await page.screenshot({ path: join(screenshotDir(testInfo), 'reorder-dialog.png') });
    const cart = (await (await request.get('/api/cart', { headers: auth })).json()) as { lines: unknown[] };
    expect(cart.lines.length).toBeGreaterThan(0);
    await reorder.getByRole('link', { name: 'View Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('product history shows invoiced lines that link to their products', async ({ page, signIn }, testInfo) => {
    await signIn.viaApi(demoUsers.customer, {}, '/history/products');
    await expect(page.getByRole('heading', { name: 'Product History' })).toBeVisible(slow);
    const link = page.getByRole('link', { name: /^\d+$/ }).first();
    await expect(link).toBeVisible(slow);
    await page.screenshot({ path: join(screenshotDir(testInfo), 'product-history.png') });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/product\/\d+$/);
    if (!isPhone(testInfo)) await expect(page.getByRole('columnheader', { name: 'Price' })).toBeVisible();
    await page.getByRole('main').getByLabel('Search').fill('no product is called this');
    await expect(page.getByText('No Results')).toBeVisible();
  });
});

test.describe('documents', () => {
  test('a buyer opens the price list for an effective date and the quote sheet for a day of the week', async ({
    page,
    request,
    signIn,
  }, testInfo) => {
    const token = await requestToken(request, demoUsers.customer);
    await signIn.viaApi(demoUsers.customer, {}, '/documents');
    await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible(slow);
    for (const title of ['Current Statement', 'Product List', 'Price List', 'Quote Sheet', 'Order Guide List']) {
      await expect(page.getByRole('region', { name: title })).toBeVisible();
    }
    await page.screenshot({ path: join(screenshotDir(testInfo), 'documents.png'), fullPage: true });

    const priceList = page.getByRole('region', { name: 'Price List' });
    const effective = priceList.getByRole('group', { name: 'Effective Date' });
    await effective.click();
    await page.keyboard.type('06012026');
    await openInTab(page, () => priceList.getByRole('button', { name: 'Open Report' }).click(), 'pricelist-2026-06-01');
    await expect(priceList.getByRole('button', { name: 'Open Report' })).toHaveAttribute('data-state', 'Loaded');
    const prices = await keepPdf(
      request,
      token,
      '/api/reports/pricelist?effectiveDate=2026-06-01',
      'price-list',
      testInfo,
    );
    expect(prices).toMatch(/Effective Date:\s+06\/01\/2026/);
    expect(prices).toMatch(/Page 1 of \d+/);

    // A day the customer takes deliveries on: the weekday of its latest delivered order.
    const orders = (await (
      await request.get('/api/history/orders', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { status: string; deliveryDate: string | null }[];
    const delivered = orders.find((o) => o.status === 'Invoiced' && o.deliveryDate);
    if (!delivered?.deliveryDate) throw new Error('demo.customer has no delivered order');
    const dayOfWeek = new Date(`${delivered.deliveryDate}T12:00:00Z`).getUTCDay() + 1;
    const dayName = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][dayOfWeek - 1]!;

    const quote = page.getByRole('region', { name: 'Quote Sheet' });
    await quote.getByRole('combobox', { name: 'Day of Week' }).click();
    await page.getByRole('option', { name: dayName }).click();
    await openInTab(page, () => quote.getByRole('button', { name: 'Open Report' }).click(), `quotesheet-${dayOfWeek}`);
    const sheet = await keepPdf(
      request,
      token,
      `/api/reports/quotesheet?dayOfWeek=${dayOfWeek}`,
      'quote-sheet',
      testInfo,
    );
    expect(sheet).toMatch(new RegExp(`Delivery Day:\\s+${dayName}`));
  });

  test("a product's spec sheet opens from the product page", async ({ page, request, signIn }) => {
    const token = await requestToken(request, demoUsers.customer);
    const headers = { authorization: `Bearer ${token}` };
    // The demo spec sheets belong to products demo.customer buys, which its order guides hold.
    const guides = (await (await request.get('/api/orderguide', { headers })).json()) as {
      products: { productKey: number }[];
    }[];
    let found: { productKey: number; scanDocuments: { key: string; name: string }[] } | null = null;
    for (const productKey of new Set(guides.flatMap((g) => g.products.map((p) => p.productKey)))) {
      const product = (await (await request.get(`/api/product/${productKey}`, { headers })).json()) as {
        productKey: number;
        scanDocuments: { key: string; name: string }[];
      };
      if (product.scanDocuments.length > 0) {
        found = product;
        break;
      }
    }
    if (!found) throw new Error("none of demo.customer's products carries a spec sheet");
    const scan = found.scanDocuments[0]!;
    await signIn.viaApi(demoUsers.customer, {}, `/product/${found.productKey}`);
    const documents = page.getByRole('region', { name: 'Documents' });
    await expect(documents).toBeVisible(slow);
    const button = documents.getByRole('button', { name: scan.name });
    await openInTab(page, () => button.click(), `product-${found.productKey}-scan-${scan.key}`);
    await expect(button).toHaveAttribute('data-state', 'Loaded');
  });

  test("a report with nothing to print says 'No report data'", async ({ page, request, signIn }, testInfo) => {
    // Every buyer's Order Guide List prints at least the Standard guide (decision 172), so the empty
    // report is demo.customer's quote sheet for a day of the week it never takes deliveries on.
    const token = await requestToken(request, demoUsers.customer);
    const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    let empty: number | null = null;
    for (let day = 1; day <= 7 && empty === null; day++) {
      const res = await request.get(`/api/reports/quotesheet?dayOfWeek=${day}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.status() === 204) empty = day;
    }
    if (empty === null) throw new Error('demo.customer takes deliveries on every day of the week');
    await signIn.viaApi(demoUsers.customer, {}, '/documents');
    const quote = page.getByRole('region', { name: 'Quote Sheet' });
    await expect(quote).toBeVisible(slow);
    await quote.getByRole('combobox', { name: 'Day of Week' }).click();
    await page.getByRole('option', { name: days[empty - 1]! }).click();
    const popup = page.waitForEvent('popup');
    await quote.getByRole('button', { name: 'Open Report' }).click();
    const tab = await popup;
    // The blank tab closes again and the page says why (notifications are upper case, spec 02 section 8).
    await expect.poll(() => tab.isClosed(), slow).toBe(true);
    await expect(page.getByText(/^No report data$/i)).toBeVisible(slow);
    await expect(page.getByText(/No report found/i)).toHaveCount(0);
    await page.screenshot({ path: join(screenshotDir(testInfo), 'no-report-data.png') });
  });
});
