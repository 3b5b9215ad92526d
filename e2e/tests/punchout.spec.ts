import type { APIRequestContext, Frame, Page, TestInfo } from '@playwright/test';
import { demoUsers, expect, isPhone, requestToken, storageKeys, test } from '../fixtures.ts';
import { FakeProcurementSystem } from '../fake-procurement.ts';

/** Spec texts (spec 01 section 8), word for word. */
const texts = { codeRejected: 'Authorization code rejected' } as const;

// Each journey walks a whole session (start page, catalog, cart, checkout or transfer) and the
// shared machine is slow at times: two and a half minutes, as the checkout journey gets two.
test.describe.configure({ timeout: 150_000 });

const procurement = new FakeProcurementSystem();
test.beforeAll(async () => procurement.start());
test.afterAll(async () => procurement.stop());

/** Desktop and phone run side by side on one server: each run names its own requisitions. */
const runId = (testInfo: TestInfo, kind: string) => `${kind}-${testInfo.project.name}-${Date.now()}`;

interface OpenSession {
  buyerCookie: string;
  postbackUrl: string;
}

async function openSessions(request: APIRequestContext): Promise<OpenSession[]> {
  const token = await requestToken(request, demoUsers.admin);
  const res = await request.get('/api/punchout/sessions', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as OpenSession[];
}

/** The storefront's document: the page itself, or the iframe it runs in inside a procurement page. */
type Storefront = Page | Frame;

/** The side menu: a permanent drawer on wide screens, a modal drawer opened from the app bar on phones. */
async function openMenu(page: Storefront, testInfo: TestInfo) {
  if (!isPhone(testInfo)) return page.getByRole('navigation', { name: 'Main menu' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog');
}

/** The punchout shell: no System section (no Log Out), the logo is not a link. */
async function expectPunchoutShell(page: Page, testInfo: TestInfo): Promise<void> {
  const menu = await openMenu(page, testInfo);
  await expect(menu.getByRole('link', { name: 'Checkout' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Order History' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  if (isPhone(testInfo)) await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Home' })).toHaveCount(0);
}

/** Adds the first product of the list through its Add To Cart dialog; answers its description. */
async function addFirstProduct(page: Storefront): Promise<string> {
  await expect(page.getByTestId('result-count')).toHaveText(/^\d[\d,]* results$/);
  const add = page.getByRole('button', { name: /^Add .+ to cart$/ }).first();
  const label = (await add.getAttribute('aria-label')) ?? '';
  const description = label.replace(/^Add /, '').replace(/ to cart$/, '');
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Add To Cart' });
  await expect(dialog).toContainText(description);
  await dialog.getByRole('button', { name: 'Add To Cart', exact: true }).click();
  await expect(page.getByText(`Added "${description}" to the cart.`)).toBeVisible();
  return description;
}

/**
 * Checkout inside the app (a page load would end the in-memory session): Next on Delivery (with a
 * requisition reference where the customer requires a P.O.), then Submit on Confirm Order.
 */
async function transferThroughCheckout(page: Storefront, testInfo: TestInfo, reference: string): Promise<void> {
  await (await openMenu(page, testInfo)).getByRole('link', { name: 'Checkout' }).click();
  await expect.poll(() => page.url()).toMatch(/\/checkout/);
  const acknowledge = page.getByRole('button', { name: 'Acknowledge' });
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await expect(acknowledge.or(next).first()).toBeVisible();
  if (await acknowledge.isVisible()) await acknowledge.click();
  const po = page.getByLabel(/^Customer P\.O\./);
  await expect(po).toBeVisible();
  if ((await po.inputValue()) === '') await po.fill(reference.slice(0, 20));
  await next.click();
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  await expect(submit).toBeEnabled();
  await submit.click();
}

test('a cXML buyer punches out, fills the cart and transfers it back to the procurement system', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const requisition = runId(testInfo, 'cxml');
  const cookie = `COOKIE-${requisition}`;
  const setup = await procurement.punchOutCxml(baseURL ?? '', cookie, requisition);
  expect(setup.status).toBe('200');
  expect(setup.startPage).toMatch(/\/\?ac=[A-Za-z0-9_-]{43}$/);

  await page.goto(setup.startPage);
  await expect(page).toHaveURL(/\/products$/);
  await expectPunchoutShell(page, testInfo);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), storageKeys.token)).toBeNull();
  const description = await addFirstProduct(page);

  await transferThroughCheckout(page, testInfo, requisition);
  const cart = await procurement.nextCart(requisition);
  await expect(page.getByRole('heading', { name: 'Requisition received' })).toBeVisible();
  expect(page.url()).toBe(procurement.returnUrl(requisition));

  const message = FakeProcurementSystem.orderMessage(cart);
  expect(message.buyerCookie).toBe(cookie);
  expect(message.operationAllowed).toBe('edit');
  expect(message.items).toHaveLength(1);
  const [item] = message.items;
  expect(item?.description.startsWith(description)).toBe(true);
  expect(item?.currency).toBe('USD');
  expect(item?.quantity).toMatch(/^\d+(\.\d+)?$/);
  expect(item?.unitPrice).toMatch(/^\d+\.\d{4}$/);
  // UN/CEFACT Rec 20 codes (decision 057).
  expect(item?.unitOfMeasure).toMatch(/^(XCS|EA|LBR)$/);
  expect(item?.classification).toMatch(/^UNSPSC:\d{8}$/);
  expect(Number(message.total)).toBeCloseTo(Number(item?.quantity) * Number(item?.unitPrice), 1);

  // Nothing of the session is left, and its code cannot open another.
  expect((await openSessions(request)).filter((s) => s.buyerCookie === cookie)).toEqual([]);
  const code = new URL(setup.startPage).searchParams.get('ac') ?? '';
  const again = await request.post('/api/token', { form: { grant_type: 'authorization_code', code } });
  expect(again.status()).toBe(401);
});

