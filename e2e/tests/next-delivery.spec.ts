import type { Page } from '@playwright/test';
import { demoUsers, expect, requestToken, test } from '../fixtures.ts';

/**
 * The next delivery in view and the reminder setting (issue 34 items 4 and 6, decisions 501-503).
 * The server's clock runs from the run's start (clock.ts); the browser's is moved past the cut-off
 * with Playwright's clock, and the bar must move to the next date without asking the server.
 */
interface Delivery {
  date: string;
  cutoff: { date: string; time: string };
  closesAt: string;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** 2026-03-11 -> Wed, 03/11, as the bar names a delivery. */
const day = (iso: string) =>
  `${WEEKDAYS[(new Date(`${iso}T12:00:00Z`).getUTCDay() + 6) % 7]}, ${iso.slice(5, 7)}/${iso.slice(8, 10)}`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

async function apiGet<T>(page: Page, username: string, path: string): Promise<T> {
  const token = await requestToken(page.request, username);
  const res = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

test.describe('the next delivery in view', () => {
  test('the app bar counts down to the cut-off and moves to the next date at it; the cart says the same', async ({
    page,
    signIn,
  }) => {
    const next = await apiGet<{ deliveries: Delivery[] }>(page, demoUsers.customer, '/api/cart/next-delivery');
    const [first, second] = next.deliveries;
    if (!first || !second) throw new Error('demo.customer has no next deliveries');
    await signIn.viaApi(demoUsers.customer);
    const bar = page.getByTestId('next-delivery');
    await expect(bar).toHaveText(new RegExp(`^Order (by|within) .+ for ${escape(day(first.date))} delivery$`));
    // The bar holds its line on a phone too: nothing is cut off.
    const fits = await bar.locator('p').evaluate((p) => p.scrollWidth <= p.clientWidth);
    expect(fits).toBe(true);

    // Five minutes before the cut-off: the countdown.
    const browserNow = await page.evaluate(() => Date.now());
    await page.clock.fastForward(Date.parse(first.closesAt) - 5 * 60_000 - browserNow);
    await expect(bar).toHaveText(`Order within 5 min for ${day(first.date)} delivery`);
    await page.screenshot({ path: test.info().outputPath('countdown.png') });
    // The cut-off passes: the next date at once.
    await page.clock.fastForward(5 * 60_000);
    await expect(bar).toHaveText(new RegExp(`^Order (by|within) .+ for ${escape(day(second.date))} delivery$`));

    await page.getByRole('link', { name: /^Cart,/ }).click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByTestId('cart-next-delivery')).toContainText(`for ${day(second.date)} delivery`);
  });

  test('Select Customer marks the customers with no order for their next delivery, with the cut-off', async ({
    page,
    signIn,
  }) => {
    type Item = { customerCode: string; name: string; nextDelivery?: (Delivery & { ordered: boolean }) | null };
    const list = await apiGet<Item[]>(page, demoUsers.sales, '/api/customer/list');
    const unordered = list.find((c) => c.nextDelivery && !c.nextDelivery.ordered);
    if (!unordered?.nextDelivery) throw new Error('every customer of demo.sales has an order');
    await signIn.viaUi(demoUsers.sales);
    await expect(page).toHaveURL('/select-customer');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Customers' }).fill(unordered.customerCode);
    const option = page.getByRole('option', { name: new RegExp(escape(unordered.name)) });
    await expect(option).toContainText(
      new RegExp(`No order for ${escape(day(unordered.nextDelivery.date))} · (by \\d+:\\d\\d [AP]M \\w{3}|.+ left)$`),
    );
    await page.getByRole('searchbox', { name: 'Customers' }).fill('');
    await expect(page.getByRole('option').first()).toBeVisible();
  });

  test("a customer's user turns on Remind me to order with the hours before the cut-off", async ({
    page,
    signIn,
  }, testInfo) => {
    await signIn.viaApi(demoUsers.customer, {}, '/settings');
    const card = page
      .getByRole('heading', { name: 'Remind me to order', level: 2 })
      .locator('xpath=ancestor::div[contains(@class,"MuiCard-root")]');
    const toggle = card.getByRole('switch', { name: 'Remind me to order' });
    const hours = card.getByRole('textbox', { name: 'Hours before the cut-off' });
    await expect(toggle).toBeVisible();
    if (await toggle.isChecked()) {
      await toggle.click();
      await card.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Order reminders are off.')).toBeVisible();
    }
    await expect(hours).toBeDisabled();
    await toggle.click();
    await hours.fill('0');
    await expect(card.getByText('Enter whole hours from 1 to 48')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Save' })).toBeDisabled();
    const chosen = testInfo.project.name.startsWith('phone') ? '2' : '4';
    await hours.fill(chosen);
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Order reminders are on.')).toBeVisible();
    await page.reload();
    await expect(toggle).toBeChecked();
    await expect(hours).toHaveValue(chosen);
    // Back off, as the demo account started.
    await toggle.click();
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Order reminders are off.')).toBeVisible();
  });
});
