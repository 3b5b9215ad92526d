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

test.describe('sign-in for every role', () => {
  test('a business customer lands on the home page, ready, with their customer in the menu', async ({
    page,
    signIn,
  }) => {
    await signIn.viaUi(demoUsers.customer);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: `Welcome to ${COMPANY_NAME}` })).toBeVisible();
    await openSideMenu(page);
    await expect(menuCustomer(page)).toContainText(DEMO_CUSTOMER_NAME);
    await expect(page.getByRole('link', { name: 'Products', exact: true })).toBeVisible();
    // A customer is not an administrator: no Admin section, no Options entry.
    await expect(page.getByRole('link', { name: 'Options' })).toHaveCount(0);
    await expect(page.getByText('Admin', { exact: true })).toHaveCount(0);
    // No Switch Customer for anyone but a salesperson.
    await expect(page.getByRole('button', { name: 'Switch Customer' })).toHaveCount(0);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), storageKeys.token)).toBeTruthy();
  });

  test('an administrator sees the Admin entry', async ({ page, signIn }) => {
    await signIn.viaUi(demoUsers.admin);
    await expect(page).toHaveURL('/');
    await openSideMenu(page);
    await expect(page.getByText('Admin', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Options' })).toBeVisible();
  });

  test('a salesperson is sent to Select Customer', async ({ page, signIn }) => {
    await signIn.viaUi(demoUsers.sales);
    await expect(page).toHaveURL('/select-customer');
    await expect(page.getByRole('heading', { name: 'Select Customer' })).toBeVisible();
    await expect(page.getByRole('option')).not.toHaveCount(0);
  });

  test('a consumer chooses Pickup on Select Pickup or Delivery', async ({ page, signIn }) => {
    await signIn.viaUi(demoUsers.consumer);
    await expect(page).toHaveURL('/select-shipmethod');
    await expect(page.getByRole('heading', { name: 'Select Pickup or Delivery' })).toBeVisible();
    await page.getByRole('button', { name: 'Pickup' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: `Welcome to ${COMPANY_NAME}` })).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), storageKeys.shipMethod)).toBe('pickup');
    await openSideMenu(page);
    // Consumers never see the account, payment, documents and admin entries.
    for (const hidden of ['Account Summary', 'Account Details', 'Make Payment', 'Documents', 'Options']) {
      await expect(page.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    }
  });

  test('a session survives a reload and Log Out ends it', async ({ page, signIn }) => {
    await signIn.viaApi(demoUsers.customer);
    await expect(page.getByRole('heading', { name: `Welcome to ${COMPANY_NAME}` })).toBeVisible();
    await page.reload();
    await openSideMenu(page);
    await expect(menuCustomer(page)).toContainText(DEMO_CUSTOMER_NAME);
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), storageKeys.token)).toBeNull();
  });

  test('signing in through the API lands a salesperson on the chosen customer', async ({ page, signIn }) => {
    await signIn.viaApi(demoUsers.sales, { customerCode: 'C10001' });
    await expect(page).toHaveURL('/');
    await openSideMenu(page);
    await expect(menuCustomer(page)).toContainText(DEMO_CUSTOMER_NAME);
  });
});
