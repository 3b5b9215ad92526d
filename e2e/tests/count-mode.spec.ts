import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, requestToken, test, userForProject } from '../fixtures.ts';

/*
 * Count mode (issue 34 items 1, 2 and 5): par levels, On Hand in any unit of the product, the
 * suggested order in the guide's sell-by unit, Add to Cart, and counting without a connection.
 * A salesperson of their own per project acts for their second customer (the first one's cart is
 * the order guide spec's), so the two projects never share a cart or a count.
 */
const users = { desktop: 'sales.jlee', phone: 'sales.mrossi' };
// The tests of a project share one acting customer, its cart and its cart header (the current ship-to): in order.
test.describe.configure({ mode: 'default' });
const offlineText = 'Offline — your counts are saved on this device';

const picture = (testInfo: TestInfo, name: string) => {
  const dir = join(import.meta.dirname, '..', 'screenshots', testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  return join(dir, name);
};

interface Unit {
  unitOfMeasure: string;
  stockConversion: number;
  sellByMultiple?: number;
}
interface CatalogProduct {
  productKey: number;
  description: string;
  sellBys: Required<Unit>[];
  priceBys: Unit[];
}

/** The acting customer, a clean cart, and two products: one sold by a case of more than 5 eaches, one sold singly. */
async function setUp(request: APIRequestContext, testInfo: TestInfo, guide: string) {
  const username = userForProject(testInfo, users);
  const token = await requestToken(request, username);
  const list = await request.get('/api/customer/list', { headers: { authorization: `Bearer ${token}` } });
  expect(list.status()).toBe(200);
  const customer = ((await list.json()) as { customerKey: number; customerCode: string }[])[1];
  if (!customer) throw new Error(`${username} has fewer than two customers`);
  const headers = { authorization: `Bearer ${token}`, 'x-customer-key': String(customer.customerKey) };
  expect((await request.delete('/api/cart', { headers })).status()).toBe(204);
  const res = await request.get('/api/product/list?limit=500', { headers });
  expect(res.status()).toBe(200);
  const catalog = ((await res.json()) as { products: CatalogProduct[] }).products;
  const eachOf = (p: CatalogProduct) => [...p.sellBys, ...p.priceBys].find((u) => u.unitOfMeasure === 'EA');
  const cased = catalog.find((p) => {
    const cs = p.sellBys.find((s) => s.unitOfMeasure === 'CS');
    return cs && cs.sellByMultiple === 1 && cs.stockConversion >= 6 && eachOf(p)?.stockConversion === 1;
  });
  const single = catalog.find(
    (p) => p !== cased && p.sellBys.some((s) => s.unitOfMeasure === 'CS' && s.sellByMultiple === 1),
  );
  if (!cased || !single) throw new Error('the demo catalog has no product sold by the case and counted in eaches');
  await request.delete(`/api/orderguide/${encodeURIComponent(guide)}`, { headers });
  const created = await request.post(`/api/orderguide/${encodeURIComponent(guide)}`, {
    headers,
    data: {
      name: guide,
      lines: [
        { productKey: cased.productKey, orderQuantity: 1, unitOfMeasure: 'CS' },
        { productKey: single.productKey, orderQuantity: 1, unitOfMeasure: 'CS' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return { username, customerCode: customer.customerCode, headers, cased, single };
}

const countPath = (guide: string) => `/order-guide/count#og=${encodeURIComponent(guide)}`;
const card = (page: Page, description: string) => page.getByRole('listitem', { name: description });

test('count a guide: one line counted in EA against a par in CS, Add to Cart, the cart holds the suggested cases', async ({
  page,
  request,
  signIn,
}, testInfo) => {
  const guide = `Count ${testInfo.project.name === 'phone' ? 'P' : 'D'}`;
  const { username, customerCode, headers, cased, single } = await setUp(request, testInfo, guide);
  // The second line's par is set through the API: 2 CS, and 2 CS will be on the shelf.
  const par = await request.post(`/api/orderguide/${encodeURIComponent(guide)}/pars`, {
    headers,
    data: { lines: [{ productKey: single.productKey, quantity: 2, unitOfMeasure: 'CS' }] },
  });
  expect(par.status(), await par.text()).toBe(200);

  // From the viewer: Count & Order.
  await signIn.viaApi(username, { customerCode }, `/order-guide#og=${encodeURIComponent(guide)}`);
  await expect(page.getByRole('link', { name: 'Count & Order' })).toBeVisible();
  await page.screenshot({ path: picture(testInfo, 'order-guide-count-and-order.png') });
  await page.getByRole('link', { name: 'Count & Order' }).click();
  await expect(page.getByRole('heading', { name: `Count: ${guide}` })).toBeVisible();

  // Par 6 CS for the cased product, set in count mode.
  const first = card(page, cased.description);
  await first.getByRole('button', { name: /^Set par/ }).click();
  const dialog = page.getByRole('dialog', { name: `Par: ${cased.description}` });
  await dialog.getByLabel('Par', { exact: true }).fill('6');
  await dialog.getByRole('button', { name: 'CS', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save Par' }).click();
  await expect(dialog).toBeHidden();
  await expect(first.getByRole('button', { name: /^Par 6 CS/ })).toBeVisible();

  // 5 EA on the shelf: 6 cases less 5 eaches is short of 6 cases by less than one, so 6 CS.
  const onHand = first.getByLabel(`On Hand, ${cased.description}`);
  await expect(onHand).toHaveAttribute('inputmode', 'decimal');
  await onHand.fill('5');
  await first.getByRole('button', { name: 'EA', exact: true }).click();
  await expect(first.getByLabel(`Order (CS), ${cased.description}`)).toHaveValue('6');
  const second = card(page, single.description);
  await second.getByLabel(`On Hand, ${single.description}`).fill('2');
  await expect(second.getByLabel(`Order (CS), ${single.description}`)).toHaveValue('0');
  await expect(page.getByRole('button', { name: 'Add to Cart (1)' })).toBeEnabled();
  await page.screenshot({ path: picture(testInfo, 'count-mode.png') });

  // The count is on the server (kept as a draft) before it is added.
  await expect
    .poll(async () => {
      const res = await request.get(`/api/orderguide/${encodeURIComponent(guide)}/count`, { headers });
      const body = (await res.json()) as {
        lines: { productKey: number; onHand: number | null; onHandUnit: string; suggested: number | null }[];
      };
      return body.lines.find((l) => l.productKey === cased.productKey);
    })
    .toMatchObject({ onHand: 5, onHandUnit: 'EA', suggested: 6 });

  await page.getByRole('button', { name: 'Add to Cart (1)' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Added 1 line to the cart.')).toBeVisible();
  const cart = await request.get('/api/cart', { headers });
  const lines = ((await cart.json()) as { lines: { productKey: number; quantity: { value: number; unit: string } }[] })
    .lines;
  expect(lines.map((l) => [l.productKey, l.quantity.value, l.quantity.unit])).toEqual([[cased.productKey, 6, 'CS']]);
  await expect(page.getByText(cased.description).first()).toBeVisible();
  await page.screenshot({ path: picture(testInfo, 'count-mode-cart.png') });
});

test('count offline: the count stays on the device through a reload and arrives when the connection returns', async ({
  page,
  context,
  request,
  signIn,
}, testInfo) => {
  const guide = `Offline ${testInfo.project.name === 'phone' ? 'P' : 'D'}`;
  const { username, customerCode, headers, cased } = await setUp(request, testInfo, guide);
  await signIn.viaApi(username, { customerCode }, countPath(guide));
  await expect(page.getByRole('heading', { name: `Count: ${guide}` })).toBeVisible();
  // The service worker takes control; a reload with it in control keeps count mode's reads for offline use.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
  await page.reload();
  await expect(card(page, cased.description)).toBeVisible();

  await context.setOffline(true);
  await card(page, cased.description).getByLabel(`On Hand, ${cased.description}`).fill('3');
  await expect(page.getByText(offlineText)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add to Cart/ })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('heading', { name: `Count: ${guide}` })).toBeVisible();
  await expect(page.getByText(offlineText)).toBeVisible();
  await expect(card(page, cased.description).getByLabel(`On Hand, ${cased.description}`)).toHaveValue('3');
  await page.screenshot({ path: picture(testInfo, 'count-mode-offline.png') });

  await context.setOffline(false);
  await expect(page.getByText(offlineText)).toBeHidden();
  await expect
    .poll(async () => {
      const res = await request.get(`/api/orderguide/${encodeURIComponent(guide)}/count`, { headers });
      const body = (await res.json()) as { lines: { productKey: number; onHand: number | null }[] };
      return body.lines.find((l) => l.productKey === cased.productKey)?.onHand;
    })
    .toBe(3);
});

test("count mode at the current ship-to: the switch shows that ship-to's pars and becomes the checkout's ship-to", async ({
  page,
  request,
  signIn,
}, testInfo) => {
  const guide = `Shipto ${testInfo.project.name === 'phone' ? 'P' : 'D'}`;
  const { username, customerCode, headers, single } = await setUp(request, testInfo, guide);
  const customer = (await (await request.get('/api/customer', { headers })).json()) as {
    shiptos: { code: string; name: string }[];
  };
  const [here, there] = customer.shiptos;
  test.skip(!here || !there, 'the acting customer has one ship-to');
  if (!here || !there) return;
  const parAt = async (shipto: string, quantity: number) => {
    const res = await request.post(`/api/orderguide/${encodeURIComponent(guide)}/pars?shipto=${shipto}`, {
      headers,
      data: { lines: [{ productKey: single.productKey, quantity, unitOfMeasure: 'CS' }] },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  await parAt(here.code, 2);
  await parAt(there.code, 5);
  expect((await request.post('/api/cart/header', { headers, data: { customerShipToCode: here.code } })).status()).toBe(
    200,
  );

  await signIn.viaApi(username, { customerCode }, countPath(guide));
  const select = page.getByRole('combobox', { name: 'Ship-to (pars and order)' });
  await expect(select).toHaveText(`${here.name} (${here.code})`);
  await expect(card(page, single.description).getByRole('button', { name: /^Par 2 CS/ })).toBeVisible();
  await page.screenshot({ path: picture(testInfo, 'count-mode-shipto.png') });

  await select.click();
  await page.getByRole('option', { name: `${there.name} (${there.code})` }).click();
  await expect(select).toHaveText(`${there.name} (${there.code})`);
  await expect(card(page, single.description).getByRole('button', { name: /^Par 5 CS/ })).toBeVisible();
  const header = await request.get('/api/cart/header', { headers });
  expect(((await header.json()) as { customerShipToCode: string | null }).customerShipToCode).toBe(there.code);
  await request.post('/api/cart/header', { headers, data: { customerShipToCode: here.code } });
});
