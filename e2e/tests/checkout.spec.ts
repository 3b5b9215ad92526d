import { join } from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { demoUsers, expect, isPhone, requestToken, test, userForProject } from '../fixtures.ts';

/** Spec 02 texts of issue 4, word for word. */
const texts = {
  cartEmpty: 'Cart is empty',
  clearCart: 'Are you sure you want to delete all products from your cart?',
  declined: 'Your card was declined. Try another card or contact your bank.',
} as const;

interface Product {
  productKey: number;
  description: string;
  sellBys: { unitOfMeasure: string; sellByMultiple: number }[];
}

/** Two products sold by the case one at a time, with descriptions no other product contains. */
async function twoCaseProducts(request: APIRequestContext): Promise<Product[]> {
  const res = await request.get('/api/product/list?limit=500');
  expect(res.status()).toBe(200);
  const products = ((await res.json()) as { products: Product[] }).products;
  const byCase = products.filter(
    (p) =>
      p.sellBys[0]?.unitOfMeasure === 'CS' &&
      p.sellBys[0].sellByMultiple === 1 &&
      !products.some((o) => o !== p && o.description.toLowerCase().includes(p.description.toLowerCase())),
  );
  if (byCase.length < 2) throw new Error('the demo catalog has too few products sold by the case');
  return byCase.slice(0, 2);
}

async function emptyCart(request: APIRequestContext, username: string, headers: Record<string, string> = {}) {
  const token = await requestToken(request, username);
  const res = await request.delete('/api/cart', { headers: { authorization: `Bearer ${token}`, ...headers } });
  expect(res.status()).toBe(204);
  return token;
}

/** MM/dd/yyyy, as the picker and the Confirm step write a YYYY-MM-DD date. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/**
 * Picks `iso` in the Delivery Date picker: opens the calendar, moves from the month shown (the
 * selected date's) to the target's, clicks the day, and on a phone confirms with OK.
 */
async function pickDeliveryDate(page: Page, testInfo: TestInfo, selected: string, iso: string) {
  await page.getByRole('button', { name: /^Choose date/ }).click();
  const calendar = page.getByRole('dialog');
  const months = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
  const shift = months(iso) - months(selected);
  for (let i = 0; i < Math.abs(shift); i++)
    await calendar.getByRole('button', { name: shift > 0 ? 'Next month' : 'Previous month' }).click();
  // Month changes slide: wait until only the target month's grid is left.
  const day = calendar.getByRole('gridcell', { name: String(Number(iso.slice(8, 10))), exact: true });
  await expect(day).toHaveCount(1);
  await expect(day).toBeEnabled();
  await day.click();
  if (isPhone(testInfo)) await calendar.getByRole('button', { name: 'OK' }).click();
  await expect(calendar).toBeHidden();
}

async function addFromProductPage(page: Page, product: Product) {
  await page.goto(`/product/${product.productKey}`);
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add To Cart' });
  await dialog.getByRole('button', { name: 'Add To Cart', exact: true }).click();
  await expect(page.getByText(`Added "${product.description}" to the cart.`)).toBeVisible();
}