test('an SAP OCI buyer punches out and the NEW_ITEM fields come back to the hook URL', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const requisition = runId(testInfo, 'oci');
  await page.goto(procurement.ociEntryUrl(baseURL ?? '', requisition));
  await expect(page).toHaveURL(/\/products$/);
  const description = await addFirstProduct(page);

  await transferThroughCheckout(page, testInfo, requisition);
  const cart = await procurement.nextCart(requisition);
  await expect(page.getByRole('heading', { name: 'Requisition received' })).toBeVisible();

  const fields = cart.fields;
  expect(fields.get('NEW_ITEM-DESCRIPTION[1]')).toBe(description.slice(0, 40));
  expect(fields.get('NEW_ITEM-QUANTITY[1]')).toMatch(/^\d+(\.\d+)?$/);
  expect(fields.get('NEW_ITEM-UNIT[1]')).toMatch(/^(XCS|EA|LBR)$/);
  expect(fields.get('NEW_ITEM-PRICE[1]')).toMatch(/^\d+\.\d\d$/);
  expect(fields.get('NEW_ITEM-PRICEUNIT[1]')).toMatch(/^(1|10|100)$/);
  expect(fields.get('NEW_ITEM-CURRENCY[1]')).toBe('USD');
  expect(fields.get('NEW_ITEM-VENDORMAT[1]')).toBeTruthy();
  // The buyer's material group is not mapped in the demo; the UNSPSC code is the external category.
  expect(fields.get('NEW_ITEM-MATGROUP[1]')).toBe('');
  expect(fields.get('NEW_ITEM-EXT_SCHEMA_TYPE[1]')).toBe('UNSPSC');
  expect(fields.get('NEW_ITEM-EXT_CATEGORY_ID[1]')).toMatch(/^\d{8}$/);
  expect(fields.get('NEW_ITEM-LEADTIME[1]')).toBe('1');
  expect(fields.get('NEW_ITEM-DESCRIPTION[2]')).toBeNull();
  expect(fields.get('~OkCode')).toBe('ADDI');
  expect(fields.get('~TARGET')).toBe('_top');
  expect(fields.get('~CALLER')).toBe('CTLG');

  expect((await openSessions(request)).filter((s) => s.postbackUrl === procurement.returnUrl(requisition))).toEqual([]);
});

test("a refused code says 'Authorization code rejected' on the login page", async ({ page }) => {
  await page.goto(`/?ac=${'x'.repeat(43)}`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('sign-in-reason')).toHaveText(texts.codeRejected);
});

