import { join } from 'node:path';
import type { APIRequestContext, TestInfo } from '@playwright/test';
import { demoUsers, expect, isPhone, requestToken, search, test, userForProject } from '../fixtures.ts';

/** Spec texts of issue 5 (spec 01 sections 2, 4, 5, 8; spec 02), word for word. */
const texts = {
  blankName: 'Order Guide Name cannot be blank.',
  unsaved: 'Unsaved data would be lost by leaving the active view. Are you sure you wish to change the view?',
  created: (name: string) => `Created order guide "${name}" successfully.`,
  selectGuide: 'Select Order Guide or set New Order Guide Name',
  added: (description: string, guide: string) => `Added "${description}" to order guide "${guide}".`,
} as const;

/** Named screenshots beside the fixture's end-of-test ones: e2e/screenshots/<project>/. */
const shotPath = (testInfo: TestInfo, name: string) =>
  join(import.meta.dirname, '..', 'screenshots', isPhone(testInfo) ? 'phone' : 'desktop', name);

/** Desktop and phone run side by side on one database and the same customer: each names its own guides. */
const guideName = (testInfo: TestInfo, base: string) => `${base} ${testInfo.project.name === 'phone' ? 'P' : 'D'}`;

interface GuideLine {
  productKey: number;
  orderQuantity: number;
  unitOfMeasure: string;
}

interface CatalogProduct {
  productKey: number;
  description: string;
  sellBys: { unitOfMeasure: string; sellByMultiple: number }[];
}

/** Products sold one at a time in their first unit, so a quantity of 1 is always valid. */
async function singleUnitProducts(request: APIRequestContext, count: number): Promise<CatalogProduct[]> {
  const res = await request.get('/api/product/list?limit=500');
  expect(res.status()).toBe(200);
  const products = ((await res.json()) as { products: CatalogProduct[] }).products.filter(
    (p) => p.sellBys[0]?.sellByMultiple === 1,
  );
  expect(products.length).toBeGreaterThanOrEqual(count);
  return products.slice(0, count);
}

async function customerGuides(request: APIRequestContext, username: string = demoUsers.customer) {
  const token = await requestToken(request, username);
  const headers = { authorization: `Bearer ${token}` };
  const list = async () => {
    const res = await request.get('/api/orderguide', { headers });
    expect(res.status()).toBe(200);
    return (await res.json()) as { name: string; isReadOnly: boolean; products: GuideLine[] }[];
  };
  return {
    list,
    async create(name: string, lines: GuideLine[]) {
      await request.delete(`/api/orderguide/${encodeURIComponent(name)}`, { headers });
      const data = {
        name,
        lines: lines.map(({ productKey, orderQuantity, unitOfMeasure }) => ({
          productKey,
          orderQuantity,
          unitOfMeasure,
        })),
      };
      const res = await request.post(`/api/orderguide/${encodeURIComponent(name)}`, { headers, data });
      expect(res.status(), await res.text()).toBe(200);
    },
    async remove(name: string) {
      await request.delete(`/api/orderguide/${encodeURIComponent(name)}`, { headers });
    },
  };
}

