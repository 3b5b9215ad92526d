import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { demoUsers, expect, isPhone, requestToken, storageKeys, test } from '../fixtures.ts';
import { FakeProcurementSystem } from '../fake-procurement.ts';

/** Spec texts (spec 01 section 8), word for word. */
const texts = { codeRejected: 'Authorization code rejected' } as const;

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

/** The side menu: a permanent drawer on wide screens, a modal drawer opened from the app bar on phones. */
async function openMenu(page: Page, testInfo: TestInfo) {
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
async function addFirstProduct(page: Page): Promise<string> {
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
async function transferThroughCheckout(page: Page, testInfo: TestInfo, reference: string): Promise<void> {
  await (await openMenu(page, testInfo)).getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout/);
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

test('a cXML buyer punches out, fills the cart and transfers it back to the procurement system', async ({ page, request, baseURL }, testInfo) => {
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
  expect(item?.unitOfMeasure).toMatch(/^(CA|EA|LBR)$/);
  expect(item?.classification).toMatch(/^UNSPSC:\d{8}$/);
  expect(Number(message.total)).toBeCloseTo(Number(item?.quantity) * Number(item?.unitPrice), 1);

  // Nothing of the session is left, and its code cannot open another.
  expect((await openSessions(request)).filter((s) => s.buyerCookie === cookie)).toEqual([]);
  const code = new URL(setup.startPage).searchParams.get('ac') ?? '';
  const again = await request.post('/api/token', { form: { grant_type: 'authorization_code', code } });
  expect(again.status()).toBe(401);
});

test('an SAP OCI buyer punches out and the NEW_ITEM fields come back to the hook URL', async ({ page, request, baseURL }, testInfo) => {
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
  expect(fields.get('NEW_ITEM-UNIT[1]')).toMatch(/^(CA|EA|LBR)$/);
  expect(fields.get('NEW_ITEM-PRICE[1]')).toMatch(/^\d+\.\d\d$/);
  expect(fields.get('NEW_ITEM-PRICEUNIT[1]')).toMatch(/^(1|10|100)$/);
  expect(fields.get('NEW_ITEM-CURRENCY[1]')).toBe('USD');
  expect(fields.get('NEW_ITEM-VENDORMAT[1]')).toBeTruthy();
  expect(fields.get('NEW_ITEM-MATGROUP[1]')).toMatch(/^\d{8}$/);
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
