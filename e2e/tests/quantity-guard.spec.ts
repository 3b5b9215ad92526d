import { join } from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { animationsDone, expect, requestToken, search, test, userForProject } from '../fixtures.ts';
import { expectNoAxeViolations } from '../axe-check.ts';
import { e2eNow } from '../clock.ts';

/*
 * Issue 36 item 8 (decision 425): a quantity above what is available, or far above the customer's
 * usual one, is asked about before it goes into the cart; cart lines show their stock.
 */

interface SellBy {
  unitOfMeasure: string;
  sellByMultiple: number;
  stockConversion: number;
}
interface Product {
  productKey: number;
  description: string;
  sellBys: SellBy[];
}
interface Usual {
  productKey: number;
  orders: number;
  unitOfMeasure: string | null;
  orderQuantity: number | null;
}

/** Buyers of their own per project: the guard's journeys change their carts. */
const buyers = { desktop: 'buyer.c10012', phone: 'buyer.c10013' };
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const shown = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/**
 * A product the buyer orders by the case with a usual quantity (two or more orders in the last 13
 * weeks), with more cases free than that usual quantity, and a description no other product
 * contains (so a search finds it alone).
 */
async function usualProductInStock(request: APIRequestContext, token: string) {
  const since = new Date(e2eNow().getTime() - 13 * 7 * 86_400_000).toISOString().slice(0, 10);
  const history = await request.get(`/api/history/products?startDate=${since}`, { headers: auth(token) });
  expect(history.status()).toBe(200);
  const keys = [...new Set(((await history.json()) as { productKey: number }[]).map((r) => r.productKey))].slice(
    0,
    500,
  );
  const usualRes = await request.post('/api/history/usual', {
    headers: auth(token),
    data: keys.map((productKey) => ({ productKey })),
  });
  expect(usualRes.status()).toBe(200);
  const usuals = ((await usualRes.json()) as Usual[]).filter(
    (u) => u.unitOfMeasure === 'CS' && u.orderQuantity !== null && Number.isInteger(u.orderQuantity),
  );
  const stockRes = await request.post('/api/product/uncommitted', {
    headers: auth(token),
    data: usuals.map((u) => ({ productKey: u.productKey })),
  });
  const stock = new Map(
    ((await stockRes.json()) as { productKey: number; uncommitted: number }[]).map((s) => [
      s.productKey,
      s.uncommitted,
    ]),
  );
  const descriptions: string[] = [];
  for (const offset of [0, 500, 1000]) {
    const page = await request.get(`/api/product/list?limit=500&offset=${offset}`, { headers: auth(token) });
    descriptions.push(
      ...((await page.json()) as { products: Product[] }).products.map((p) => p.description.toLowerCase()),
    );
  }
  for (const usual of usuals) {
    const res = await request.get(`/api/product/${usual.productKey}`, { headers: auth(token) });
    if (res.status() !== 200) continue;
    const product = (await res.json()) as Product;
    const cs = product.sellBys.find((s) => s.unitOfMeasure === 'CS');
    if (!cs || (usual.orderQuantity ?? 0) % cs.sellByMultiple !== 0) continue;
    const available = Math.floor((stock.get(usual.productKey) ?? 0) / cs.stockConversion);
    const name = product.description.toLowerCase();
    const alone = descriptions.filter((d) => d.includes(name)).length <= 1;
    if (alone && available > (usual.orderQuantity ?? 0) + 2) return { product, usual, available };
  }
  throw new Error('no product with a usual quantity by the case and stock beyond it');
}

/** Removes the product's lines from the buyer's cart, so the journey starts without them. */
async function withoutProduct(request: APIRequestContext, token: string, productKey: number) {
  const cart = await request.get('/api/cart', { headers: auth(token) });
  for (const line of ((await cart.json()) as { lines: { id: number; productKey: number }[] }).lines) {
    if (line.productKey === productKey)
      expect((await request.delete(`/api/cart/line/${line.id}`, { headers: auth(token) })).ok()).toBe(true);
  }
}

async function cartQuantities(request: APIRequestContext, token: string, productKey: number) {
  const cart = await request.get('/api/cart', { headers: auth(token) });
  return ((await cart.json()) as { lines: { productKey: number; quantity: { value: number } }[] }).lines
    .filter((l) => l.productKey === productKey)
    .map((l) => l.quantity.value);
}

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({
    path: join(import.meta.dirname, '..', 'screenshots', testInfo.project.name, `${name}.png`),
    animations: 'disabled',
  });