test('a buyer creates an order guide in the editor and finds it in the viewer', async ({
  page,
  signIn,
  request,
}, testInfo) => {
  const name = guideName(testInfo, 'E2E New');
  const api = await customerGuides(request);
  await api.remove(name);
  await signIn.viaApi(demoUsers.customer, {}, '/order-guide');
  await expect(page.getByRole('heading', { name: 'Order Guides' })).toBeVisible();

  await page.getByRole('button', { name: 'Create New' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText(texts.blankName)).toBeVisible();
  await dialog.getByLabel('Order Guide Name').fill(name);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(page.getByRole('heading', { name: `Create Order Guide: ${name}` })).toBeVisible();
  await expect(page).toHaveURL(/\/order-guide-edit#og_create=/);
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  const rows = page.getByRole('checkbox', { name: /^Include / });
  await rows.nth(0).check();
  await rows.nth(1).check();
  await expect(page.getByText('2 products')).toBeVisible();
  await save.click();

  await expect(page).toHaveURL(/\/order-guide#og=/);
  await expect(page.getByRole('heading', { name: `${name}: 2 products` })).toBeVisible();
  const saved = (await api.list()).find((g) => g.name === name);
  expect(saved?.products).toHaveLength(2);
  // Standard is the distributor's: it is offered on the products page, not here.
  await page.getByRole('combobox', { name: 'Order Guide' }).click();
  await expect(page.getByRole('option', { name: name })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Standard' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await api.remove(name);
});

test('a buyer edits a guide, is warned before leaving unsaved changes, and saves a removal', async ({
  page,
  signIn,
  request,
}, testInfo) => {
  const name = guideName(testInfo, 'E2E Edit');
  const api = await customerGuides(request);
  const standard = (await api.list()).find((g) => g.isReadOnly);
  const lines = (standard?.products ?? []).slice(0, 3);
  expect(lines.length).toBe(3);
  await api.create(name, lines);
  await signIn.viaApi(demoUsers.customer, {}, `/order-guide#og=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name: `${name}: 3 products` })).toBeVisible();

  await page.getByRole('button', { name: 'Add New Product' }).click();
  await expect(page.getByRole('heading', { name: `Edit Order Guide: ${name}` })).toBeVisible();
  await page
    .getByRole('checkbox', { name: /^Include / })
    .first()
    .uncheck();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog').getByText(texts.unsaved)).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The browser's back button is asked about too (decision 360): Stay puts the editor's address back.
  await page.goBack();
  await expect(page.getByRole('dialog').getByText(texts.unsaved)).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/order-guide-edit/);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { name: `${name}: 2 products` })).toBeVisible();
  expect((await api.list()).find((g) => g.name === name)?.products.map((p) => p.productKey)).toEqual(
    lines.slice(1).map((l) => l.productKey),
  );

  // Leave on a held back step takes it: the guide as saved, nothing more removed.
  await page.getByRole('button', { name: 'Add New Product' }).click();
  await expect(page.getByRole('heading', { name: `Edit Order Guide: ${name}` })).toBeVisible();
  await page
    .getByRole('checkbox', { name: /^Include / })
    .first()
    .uncheck();
  await page.goBack();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { name: `${name}: 2 products` })).toBeVisible();
  await expect(page).not.toHaveURL(/\/order-guide-edit/);
  await api.remove(name);
});

test('a buyer copies a guide and deletes the copy', async ({ page, signIn, request }, testInfo) => {
  const name = guideName(testInfo, 'E2E Src');
  const copy = guideName(testInfo, 'E2E Copy');
  const api = await customerGuides(request);
  const standard = (await api.list()).find((g) => g.isReadOnly);
  await api.create(name, (standard?.products ?? []).slice(0, 2));
  await api.remove(copy);
  await signIn.viaApi(demoUsers.customer, {}, `/order-guide#og=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name: `${name}: 2 products` })).toBeVisible();

  await page.getByRole('button', { name: 'Copy' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('New Order Guide Name').fill(name.toLowerCase());
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(dialog.getByText(`An order guide named "${name.toLowerCase()}" already exists.`)).toBeVisible();
  await dialog.getByLabel('New Order Guide Name').fill(copy);
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText(texts.created(copy))).toBeVisible();
  await expect(page.getByRole('heading', { name: `${copy}: 2 products` })).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByRole('dialog').getByText(`Are you sure you want to delete order guide "${copy}"?`),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Deleted order guide "${copy}".`)).toBeVisible();
  expect((await api.list()).map((g) => g.name)).not.toContain(copy);
  await api.remove(name);
});

test('a buyer adds a product to a guide from the product page', async ({ page, signIn, request }, testInfo) => {
  const name = guideName(testInfo, 'E2E Add');
  const api = await customerGuides(request);
  const [first, second] = await singleUnitProducts(request, 2);
  if (!first || !second) throw new Error('the demo catalog has too few products');
  await api.create(name, [
    { productKey: first.productKey, orderQuantity: 1, unitOfMeasure: first.sellBys[0]?.unitOfMeasure ?? '' },
  ]);
  await signIn.viaApi(demoUsers.customer, {}, `/product/${second.productKey}`);
  await expect(page.getByRole('heading', { level: 1, name: second.description })).toBeVisible();

  await page.getByRole('button', { name: 'Add to Order Guide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Order Guide' });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText(texts.selectGuide)).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Order Guide' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(texts.added(second.description, name))).toBeVisible();
  await expect(dialog).toBeHidden();

  const saved = (await api.list()).find((g) => g.name === name);
  expect(saved?.products.map((p) => p.productKey)).toEqual([first.productKey, second.productKey]);
  await api.remove(name);
});

test('a buyer saves the cart as an order guide and opens it', async ({ page, signIn, request }, testInfo) => {
  // A buyer of their own per project, so the two projects never share a cart.
  const username = userForProject(testInfo, { desktop: 'buyer.c10007', phone: 'buyer.c10008' });
  const name = guideName(testInfo, 'E2E Cart');
  const api = await customerGuides(request, username);
  await api.remove(name);
  const token = await requestToken(request, username);
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.delete('/api/cart', { headers })).status()).toBe(204);
  const products = await singleUnitProducts(request, 2);
  const lines = products.map((p) => ({
    productKey: p.productKey,
    orderQuantity: 1,
    unitOfMeasure: p.sellBys[0]?.unitOfMeasure ?? '',
  }));
  const added = await request.post('/api/cart/lines', { headers, data: lines });
  expect(added.status(), await added.text()).toBe(200);

  await signIn.viaApi(username, {}, '/cart');
  await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save Order Guide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Order Guide' });
  await dialog.getByLabel('New Order Guide Name').fill(name);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(texts.created(name))).toBeVisible();

  const saved = (await api.list()).find((g) => g.name === name);
  expect(saved?.products.map((p) => p.productKey).sort()).toEqual(lines.map((l) => l.productKey).sort());
  await page.getByRole('link', { name: 'Open', exact: true }).click();
  await expect(page).toHaveURL(/\/order-guide#og=/);
  await expect(page.getByRole('heading', { name: `${name}: 2 products` })).toBeVisible();
  await request.delete('/api/cart', { headers });
  await api.remove(name);
});

test("a guide chosen on the products page lists its products in the guide's order", async ({
  page,
  signIn,
  request,
}, testInfo) => {
  // A buyer of their own per project: choosing a layout saves it as the user's default.
  const username = userForProject(testInfo, { desktop: 'buyer.c10009', phone: 'buyer.c10010' });
  const name = guideName(testInfo, 'E2E Order');
  const api = await customerGuides(request, username);
  // Reverse description order, so the page's Description sort alone would show them the other way round.
  const products = (await singleUnitProducts(request, 3)).sort((a, b) => b.description.localeCompare(a.description));
  await api.create(
    name,
    products.map((p) => ({
      productKey: p.productKey,
      orderQuantity: 1,
      unitOfMeasure: p.sellBys[0]?.unitOfMeasure ?? '',
    })),
  );
  await signIn.viaApi(username, {}, `/products#og=${encodeURIComponent(name)}`);
  await page.getByRole('group', { name: 'Layout' }).getByRole('button', { name: 'Grid', exact: true }).click();
  await expect(page.getByRole('article')).toHaveCount(3);
  expect(await page.getByRole('article').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(
    products.map((p) => p.description),
  );
  await api.remove(name);
});

test('a buyer adds a product to a new guide from its card on the products page', async ({
  page,
  signIn,
  request,
}, testInfo) => {
  // A buyer of their own per project: choosing a layout saves it as the user's default.
  const username = userForProject(testInfo, { desktop: 'buyer.c10005', phone: 'buyer.c10006' });
  const name = guideName(testInfo, 'E2E Card');
  const api = await customerGuides(request, username);
  await api.remove(name);
  const [product] = await singleUnitProducts(request, 1);
  if (!product) throw new Error('the demo catalog has too few products');
  await signIn.viaApi(username, {}, '/products');
  await page.getByRole('group', { name: 'Layout' }).getByRole('button', { name: 'Grid', exact: true }).click();
  await search(page, testInfo, product.description);

  await page
    .getByRole('article', { name: product.description })
    .getByRole('button', { name: 'Add to Order Guide' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add to Order Guide' });
  await expect(dialog).toContainText(product.description);
  await dialog.getByLabel('New Order Guide Name').fill(name);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(texts.added(product.description, name))).toBeVisible();

  const saved = (await api.list()).find((g) => g.name === name);
  expect(saved?.products.map((p) => p.productKey)).toEqual([product.productKey]);
  await api.remove(name);
});

test('a buyer orders from a guide in quick entry: fills the usual quantities, adjusts one and adds them to the cart', async ({
  page,
  signIn,
  request,
}, testInfo) => {
  // A buyer of their own per project, so the two projects never share a cart or a layout.
  const username = userForProject(testInfo, { desktop: 'buyer.c10011', phone: 'buyer.c10012' });
  const name = guideName(testInfo, 'E2E Quick');
  const api = await customerGuides(request, username);
  const token = await requestToken(request, username);
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.delete('/api/cart', { headers })).status()).toBe(204);
  const products = await singleUnitProducts(request, 3);
  const usual = products.map((p, i) => ({
    productKey: p.productKey,
    orderQuantity: i + 2,
    unitOfMeasure: p.sellBys[0]?.unitOfMeasure ?? '',
  }));
  await api.create(name, usual);
  const [first, second, third] = products;
  if (!first || !second || !third) throw new Error('the demo catalog has too few products');

  await signIn.viaApi(username, {}, `/products#og=${encodeURIComponent(name)}`);
  await page.getByRole('group', { name: 'Layout' }).getByRole('button', { name: 'Quick Entry', exact: true }).click();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'Usual' })).toHaveCount(3);
  await expect(page.getByRole('row', { name: first.description })).toContainText(`Usual 2 ${usual[0]?.unitOfMeasure}`);
  await expect(page.getByRole('status').filter({ hasText: 'Nothing entered' })).toBeVisible();

  // The buyer's own number for the second product stays; the rest take the guide's usual quantity.
  const secondQuantity = page.getByRole('textbox', { name: `Quantity of ${second.description}` });
  await secondQuantity.fill('7');
  await page.getByRole('button', { name: 'Fill Usual' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 entered' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: `Quantity of ${first.description}` })).toHaveValue('2');
  await expect(secondQuantity).toHaveValue('7');
  await expect(page.getByRole('textbox', { name: `Quantity of ${third.description}` })).toHaveValue('4');

  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('3 Product(s) Added To Cart')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Nothing entered' })).toBeVisible();

  const cart = await request.get('/api/cart', { headers });
  expect(cart.status()).toBe(200);
  const lines = ((await cart.json()) as { lines: { productKey: number; quantity: { value: number; unit: string } }[] })
    .lines;
  const quantities = Object.fromEntries(lines.map((l) => [l.productKey, l.quantity.value]));
  expect(quantities).toEqual({ [first.productKey]: 2, [second.productKey]: 7, [third.productKey]: 4 });
  await request.delete('/api/cart', { headers });
  await api.remove(name);
});

test('a stale guide link says the guide was not found and offers nothing to delete; removing a product asks first', async ({
  page,
  signIn,
  request,
}, testInfo) => {
  // Issue 36 item 7 (decision 431).
  const name = guideName(testInfo, 'E2E Keep');
  const gone = guideName(testInfo, 'E2E Gone');
  const api = await customerGuides(request);
  await api.remove(gone);
  const products = await singleUnitProducts(request, 2);
  await api.create(
    name,
    products.map((p) => ({
      productKey: p.productKey,
      orderQuantity: 1,
      unitOfMeasure: p.sellBys[0]?.unitOfMeasure ?? '',
    })),
  );
  await signIn.viaApi(demoUsers.customer, {}, `/order-guide#og=${encodeURIComponent(gone)}`);
  await expect(page.getByRole('alert')).toHaveText(
    `Order guide "${gone}" was not found. Choose one of your order guides above.`,
  );
  await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Copy' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add New Product' })).toBeDisabled();
  await expect(page.getByRole('list', { name: /^Products of / })).toHaveCount(0);
  await page.screenshot({ path: shotPath(testInfo, 'order-guide-not-found.png'), fullPage: true });

  await page.getByRole('combobox', { name: 'Order Guide' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name: `${name}: 2 products` })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toBeEnabled();

  // Removing a product asks the spec's 'Delete Product?'; Cancel keeps it, Delete removes it.
  const [first, second] = products;
  if (!first || !second) throw new Error('the demo catalog has too few products');
  const remove = page.getByRole('button', { name: `Remove ${first.description}`, exact: true });
  await remove.click();
  const confirm = page.getByRole('dialog', { name: 'Delete Product?' });
  await expect(confirm).toContainText(`"${first.description}" will be removed from order guide "${name}".`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: `${name}: 2 products` })).toBeVisible();
  await remove.click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: `${name}: 1 product` })).toBeVisible();
  expect((await api.list()).find((g) => g.name === name)?.products.map((p) => p.productKey)).toEqual([
    second.productKey,
  ]);
  await api.remove(name);
});

