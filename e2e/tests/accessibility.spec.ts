import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { FakeProcurementSystem } from '../fake-procurement.ts';
import { demoUsers, expect, isPhone, requestToken, test, userForProject } from '../fixtures.ts';

/**
 * Issue 16 item 11: axe-core (WCAG 2.0 to 2.2, A and AA) finds nothing on any route or open dialog,
 * for every role (guest, buyer, salesperson acting for a customer, consumer, administrator and a
 * punchout session), at desktop and phone width. Heading order and "label in name" are not in those
 * tags by default (best practice, experimental) but are part of the audit the issue asks for.
 * The routes are those of the route tables of spec 01 and spec 02; each role's screens are one
 * test, so the role signs in once.
 */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Spec texts, word for word. */
const texts = {
  notFound: "Oops... This page doesn't exist!",
  unavailable: 'This product is unavailable.',
  clearCart: 'Are you sure you want to delete all products from your cart?',
  accountRequired: 'Please sign in or create an account to add products to your cart.',
} as const;

interface Finding {
  where: string;
  rule: string;
  help: string;
  targets: string[];
}

class Audit {
  readonly findings: Finding[] = [];
  readonly audited: string[] = [];

  constructor(private readonly page: Page) {}

  /** Runs axe over the page as it is now (an open dialog included). */
  async check(where: string): Promise<void> {
    // Legacy mode runs axe in the page itself (no extra blank page per check); no audited screen has iframes.
    const results = await new AxeBuilder({ page: this.page })
      .setLegacyMode(true)
      .withTags(wcagTags)
      .options({ rules: { 'heading-order': { enabled: true }, 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    this.audited.push(where);
    for (const v of results.violations) {
      // Also in the run's output as found, so a run cut short still tells what it saw.
      console.log(
        `axe: ${where}: ${v.id} at ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 300)}`).join(' | ')}`,
      );
      this.findings.push({
        where,
        rule: v.id,
        help: v.help,
        targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      });
    }
  }

  /** Opens `path` (a page load), waits for its main heading (and any loading to end), then checks it. */
  async visit(path: string, heading: string | RegExp): Promise<void> {
    await this.page.goto(path);
    await this.settled(heading);
    await this.check(path);
  }

  async settled(heading: string | RegExp): Promise<void> {
    await expect(this.page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(this.page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    await this.transitionsEnded();
  }

  /**
   * Lets transitions end (a closing drawer's backdrop, a notice growing in): axe reads the colours of
   * a half-faded element wrongly. Endless animations (spinners) are not waited for.
   */
  async transitionsEnded(): Promise<void> {
    await this.page.waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
      null,
      { timeout: 10_000, polling: 100 },
    );
  }

  /** Checks an open dialog, then closes it (Escape unless a close button is given). */
  async dialog(where: string, dialog: Locator, close?: Locator): Promise<void> {
    await expect(dialog).toBeVisible();
    // Let the opening transition end, and any other on the page (a notice growing in beside it):
    // axe reads colours of a half-faded element wrongly.
    await expect(dialog).toHaveCSS('opacity', '1');
    await this.transitionsEnded();
    await this.check(where);
    if (close) await close.click();
    else await this.page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  expectNone(): void {
    const report = this.findings.map((f) => `${f.where}: ${f.rule} (${f.help}) at ${f.targets.join(' | ')}`).join('\n');
    expect(report, `axe-core violations (audited: ${this.audited.join(', ')})`).toBe('');
  }
}

/** Grid, list (not offered on phones) and, where the role has it, quick entry; ends on the grid. */
async function productsPageLayouts(page: Page, audit: Audit, testInfo: TestInfo, withQuickEntry: boolean) {
  await audit.visit('/products', 'Products');
  await auditProductLayouts(page, audit, testInfo, withQuickEntry);
}

async function auditProductLayouts(page: Page, audit: Audit, testInfo: TestInfo, withQuickEntry: boolean) {
  if (!isPhone(testInfo)) {
    await page.getByRole('button', { name: 'List' }).click();
    await expect(page.getByRole('article').first()).toContainText('Sold by');
    await audit.check('/products (list)');
  }
  if (withQuickEntry) {
    await page.getByRole('button', { name: 'Quick Entry' }).click();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await audit.check('/products (quick entry)');
  }
  // A guest on a phone has neither list nor quick entry, so no layout choice at all.
  if (withQuickEntry || !isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Grid' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
  }
}

/** On phones: the side menu drawer (signed in) and the search popover. */
async function phoneChrome(page: Page, audit: Audit, testInfo: TestInfo, signedIn: boolean, where = '') {
  if (!isPhone(testInfo)) return;
  if (signedIn) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await audit.dialog(`side menu (phone)${where}`, page.getByRole('dialog'));
  }
  await page.getByRole('button', { name: 'Search' }).click();
  await audit.dialog(`search (phone)${where}`, page.getByRole('dialog', { name: 'Search' }));
}

interface ListedProduct {
  productKey: number;
  description: string;
  sellBys: { unitOfMeasure: string; sellByMultiple: number }[];
}

async function firstProduct(request: APIRequestContext): Promise<ListedProduct> {
  const res = await request.get('/api/product/list?limit=20');
  expect(res.status()).toBe(200);
  const [first] = ((await res.json()) as { products: ListedProduct[] }).products;
  if (!first) throw new Error('no products');
  return first;
}

/** A product of the list whose uncommitted stock is none, so its page says "Out of stock". */
async function outOfStockProduct(request: APIRequestContext): Promise<ListedProduct> {
  const res = await request.get('/api/product/list?limit=500');
  expect(res.status()).toBe(200);
  const { products } = (await res.json()) as { products: ListedProduct[] };
  const stock = await request.post('/api/product/uncommitted', {
    data: products.map((p) => ({ productKey: p.productKey })),
  });
  expect(stock.status()).toBe(200);
  const none = new Set(
    ((await stock.json()) as { productKey: number; uncommitted: number }[])
      .filter((s) => s.uncommitted <= 0)
      .map((s) => s.productKey),
  );
  const found = products.find((p) => none.has(p.productKey));
  if (!found) throw new Error('no product out of stock in the first 500');
  return found;
}

/** Puts one line of `product` in the cart of the token's user (and acting customer or ship method). */
async function addLine(request: APIRequestContext, headers: Record<string, string>, product: ListedProduct) {
  const added = await request.post('/api/cart/line', {
    headers,
    data: {
      productKey: product.productKey,
      unitOfMeasure: product.sellBys[0]?.unitOfMeasure,
      orderQuantity: product.sellBys[0]?.sellByMultiple ?? 1,
    },
  });
  expect(added.status()).toBe(200);
}

/** The first Add-to-cart button of the products page opens its dialog (or Account Required for guests). */
const firstAddButton = (page: Page) => page.getByRole('button', { name: /^Add .+ to cart$/ }).first();

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  // Each test audits a dozen or more screens; axe takes a few seconds per screen on a shared machine.
  test.describe.configure({ timeout: 900_000 });

  test('guest: landing, sign-in screens, catalog, an out-of-stock product and the Account Required dialog', async ({
    page,
    request,
  }, testInfo) => {
    const audit = new Audit(page);
    const product = await firstProduct(request);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
    await audit.check('/ (landing)');
    await audit.visit('/login', 'Log In');
    await audit.visit('/create-account', 'Create Account');
    await audit.visit('/forgot-password', /Password/);
    await audit.visit('/changepassword?t=not-a-token', /Password/);
    await audit.visit('/verifyemail?t=not-a-token', /Verif/);
    await audit.visit('/accessdenied', 'Access Denied');
    await productsPageLayouts(page, audit, testInfo, false);
    await firstAddButton(page).click();
    const required = page.getByRole('dialog', { name: 'Account Required' });
    await expect(required).toContainText(texts.accountRequired);
    await audit.dialog('Account Required dialog', required);
    await phoneChrome(page, audit, testInfo, false);
    await audit.visit('/categories', 'Categories');
    await audit.visit(`/product/${product.productKey}`, product.description);
    // Issue 39 item 10: "Out of stock" was orange on white (3.11:1); audited in both colour schemes
    // (signed out, the page follows the browser's, decision 085).
    const soldOut = await outOfStockProduct(request);
    await page.goto(`/product/${soldOut.productKey}`);
    await audit.settled(soldOut.description);
    await expect(page.getByText('Out of stock', { exact: true })).toBeVisible({ timeout: 30_000 });
    await audit.check(`/product/${soldOut.productKey} (out of stock)`);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(18, 18, 18)');
    await audit.transitionsEnded();
    await audit.check(`/product/${soldOut.productKey} (out of stock, dark)`);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/product/999999');
    await expect(page.getByText(texts.unavailable)).toBeVisible({ timeout: 30_000 });
    await audit.check('/product/999999 (unavailable)');
    await audit.visit('/no-such-page', texts.notFound);
    audit.expectNone();
  });

  test('buyer: catalog, dialogs, order guides, cart and checkout to the receipt', async ({
    page,
    request,
    signIn,
  }, testInfo) => {
    const username = userForProject(testInfo, { desktop: 'buyer.c10013', phone: 'buyer.c10014' });
    const token = await requestToken(request, username);
    const auth = { authorization: `Bearer ${token}` };
    expect((await request.delete('/api/cart', { headers: auth })).status()).toBe(204);
    const product = await firstProduct(request);
    const audit = new Audit(page);
    await signIn.viaApi(username, {}, '/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
    await audit.check('/ (landing)');
    await phoneChrome(page, audit, testInfo, true);

    await productsPageLayouts(page, audit, testInfo, true);
    await firstAddButton(page).click();
    await audit.dialog('Add To Cart dialog', page.getByRole('dialog', { name: 'Add To Cart' }));
    await page.getByRole('button', { name: 'Add to Order Guide' }).first().click();
    await audit.dialog('Add to Order Guide dialog', page.getByRole('dialog', { name: 'Add to Order Guide' }));
    // Quick entry: a line that is not a multiple of its Sell By asks the yes/no Confirm Quantity question (decision 108).
    await page.getByRole('button', { name: 'Quick Entry' }).click();
    const quantity = page
      .getByRole('spinbutton')
      .first()
      .or(page.getByRole('textbox', { name: /quantity/i }).first());
    await quantity.fill('0.5');
    await page
      .getByRole('button', { name: /^Add .*to Cart/i })
      .first()
      .click();
    const confirmQuantity = page.getByRole('dialog', { name: 'Confirm Quantity' });
    await audit.dialog('Confirm Quantity dialog', confirmQuantity, confirmQuantity.getByRole('button', { name: 'No' }));
    await page.getByRole('button', { name: 'Grid' }).click();

    await audit.visit(`/product/${product.productKey}`, product.description);
    await audit.visit('/categories', 'Categories');

    // Order guides: the viewer with its Create New and Copy dialogs, the delete confirmation, the editor.
    await audit.visit('/order-guide', /Order Guide/);
    await page.getByRole('button', { name: 'Create New' }).click();
    const nameDialog = page.getByRole('dialog');
    await audit.dialog('Create order guide dialog', nameDialog);
    const guides = page.getByRole('combobox').first();
    if ((await page.getByRole('button', { name: 'Delete' }).count()) > 0) {
      await expect(guides).toBeVisible();
      await page.getByRole('button', { name: 'Copy' }).click();
      await audit.dialog('Copy order guide dialog', page.getByRole('dialog'));
      await page.getByRole('button', { name: 'Delete' }).click();
      await audit.dialog('Delete order guide confirmation', page.getByRole('dialog'));
    }
    await audit.visit('/order-guide-edit#og_create=A11Y', 'Create Order Guide: A11Y');

    await audit.visit('/cart', 'Cart');
    await addLine(request, auth, product);
    await audit.visit('/cart', 'Cart');
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    const clear = page.getByRole('dialog', { name: 'Clear Cart' });
    await expect(clear).toContainText(texts.clearCart);
    await audit.dialog('Clear Cart confirmation', clear);
    await page.getByRole('button', { name: 'Save Order Guide' }).click();
    await audit.dialog('Save Order Guide dialog', page.getByRole('dialog', { name: 'Save Order Guide' }));
    await page.getByRole('button', { name: 'Checkout' }).click();
    await audit.settled('Checkout');
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
    await audit.check('/checkout (delivery)');
    await page.getByRole('button', { name: /^Choose date/ }).click();
    await audit.dialog('delivery date calendar', page.getByRole('dialog'));
    const po = page.getByRole('textbox', { name: 'Customer P.O.' });
    if ((await po.inputValue()) === '' && (await po.getAttribute('required')) !== null) {
      // This customer requires a P.O.: the step's error state is audited too.
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Customer P.O. is required')).toBeVisible();
      await audit.check('/checkout (delivery, P.O. required)');
      await po.fill('A11Y-1');
    }
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    await audit.check('/checkout (confirm order)');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(/^Order \d+ submitted$/)).toBeVisible({ timeout: 30_000 });
    await audit.check('/checkout (receipt)');
    audit.expectNone();
  });

  test('buyer: order history, product history, account, Make Payment, documents and settings', async ({
    page,
    signIn,
  }, testInfo) => {
    const username = userForProject(testInfo, { desktop: 'buyer.c10013', phone: 'buyer.c10014' });
    const audit = new Audit(page);
    await signIn.viaApi(username, {}, '/history/orders');
    await audit.settled('Order History');
    await audit.check('/history/orders');
    await page
      .getByRole('button', { name: /^Documents of order / })
      .first()
      .click();
    const documents = page.getByRole('dialog', { name: 'Order Documents' });
    await audit.dialog('Order Documents dialog', documents, documents.getByRole('button', { name: 'Close' }));
    await audit.visit('/history/products', 'Product History');
    await audit.visit('/account/summary', 'Account Summary');
    await audit.visit('/account/details', 'Account Details');
    await audit.visit('/account/payment', 'Make Payment');
    const items = page.getByRole('list', { name: 'Open A/R items' });
    await items.getByRole('button').first().click();
    await audit.dialog('payable detail dialog', page.getByRole('dialog'));
    await audit.visit('/documents', 'Documents');
    await audit.visit('/settings', 'Settings');
    await audit.visit('/no-such-page', texts.notFound);
    audit.expectNone();
  });

  test('salesperson acting for a customer: Select Customer, the catalog, cart and history', async ({
    page,
    signIn,
  }, testInfo) => {
    const audit = new Audit(page);
    await signIn.viaUi(demoUsers.sales);
    await expect(page).toHaveURL('/select-customer');
    await audit.settled('Select Customer');
    await expect(page.getByRole('option').first()).toBeVisible();
    await audit.check('/select-customer');
    await page.getByRole('option').first().click();
    await expect(page).not.toHaveURL('/select-customer');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
    await audit.check(`${new URL(page.url()).pathname} (salesperson)`);
    await phoneChrome(page, audit, testInfo, true, ' (salesperson)');
    await productsPageLayouts(page, audit, testInfo, true);
    await audit.visit('/cart', 'Cart');
    await audit.visit('/order-guide', /Order Guide/);
    await audit.visit('/history/orders', 'Order History');
    await audit.visit('/account/summary', 'Account Summary');
    audit.expectNone();
  });

  test('consumer: Select Pickup or Delivery, catalog, cart, checkout with payment, addresses and preferences', async ({
    page,
    request,
    signIn,
  }, testInfo) => {
    // The other project's consumer than checkout.spec.ts uses; this test only adds a line.
    const username = userForProject(testInfo, { desktop: demoUsers.consumer2, phone: demoUsers.consumer });
    const token = await requestToken(request, username);
    const product = await firstProduct(request);
    await addLine(
      request,
      { authorization: `Bearer ${token}`, 'x-customer-key': '0', 'x-ship-method': 'delivery' },
      product,
    );
    const audit = new Audit(page);
    await signIn.viaUi(username);
    await expect(page).toHaveURL('/select-shipmethod');
    await audit.settled('Select Pickup or Delivery');
    await audit.check('/select-shipmethod');
    await page.getByRole('button', { name: 'Delivery' }).click();
    await expect(page).not.toHaveURL('/select-shipmethod');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
    await audit.check(`${new URL(page.url()).pathname} (consumer)`);
    await productsPageLayouts(page, audit, testInfo, true);
    await phoneChrome(page, audit, testInfo, true);
    await audit.visit('/cart', 'Cart');

    await page.getByRole('button', { name: 'Checkout' }).click();
    await audit.settled('Checkout');
    const delivery = page.getByRole('button', { name: 'Delivery', exact: true });
    if (await delivery.isVisible()) {
      await audit.check('/checkout (shipment method)');
      await delivery.click();
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await expect(page.getByRole('combobox', { name: 'Delivery Address' })).toBeVisible();
    await audit.check('/checkout (delivery, consumer)');
    const po = page.getByRole('textbox', { name: 'Customer P.O.' });
    if ((await po.inputValue()) === '') await po.fill('A11Y');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('textbox', { name: 'Card Number' })).toBeVisible();
    await audit.check('/checkout (payment information)');

    await audit.visit('/addresses', /Address/);
    await page.getByRole('button', { name: 'New Address' }).click();
    await audit.dialog('Add Delivery Address dialog', page.getByRole('dialog', { name: 'Add Delivery Address' }));
    await page.getByRole('button', { name: 'Edit' }).first().click();
    await audit.dialog('Edit Delivery Address dialog', page.getByRole('dialog', { name: 'Edit Delivery Address' }));
    const remove = page.getByRole('button', { name: 'Delete' });
    if ((await remove.count()) > 0) {
      await remove.first().click();
      await audit.dialog('Delete Address confirmation', page.getByRole('dialog'));
    }
    await audit.visit('/user-preferences', /Preferences/);
    await audit.visit('/settings', 'Settings');
    await audit.visit('/history/orders', 'Order History');
    audit.expectNone();
  });

  test('administrator: Options with its cards, the landing editor and its card editor, settings', async ({
    page,
    signIn,
  }, testInfo) => {
    const audit = new Audit(page);
    await signIn.viaApi(demoUsers.admin, {}, '/admin');
    await audit.settled('Options');
    await expect(page.getByRole('heading', { name: 'Image Sync' })).toBeVisible();
    await audit.check('/admin');
    await audit.visit('/admin/landing', /Landing Page/);
    await page.getByRole('button', { name: 'Edit card 1', exact: true }).click();
    await audit.dialog('Edit Card dialog', page.getByRole('dialog', { name: 'Edit Card' }));
    await audit.visit('/settings', 'Settings');
    await phoneChrome(page, audit, testInfo, true);
    audit.expectNone();
  });

  test('punchout session: the catalog, cart and checkout inside the session', async ({ page, baseURL }, testInfo) => {
    const procurement = new FakeProcurementSystem();
    await procurement.start();
    try {
      const audit = new Audit(page);
      // SAP OCI entry: the session lives in the tab, so the screens are reached through the menu.
      await page.goto(procurement.ociEntryUrl(baseURL ?? '', `a11y-${testInfo.project.name}-${Date.now()}`));
      await expect(page).toHaveURL(/\/products$/);
      await audit.settled('Products');
      await audit.check('/products (punchout)');
      await auditProductLayouts(page, audit, testInfo, true);
      await firstAddButton(page).click();
      const add = page.getByRole('dialog', { name: 'Add To Cart' });
      await expect(add).toBeVisible();
      await audit.check('Add To Cart dialog (punchout)');
      await add.getByRole('button', { name: 'Add To Cart', exact: true }).click();
      await expect(add).toBeHidden();
      const menu = async () => {
        if (!isPhone(testInfo)) return page.getByRole('navigation', { name: 'Main menu' });
        await page.getByRole('button', { name: 'Open menu' }).click();
        const drawer = page.getByRole('dialog');
        // The "Added ... to the cart" notice may still be growing in as the drawer opens.
        await expect(drawer).toBeVisible();
        await audit.transitionsEnded();
        await audit.check('side menu (phone, punchout)');
        return drawer;
      };
      await (await menu()).getByRole('link', { name: 'Cart' }).click();
      await audit.settled('Cart');
      await audit.check('/cart (punchout)');
      await (await menu()).getByRole('link', { name: 'Checkout' }).click();
      await audit.settled('Checkout');
      await audit.check('/checkout (punchout)');
      audit.expectNone();
    } finally {
      await procurement.stop();
    }
  });

  test('a skip link leads past the menu, and a new page puts focus on its heading', async ({
    page,
    signIn,
  }, testInfo) => {
    await signIn.viaApi(demoUsers.customer, {}, '/products');
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab reaches the page itself, not the app bar or the menu.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);

    if (isPhone(testInfo)) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Categories', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeFocused();
  });
});