test.describe('the typo guard (issue 36 item 8)', () => {
  // In order on one worker: both tests order the same buyer's usual product, and one checks that
  // nothing reached the cart while the other adds to it.
  test.describe.configure({ mode: 'default', timeout: 120_000 });

  test('the product page asks before adding more than is available, with the stock and the usual quantity; cart lines show their stock', async ({
    page,
    request,
    signIn,
  }, testInfo) => {
    const username = userForProject(testInfo, buyers);
    const token = await requestToken(request, username);
    const { product, usual, available } = await usualProductInStock(request, token);
    await withoutProduct(request, token, product.productKey);

    await signIn.viaApi(username, {}, `/product/${product.productKey}`);
    await expect(page.getByRole('heading', { name: product.description, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Add To Cart' });
    const sellBy = dialog.getByRole('combobox', { name: 'Sell By U/M' });
    if ((await sellBy.textContent())?.trim() !== 'CS') {
      await sellBy.click();
      await page.getByRole('option', { name: /^CS\b/ }).click();
    }
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('99999999');
    await dialog.getByRole('button', { name: 'Add To Cart', exact: true }).click();

    const guard = page.getByRole('dialog', { name: 'Check Quantity' });
    await expect(guard).toContainText(`You are about to add 99,999,999 CS of ${product.description}.`);
    const facts = guard.getByRole('region', { name: product.description });
    await expect(facts).toContainText(`In stock${shown(available)} CS available`);
    await expect(facts).toContainText(
      `You usually order${shown(usual.orderQuantity ?? 0)} CS per order (${usual.orders} orders in the last 13 weeks)`,
    );
    await expect(guard.getByRole('button', { name: 'Change Quantity' })).toBeFocused();
    await animationsDone(page);
    await shot(page, testInfo, 'quantity-guard');
    await expectNoAxeViolations(page, 'Check Quantity dialog');

    await guard.getByRole('button', { name: 'Change Quantity' }).click();
    await expect(guard).toBeHidden();
    await expect(dialog).toBeVisible();
    expect(await cartQuantities(request, token, product.productKey)).toEqual([]);

    // The usual quantity goes in without a question.
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill(String(usual.orderQuantity));
    await dialog.getByRole('button', { name: 'Add To Cart', exact: true }).click();
    await expect(page.getByText(`Added "${product.description}" to the cart.`)).toBeVisible();
    await expect(guard).toHaveCount(0);
    expect(await cartQuantities(request, token, product.productKey)).toEqual([usual.orderQuantity]);

    await page.goto('/cart');
    const line = page.getByRole('listitem', { name: product.description });
    await expect(line.getByTestId('cart-line-stock')).toHaveText(`${shown(available)} CS available`);
    await shot(page, testInfo, 'cart-line-stock');
    await expectNoAxeViolations(page, 'cart with stock on its lines');
  });

  test('quick entry asks about a line above the stock before anything is added', async ({
    page,
    request,
    signIn,
  }, testInfo) => {
    const username = userForProject(testInfo, buyers);
    const token = await requestToken(request, username);
    const { product, available } = await usualProductInStock(request, token);
    await signIn.viaApi(username, {}, '/products');
    await page.getByRole('group', { name: 'Layout' }).getByRole('button', { name: 'Quick Entry', exact: true }).click();
    await search(page, testInfo, product.description);
    const before = await cartQuantities(request, token, product.productKey);
    await page.getByRole('combobox', { name: `Sell By U/M of ${product.description}` }).selectOption('CS');
    const quantity = page.getByRole('textbox', { name: `Quantity of ${product.description}` });
    await quantity.fill(String(available + 1));
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();

    const guard = page.getByRole('dialog', { name: 'Check Quantity' });
    await expect(guard).toContainText(`You are about to add ${shown(available + 1)} CS of ${product.description}.`);
    await expect(guard.getByRole('region', { name: product.description })).toContainText(
      `In stock${shown(available)} CS available`,
    );
    await guard.getByRole('button', { name: 'Change Quantity' }).click();
    await expect(guard).toBeHidden();
    // Nothing was sent; the row keeps what was typed, to be corrected.
    await expect(quantity).toHaveValue(String(available + 1));
    expect(await cartQuantities(request, token, product.productKey)).toEqual(before);
    await expect(page.getByRole('status').filter({ hasText: '1 entered' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
  });
});