test('saving a cart with a line off its Sell By step names the line, rounds it up and keeps every line', async ({
  page,
  signIn,
  request,
}, testInfo) => {
  // Issue 36 item 6 (decision 430). A salesperson of their own per project acts for their first
  // customer, so the two projects never share a cart (carts belong to the user and the customer).
  const username = userForProject(testInfo, { desktop: 'sales.jlee', phone: 'sales.mrossi' });
  const name = guideName(testInfo, 'E2E Round');
  const token = await requestToken(request, username);
  const customers = await request.get('/api/customer/list', { headers: { authorization: `Bearer ${token}` } });
  expect(customers.status()).toBe(200);
  const [customer] = (await customers.json()) as { customerKey: number; customerCode: string }[];
  if (!customer) throw new Error(`${username} has no customer`);
  const headers = { authorization: `Bearer ${token}`, 'x-customer-key': String(customer.customerKey) };
  await request.delete(`/api/orderguide/${encodeURIComponent(name)}`, { headers });
  expect((await request.delete('/api/cart', { headers })).status()).toBe(204);

  const list = await request.get('/api/product/list?limit=500', { headers });
  expect(list.status()).toBe(200);
  const catalog = ((await list.json()) as { products: CatalogProduct[] }).products;
  const stepped = catalog.find((p) =>
    p.sellBys.some((s) => s.sellByMultiple > 2 && Number.isInteger(s.sellByMultiple)),
  );
  const single = catalog.find((p) => p !== stepped && p.sellBys[0]?.sellByMultiple === 1);
  const sellBy = stepped?.sellBys.find((s) => s.sellByMultiple > 2 && Number.isInteger(s.sellByMultiple));
  if (!stepped || !single || !sellBy) throw new Error('the demo catalog has no product sold in steps');
  const offStep = sellBy.sellByMultiple - 2;
  // The cart takes the off-step quantity once the buyer confirmed it (rounding off, decision 014).
  const added = await request.post('/api/cart/lines?confirmQuantity=true', {
    headers,
    data: [
      { productKey: single.productKey, orderQuantity: 3, unitOfMeasure: single.sellBys[0]?.unitOfMeasure ?? '' },
      { productKey: stepped.productKey, orderQuantity: offStep, unitOfMeasure: sellBy.unitOfMeasure },
    ],
  });
  expect(added.status(), await added.text()).toBe(200);

  await signIn.viaApi(username, { customerCode: customer.customerCode }, '/cart');
  await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save Order Guide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Order Guide' });
  const notice = dialog.getByRole('alert', { name: 'Quantities rounded for the guide' });
  await expect(notice).toContainText('One line is rounded up for the guide');
  await expect(notice.getByRole('listitem')).toHaveText(
    `${stepped.description}: ${offStep} ${sellBy.unitOfMeasure} becomes ${sellBy.sellByMultiple} ${sellBy.unitOfMeasure} (sold in multiples of ${sellBy.sellByMultiple})`,
  );
  await dialog.getByLabel('New Order Guide Name').fill(name);
  await page.screenshot({ path: shotPath(testInfo, 'save-order-guide-rounding.png') });
  await dialog.getByRole('button', { name: 'Round and Save', exact: true }).click();
  await expect(page.getByText(texts.created(name))).toBeVisible();
  await expect(dialog).toBeHidden();

  const guides = await request.get('/api/orderguide', { headers });
  const saved = ((await guides.json()) as { name: string; products: GuideLine[] }[]).find((g) => g.name === name);
  expect(
    saved?.products.map(({ productKey, orderQuantity, unitOfMeasure }) => ({
      productKey,
      orderQuantity,
      unitOfMeasure,
    })),
  ).toEqual([
    { productKey: single.productKey, orderQuantity: 3, unitOfMeasure: single.sellBys[0]?.unitOfMeasure },
    { productKey: stepped.productKey, orderQuantity: sellBy.sellByMultiple, unitOfMeasure: sellBy.unitOfMeasure },
  ]);
  // The cart keeps what the buyer confirmed.
  const cart = (await (await request.get('/api/cart', { headers })).json()) as {
    lines: { productKey: number; quantity: { value: number } }[];
  };
  expect(cart.lines.find((l) => l.productKey === stepped.productKey)?.quantity.value).toBe(offStep);
  await request.delete('/api/cart', { headers });
  await request.delete(`/api/orderguide/${encodeURIComponent(name)}`, { headers });
});
