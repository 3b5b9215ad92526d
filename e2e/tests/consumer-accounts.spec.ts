import type { Page } from '@playwright/test';
import { COMPANY_NAME, expect, test } from '../fixtures.ts';
import { linkPath, waitForMail } from '../mail-catcher.ts';

/** Solves the ALTCHA human check the way a visitor does: the widget works once the form has focus. */
async function passHumanCheck(page: Page) {
  const widget = page.locator('altcha-widget');
  const state = () => widget.evaluate((el) => (el as HTMLElement & { getState(): string }).getState());
  if ((await state()) === 'unverified') await page.locator('.altcha-checkbox input').click();
  await expect.poll(state, { timeout: 30_000 }).toBe('verified');
}

test.describe('consumer accounts', () => {
  test('a new consumer signs up, verifies the e-mail from the mail, signs in, adds an address, chooses delivery and browses', async ({
    page,
  }, testInfo) => {
    const email = `new.consumer.${testInfo.project.name}.${Date.now()}@example.com`;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Robin Fairweather');
    await page.getByRole('textbox', { name: 'Company' }).fill('Fairweather Events');
    await page.getByRole('textbox', { name: 'Phone' }).pressSequentially('6175550144');
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('(617) 555-0144');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await password.pressSequentially('fresh');
    const rules = page.getByTestId('password-rules');
    await expect(rules.locator('[data-met="true"]')).toHaveText(['A lowercase letter']);
    await password.fill('Fresh-pass9');
    await expect(rules.locator('[data-met="false"]')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill('Fresh-pass9');
    await passHumanCheck(page);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { name: 'Account registered succesfully' })).toBeVisible();

    // Not before the address is verified.
    const mail = await waitForMail(email, /^Verify your e-mail address/);
    expect(mail.subject).toBe(`Verify your e-mail address for ${COMPANY_NAME}`);
    const verifyPath = linkPath(mail, '/verifyemail');
    await page.goto(verifyPath);
    await expect(
      page.getByText('Your account has been verified. Please sign in with your email address.'),
    ).toBeVisible();
    // The link works once.
    await page.goto(verifyPath);
    await expect(page.getByText('Account verification failed. Please try again later.')).toBeVisible();

    await page.getByRole('link', { name: 'Back to Log In' }).click();
    await page.getByLabel(/^Username/).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Fresh-pass9');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Select Pickup or Delivery' })).toBeVisible();
    await page.getByRole('button', { name: 'Delivery' }).click();

    const dialog = page.getByRole('dialog', { name: 'Add Delivery Address' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Zip Code' }).fill('2118');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Must be valid Zip Code')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Address Line 1' }).fill('12 Union Park');
    await dialog.getByRole('textbox', { name: 'City' }).fill('Boston');
    await dialog.getByRole('textbox', { name: 'State' }).fill('MA');
    await dialog.getByRole('textbox', { name: 'Zip Code' }).fill('02118');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL('/');
    await page.getByRole('link', { name: 'Browse products' }).click();
    await expect(page).toHaveURL(/\/products/);
    await expect(page.getByText(/\d+ results/)).toBeVisible();
  });

  test("choosing Delivery warns of the minimum order for the latest address's zip", async ({ page, signIn }) => {
    await signIn.viaUi('demo.consumer@example.com');
    await expect(page.getByRole('heading', { name: 'Select Pickup or Delivery' })).toBeVisible();
    await page.getByRole('button', { name: 'Delivery' }).click();
    await expect(page.getByText('Minimum order amount for this zip code is $40.00')).toBeVisible();
    await expect(page).toHaveURL('/');
  });
});

test.describe('password reset', () => {
  test('a user resets a forgotten password from the mail and signs in with it', async ({ page, signIn }, testInfo) => {
    const username = testInfo.project.name === 'desktop' ? 'buyer.c10017' : 'buyer.c10018';
    await signIn.gotoLogin();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The login page has a field of the same name and stays up while the next screen loads.
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await page.getByLabel(/^Username/).fill(username);
    await passHumanCheck(page);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText(/If an account exists for that e-mail address or user name/)).toBeVisible();

    const mail = await waitForMail(`${username}@example.com`, /^Reset your/);
    await page.goto(linkPath(mail, '/changepassword'));
    await expect(page.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
    await page.getByLabel('Set Password').fill('Reset-pass42');
    await page.getByLabel('Confirm Password').fill('Reset-pass4');
    await expect(page.getByText('passwords must match')).toBeVisible();
    await page.getByLabel('Confirm Password').fill('Reset-pass42');
    await passHumanCheck(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByText('Your password has been set. Please sign in with your new password.')).toBeVisible();

    await signIn.submit(username, 'Reset-pass42');
    await expect(page.getByRole('heading', { name: `Welcome to ${COMPANY_NAME}` })).toBeVisible();
  });
});