test('the storefront runs inside the procurement page’s iframe and the cart goes back to its form handler', async ({
  page,
  baseURL,
}, testInfo) => {
  test.skip(isPhone(testInfo), 'The iframe mode of Coupa and Jaggaer is a desktop screen');
  const requisition = runId(testInfo, 'frame');
  const cookie = `COOKIE-${requisition}`;
  const setup = await procurement.punchOutCxml(baseURL ?? '', cookie, requisition);
  expect(setup.status).toBe('200');

  await page.goto(procurement.framePageUrl(requisition, setup.startPage));
  await expect(page.getByRole('heading', { name: `Requisition ${requisition}` })).toBeVisible();
  const storefrontOrigin = new URL(baseURL ?? '').origin;
  await expect
    .poll(() =>
      page
        .frames()
        .find((f) => f.url().startsWith(`${storefrontOrigin}/products`))
        ?.url(),
    )
    .toBeTruthy();
  const frame = page.frames().find((f) => f.url().startsWith(storefrontOrigin));
  if (!frame) throw new Error('the storefront did not load in the iframe');
  const description = await addFirstProduct(frame);
  await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}/punchout-iframe.png` });

  await transferThroughCheckout(frame, testInfo, requisition);
  const cart = await procurement.nextCart(requisition);
  // The form went to the procurement page's handler, which replaced the whole requisition page.
  await expect(page.getByRole('heading', { name: 'Requisition received' })).toBeVisible();
  expect(page.url()).toBe(procurement.returnUrl(requisition));
  const message = FakeProcurementSystem.orderMessage(cart);
  expect(message.buyerCookie).toBe(cookie);
  expect(message.items).toHaveLength(1);
  expect(message.items[0]?.description.startsWith(description)).toBe(true);
});

test('another site cannot frame the storefront', async ({ page, baseURL }, testInfo) => {
  test.skip(isPhone(testInfo), 'Framing does not depend on the screen');
  // A start page with a code no session issued: the procurement page's origin is not allowed.
  await page.goto(procurement.framePageUrl('unframed', `${baseURL ?? ''}/?ac=${'x'.repeat(43)}`));
  await expect(page.getByRole('heading', { name: 'Requisition unframed' })).toBeVisible();
  // Chromium replaces a frame its CSP refuses with an error page; a framed storefront would keep its own address.
  await expect
    .poll(() =>
      page
        .frames()
        .find((f) => f !== page.mainFrame())
        ?.url(),
    )
    .toMatch(/^chrome-error:/);
});

interface ListedProduct {
  productKey: number;
  productCode: string;
  description: string;
  sellBys: { unitOfMeasure: string; sellByMultiple: number }[];
}

test('an inspect session shows the requisition read-only and the transfer returns it unchanged', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const res = await request.get('/api/product/list?limit=100');
  expect(res.status()).toBe(200);
  const product = ((await res.json()) as { products: ListedProduct[] }).products.find(
    (p) => p.sellBys[0]?.unitOfMeasure === 'CS' && p.sellBys[0].sellByMultiple === 1,
  );
  if (!product) throw new Error('the demo catalog has no product sold by the case');
  const requisition = runId(testInfo, 'inspect');
  const cookie = `COOKIE-${requisition}`;
  // The requisition holds 3 cases of the product; the buyer opened it from that line (SelectedItem).
  const setup = await procurement.punchOutCxml(baseURL ?? '', cookie, requisition, {
    operation: 'inspect',
    items: [{ supplierPartId: product.productCode, supplierPartAuxiliaryId: 'CS', quantity: '3' }],
    selectedItem: product.productCode,
  });
  expect(setup.status).toBe('200');
  const note = 'This requisition is open for viewing only: the cart cannot be changed.';

  // The product page: the note instead of the quantity, unit and Add to Cart controls.
  await page.goto(setup.startPage);
  await expect(page).toHaveURL(new RegExp(`/product/${product.productKey}$`));
  await expect(page.getByRole('heading', { name: product.description })).toBeVisible();
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add to Cart/ })).toHaveCount(0);
  await expect(page.getByLabel('U/M')).toHaveCount(0);

  // The product list: the note, and no Add buttons.
  await (await openMenu(page, testInfo)).getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page.getByTestId('result-count')).toHaveText(/^\d[\d,]* results$/);
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add .+ to cart$/ })).toHaveCount(0);

  // The cart: the requisition's line without edit, remove, clear or checkout; a note; Return Requisition.
  await (await openMenu(page, testInfo)).getByRole('link', { name: 'Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole('listitem', { name: product.description });
  await expect(line).toContainText('Qty: 3 CS');
  await expect(page.getByText(note)).toBeVisible();
  for (const name of [/^Edit /, /^Remove /, /^Clear Cart$/, /^Remove items$/, /^Checkout$/])
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}/punchout-inspect-cart.png`, fullPage: true });

  await page.getByRole('button', { name: 'Return Requisition' }).click();
  const cart = await procurement.nextCart(requisition);
  await expect(page.getByRole('heading', { name: 'Requisition received' })).toBeVisible();
  const message = FakeProcurementSystem.orderMessage(cart);
  expect(message.buyerCookie).toBe(cookie);
  expect(message.operationAllowed).toBe('inspect');
  expect(message.items.map((i) => [i.supplierPartId, i.supplierPartAuxiliaryId, i.quantity])).toEqual([
    [product.productCode, 'CS', '3'],
  ]);
});
