import { COMPANY_NAME, demoUsers, expect, messages, test } from '../fixtures.ts';

test.describe('guest browsing', () => {
  test('a guest at / sees the landing page with Log In and no menu', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: `Welcome to ${COMPANY_NAME}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  });

  test('a guest can open the products page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Browse products' }).click();
    await expect(page).toHaveURL('/products');
    await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
    await page.goto('/products');
    await expect(page).toHaveURL('/products');
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  });

  test('Log In on the app bar opens the login page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByLabel('Username or Email')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create account' })).toBeVisible();
  });
});

test.describe('menu gating', () => {
  test('a consumer sent to a screen whose entry is hidden lands on /', async ({ page, signIn }) => {
    await signIn.viaApi(demoUsers.consumer, { shipMethod: 'pickup' }, '/account/summary');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: `Welcome to ${COMPANY_NAME}` })).toBeVisible();
  });

  test('a guest sent to a signed-in screen goes to /login', async ({ page }) => {
    await page.goto('/account/summary');
    await expect(page).toHaveURL('/login');
  });

  test('a customer may open the same screen', async ({ page, signIn }) => {
    await signIn.viaApi(demoUsers.customer, {}, '/account/summary');
    // Until the account issue builds the screen, the gated address says it does not exist yet.
    await expect(
      page.getByRole('heading', { name: 'Account Summary' }).or(page.getByRole('heading', { name: messages.notFound })),
    ).toBeVisible();
    await expect(page).toHaveURL('/account/summary');
  });
});

test.describe('not found and access denied', () => {
  test('an unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: messages.notFound })).toBeVisible();
  });

  test('a signed-in user gets the not-found page inside the app', async ({ page, signIn }) => {
    await signIn.viaApi(demoUsers.customer, {}, '/no-such-page');
    await expect(page.getByRole('heading', { name: messages.notFound })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
  });

  test('/login and the selection screens lead home when they do not apply', async ({ page, signIn }) => {
    await signIn.viaApi(demoUsers.customer, {}, '/login');
    await expect(page).toHaveURL('/');
    await page.goto('/select-customer');
    await expect(page).toHaveURL('/');
    await page.goto('/select-shipmethod');
    await expect(page).toHaveURL('/');
  });

  test('the Access Denied page explains, and offers a guest Log In rather than Log Out (issue 36)', async ({
    page,
  }) => {
    await page.goto('/accessdenied');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText(messages.accessDenied)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL('/login');
  });
});