/** Opens the receipt's confirmation in its new tab and checks the PDF behind it. */
async function openConfirmation(page: Page, request: APIRequestContext, token: string, orderNumber: string) {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Confirmation' }).click();
  const tab = await popup;
  await expect(tab).toHaveURL(new RegExp(`/doc/order-${orderNumber}-confirmation$`));
  await expect(tab.getByText(`Order-${orderNumber}-confirmation.pdf`)).toBeVisible();
  await expect(tab.locator(`iframe[title="Order-${orderNumber}-confirmation.pdf"]`)).toBeAttached();
  await tab.close();
  const pdf = await request.get(`/api/documents/order/${orderNumber}/confirmation`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

test.describe('checkout', () => {
  test('a customer clears an old cart, fills a new one, checks out for another ship-to on a chosen delivery date with a P.O., and opens the confirmation', async ({
    page,
    request,
    signIn,
  }, testInfo: TestInfo) => {
    // The longest journey of the suite (cart, two product pages, checkout, confirmation PDF).
    test.setTimeout(120_000);
    // A buyer of their own per project, so the two projects never share a cart.
    const username = userForProject(testInfo, { desktop: 'buyer.c10003', phone: 'buyer.c10004' });
    const token = await emptyCart(request, username);
    const auth = { authorization: `Bearer ${token}` };
    const products = await twoCaseProducts(request);
    const [first, second] = products;
    if (!first || !second) throw new Error('two products expected');

    // The ship-to of this buyer's last order stays for the next one (decision 033): a retry after a
    // submit would start at 002. Back to none, so the customer's default (001) applies again.
    const unset = await request.post('/api/cart/header', { headers: auth, data: { customerShipToCode: null } });
    expect(unset.status()).toBe(200);

    // Left over from an earlier visit: Clear Cart asks first, then empties the cart.
    const leftover = await request.post('/api/cart/lines?confirmQuantity=true', {
      headers: auth,
      data: [{ productKey: second.productKey, unitOfMeasure: 'CS', orderQuantity: 3 }],
    });
    expect(leftover.status()).toBe(200);
    await signIn.viaApi(username, {}, '/cart');
    await expect(page.getByRole('listitem', { name: second.description })).toBeVisible();
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    const confirm = page.getByRole('dialog', { name: 'Clear Cart' });
    await expect(confirm).toContainText(texts.clearCart);
    await confirm.getByRole('button', { name: 'Clear Cart' }).click();
    await expect(page.getByText(texts.cartEmpty)).toBeVisible();
    await expect(page.getByRole('listitem', { name: second.description })).toBeHidden();
    expect(((await (await request.get('/api/cart', { headers: auth })).json()) as { lines: unknown[] }).lines).toEqual(
      [],
    );

    for (const product of products) await addFromProductPage(page, product);

    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
    for (const product of products)
      await expect(page.getByRole('listitem', { name: product.description })).toBeVisible();
    const totals = page.getByLabel('Cart totals');
    await expect(totals).toContainText('Total Items');
    await expect(totals).toContainText('Case Total');
    await expect(totals).toContainText('Total Order Quantity');
    await page.getByRole('button', { name: 'Remove items' }).click();
    await expect(page.getByRole('button', { name: `Remove ${first.description}` })).toBeVisible();
    await page.getByRole('button', { name: 'Done Deleting' }).click();
    await page.getByRole('button', { name: 'Checkout' }).click();

    // Delivery: the default ship-to (001) and its default date come first; choose 002 and another date.
    await expect(page).toHaveURL('/checkout');
    const shipTo = page.getByRole('combobox', { name: 'Ship To' });
    await expect(shipTo).toContainText(/^001 - /);
    const dateField = page.getByRole('group', { name: 'Delivery Date' });
    await expect(dateField).toHaveText(/\d{2}\/\d{2}\/\d{4}/);
    const datesOf002 = page.waitForResponse((r) => r.url().includes('/api/cart/date?shipto=002') && r.ok());
    await shipTo.click();
    await page.getByRole('option', { name: /^002 - Downtown/ }).click();
    await expect(shipTo).toContainText('002 - Downtown');
    const valid = ((await (await datesOf002).json()) as { dates: string[] }).dates;
    await expect(dateField).toHaveText(/\d{2}\/\d{2}\/\d{4}/);
    const shown = /(\d{2})\/(\d{2})\/(\d{4})/.exec((await dateField.textContent()) ?? '');
    const selected = shown ? `${shown[3]}-${shown[1]}-${shown[2]}` : '';
    expect(valid).toContain(selected);
    const chosen = valid.find((d) => d !== selected);
    if (!chosen) throw new Error('ship-to 002 has a single delivery date');
    await pickDeliveryDate(page, testInfo, selected, chosen);
    await expect(dateField).toContainText(usDate(chosen));
    await page.getByRole('textbox', { name: 'Customer P.O.' }).fill('E2E-4411');
    await page.getByRole('textbox', { name: 'Special Instruction 1' }).fill('Use the back door');
    await page.getByRole('button', { name: 'Next' }).click();

    // Confirm shows where and when, as the server stored it.
    await expect(page.getByText('Downtown (002)')).toBeVisible();
    await expect(page.getByText(`Delivery Date: ${usDate(chosen)}`)).toBeVisible();
    await expect(page.getByText('Customer P.O.: E2E-4411')).toBeVisible();
    const stored = (await (await request.get('/api/cart/header', { headers: auth })).json()) as {
      customerShipToCode: string;
      deliveryDate: string;
      isValid: boolean;
    };
    expect(stored).toMatchObject({ customerShipToCode: '002', deliveryDate: chosen, isValid: true });
    const totalsBlock = page.getByLabel('Estimated totals');
    await expect(totalsBlock).toContainText('Line Total');
    // The Confirm step as the buyer sees it (once it has unfolded), next to the end-of-test pictures.
    await expect(page.getByRole('button', { name: 'Submit' })).toBeInViewport();
    await page.screenshot({
      path: join(import.meta.dirname, '..', 'screenshots', testInfo.project.name, 'checkout-confirm-step.png'),
      fullPage: true,
      animations: 'disabled',
    });
    await page.getByRole('button', { name: 'Submit' }).click();

    const receipt = page.getByText(/^Order \d+ submitted$/);
    await expect(receipt).toBeVisible();
    const orderNumber = /Order (\d+) submitted/.exec((await receipt.textContent()) ?? '')?.[1] ?? '';
    await openConfirmation(page, request, token, orderNumber);

    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/cart');
    await expect(page.getByText(texts.cartEmpty)).toBeVisible();
  });

  test('a consumer paying by card sees a decline, then pays with a good test card', async ({
    page,
    request,
    signIn,
  }, testInfo: TestInfo) => {
    // A consumer of their own per project, so the two projects never share a cart; each is
    // checked against their own seeded primary address (demo data, consumers.ts).
    const username = userForProject(testInfo, { desktop: demoUsers.consumer, phone: demoUsers.consumer2 });
    const home =
      username === demoUsers.consumer
        ? { display: 'Home', name: 'Jordan Ellis', address1: '48 Union Park', city: 'Boston' }
        : { display: 'Apartment', name: 'Casey Brooks', address1: '75 Marlborough St', city: 'Boston' };
    const consumerHeaders = { 'x-customer-key': '0', 'x-ship-method': 'delivery' };
    await emptyCart(request, username, consumerHeaders);
    const [product] = await twoCaseProducts(request);
    if (!product) throw new Error('no product');
    await signIn.viaApi(username, { shipMethod: 'delivery' }, '/products');
    await addFromProductPage(page, product);

    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Delivery', exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('combobox', { name: 'Delivery Address' })).toContainText(home.display);
    await page.getByRole('textbox', { name: 'Customer P.O.' }).fill('Weekend BBQ');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('textbox', { name: 'Card Number' }).fill('4000 0000 0000 0002');
    await page.getByRole('textbox', { name: 'Expiration (MMYY)' }).fill('1230');
    await page.getByRole('textbox', { name: 'CVV' }).fill('123');
    // Delivery: 'same as shipping' starts ticked with the address filled (decision 105).
    await expect(page.getByRole('checkbox', { name: 'Billing address is the same as shipping' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Name on Card' })).toHaveValue(home.name);
    await expect(page.getByRole('textbox', { name: 'Address Line 1' })).toHaveValue(home.address1);
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue(home.city);
    // The Payment Information step as the consumer sees it, next to the end-of-test pictures.
    await page.screenshot({
      path: join(import.meta.dirname, '..', 'screenshots', testInfo.project.name, 'checkout-payment-step.png'),
      fullPage: true,
      animations: 'disabled',
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Paying by Visa ending in 0002')).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    // Once, inline above Submit, in buyer words; no notification covers Submit (decision 103).
    await expect(page.getByText(texts.declined)).toHaveCount(1);
    await expect(page.getByText(texts.declined)).toBeVisible();
    await expect(page.getByText('Do not honor')).toHaveCount(0);

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('textbox', { name: 'Card Number' }).fill('4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Paying by Visa ending in 1111')).toBeVisible();
    // The decline was about the other card: Confirm no longer shows it.
    await expect(page.getByText(texts.declined)).toBeHidden();
    await expect(page.getByLabel('Estimated totals')).toContainText('Estimated Total');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeInViewport();
    await page.screenshot({
      path: join(import.meta.dirname, '..', 'screenshots', testInfo.project.name, 'checkout-card-confirm-step.png'),
      animations: 'disabled',
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(/^Order \d+ submitted$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirmation' })).toBeVisible();
    // The receipt names the card that paid and the transaction, as a card receipt does (issue 36).
    const paid = page.getByTestId('receipt-payment');
    await expect(paid).toContainText('Paid by Visa ending in 1111');
    await expect(paid).toContainText(/Transaction \S+/);
    await page.screenshot({
      path: join(import.meta.dirname, '..', 'screenshots', testInfo.project.name, 'checkout-card-receipt.png'),
      animations: 'disabled',
    });
  });
});
