import type { Page } from '@playwright/test';
import {
  COMPANY_NAME,
  DEMO_CUSTOMER_NAME,
  demoUsers,
  expect,
  menuCustomer,
  openSideMenu,
  storageKeys,
  test,
} from '../fixtures.ts';

async function optionName(page: Page, option: ReturnType<Page['getByRole']>): Promise<string> {
  const name = await option.locator('.MuiListItemText-primary').textContent();
  if (!name) throw new Error('a customer option without a name');
  return name.trim();
}

test.describe('salesperson chooses and switches customers', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn.viaUi(demoUsers.sales);
    await expect(page).toHaveURL('/select-customer');
    await expect(page.getByRole('option').first()).toBeVisible();
  });

  test('picks a customer with the keyboard (ArrowDown, Enter)', async ({ page }) => {
    const search = page.getByRole('searchbox', { name: 'Customers' });
    await expect(search).toBeFocused();
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await search.press('ArrowDown');
    const active = page.getByRole('option', { selected: true });
    await expect(active).toHaveAttribute('id', 'customer-option-1');
    const chosen = await optionName(page, active);
    await search.press('Enter');
    await expect(page).toHaveURL('/');
    await openSideMenu(page);
    await expect(menuCustomer(page)).toContainText(chosen);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), storageKeys.customerKey)).toMatch(/^\d+$/);
  });

  test('searches by customer code and picks with a click', async ({ page }) => {
    await page.getByRole('searchbox', { name: 'Customers' }).fill('C10001');
    await expect(page.getByRole('option')).toHaveCount(1);
    await page.getByRole('option', { name: new RegExp(DEMO_CUSTOMER_NAME) }).click();
    await expect(page).toHaveURL('/');
    await openSideMenu(page);
    await expect(menuCustomer(page)).toContainText(DEMO_CUSTOMER_NAME);
  });

  test('a search that matches nothing says No customers.', async ({ page }) => {
    await page.getByRole('searchbox', { name: 'Customers' }).fill('no such customer at all');
    await expect(page.getByText('No customers.')).toBeVisible();
    await expect(page.getByRole('option')).toHaveCount(0);
  });

  test('Switch Customer returns to the list and acts for the new choice', async ({ page }) => {
    await page.getByRole('option', { name: new RegExp(DEMO_CUSTOMER_NAME) }).click();
    await expect(page).toHaveURL('/');
    await openSideMenu(page);
    await expect(menuCustomer(page)).toContainText(DEMO_CUSTOMER_NAME);
    await page.getByRole('button', { name: 'Switch Customer' }).click();
    await expect(page).toHaveURL('/select-customer');
    const other = page.getByRole('option').filter({ hasNotText: DEMO_CUSTOMER_NAME }).first();
    const otherName = await optionName(page, other);
    await other.click();
    await expect(page).toHaveURL('/');
    await openSideMenu(page);
    await expect(menuCustomer(page)).toContainText(otherName);
    await expect(menuCustomer(page)).not.toContainText(DEMO_CUSTOMER_NAME);
  });

  test('browser Back on Select Customer logs out', async ({ page, signIn }) => {
    await page.goBack();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), storageKeys.token)).toBeNull();
    // Signed out for real: the app does not come back with Forward or a reload.
    await page.reload();
    await expect(signIn.submitButton).toBeVisible();
  });

  test('browser Back from the chosen customer to the selection logs out', async ({ page }) => {
    await page.getByRole('option').first().click();
    await expect(page).toHaveURL('/');
    // Back once the home page shows, as a user would (not while its screen is still loading).
    await expect(page.getByRole('heading', { name: `Welcome to ${COMPANY_NAME}` })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), storageKeys.token)).toBeNull();
  });
});
