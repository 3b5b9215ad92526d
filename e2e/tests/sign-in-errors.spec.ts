import type { Page } from '@playwright/test';
import { demoUsers, expect, messages, storageKeys, test, userForProject } from '../fixtures.ts';

/** Solves the ALTCHA human check the way a visitor does (ALTCHA_COST is low in e2e). */
async function passHumanCheck(page: Page) {
  const widget = page.locator('altcha-widget');
  await expect(widget).toBeVisible();
  const state = () => widget.evaluate((el) => (el as HTMLElement & { getState(): string }).getState());
  if ((await state()) === 'unverified') await page.locator('.altcha-checkbox input').click();
  await expect.poll(state, { timeout: 30_000 }).toBe('verified');
}

test.describe('sign-in error messages', () => {
  test('a wrong password says Unknown user or invalid password', async ({ page, signIn }) => {
    await signIn.viaUi(demoUsers.customer, 'Wrong-pass1');
    await expect(signIn.reason).toHaveText(messages.badCredentials);
    await expect(page).toHaveURL('/login');
  });

  test('an unknown user gets the same message', async ({ signIn }) => {
    await signIn.viaUi('nobody.here', 'Demo-pass1');
    await expect(signIn.reason).toHaveText(messages.badCredentials);
  });

  test('a disabled account shows the server description', async ({ signIn }) => {
    await signIn.viaUi(demoUsers.disabled);
    await expect(signIn.reason).toHaveText(messages.disabled);
  });

  test('an unverified consumer shows the server description', async ({ signIn }) => {
    await signIn.viaUi(demoUsers.pendingConsumer);
    await expect(signIn.reason).toHaveText(messages.notVerified);
  });

  test('past the attempt limit the login page asks for the human check, and the right password then signs in', async ({
    page,
    signIn,
  }, testInfo) => {
    // Six argon2 checks and a proof of work: more than the default minute on a busy machine.
    test.setTimeout(180_000);
    // A user name of its own per project: five failures put it past the limit for fifteen minutes.
    const username = userForProject(testInfo, { desktop: 'buyer.c10015', phone: 'buyer.c10016' });
    await signIn.gotoLogin();
    await expect(page.locator('altcha-widget')).toHaveCount(0);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/token'));
      await signIn.submit(username, `Wrong-pass${attempt}`);
      expect((await answered).status()).toBe(401);
      await expect(signIn.reason).toHaveText(messages.badCredentials);
    }
    // The right password alone is not checked past the limit: the server asks for the human check.
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/token'));
    await signIn.submit(username);
    const answer = await refused;
    expect(answer.status()).toBe(429);
    expect(((await answer.json()) as { error: string }).error).toBe('human_check_required');
    await expect(signIn.reason).toHaveText(messages.tooManyAttempts);
    await expect(page.getByText(messages.humanCheckPrompt)).toBeVisible();
    await expect(signIn.submitButton).toBeDisabled();
    await testInfo.attach('login-human-check', { body: await page.screenshot(), contentType: 'image/png' });

    await passHumanCheck(page);
    const accepted = page.waitForResponse((r) => r.url().endsWith('/api/token'));
    await signIn.submit(username);
    const sent = (await accepted).request().postData() ?? '';
    expect(new URLSearchParams(sent).get('verifyToken')).toBeTruthy();
    expect((await accepted).status()).toBe(200);
    await expect(page).toHaveURL('/');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), storageKeys.token)).toBeTruthy();
  });

  test('no answer from the server says The server did not respond', async ({ page, signIn }) => {
    await page.route('**/api/token', (route) => route.abort('failed'));
    await signIn.viaUi(demoUsers.customer);
    await expect(signIn.reason).toHaveText(messages.noResponse);
  });

  // Spec 01 section 8. The answers are stubbed: no wrong password is typed, so the shared
  // per-address sign-in limit is not spent.
  test('a 503 from the token call says Service temporarily unavailable', async ({ page, signIn }) => {
    await page.route('**/api/token', (route) =>
      route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
    );
    await signIn.viaUi(demoUsers.customer);
    await expect(signIn.reason).toHaveText('Service temporarily unavailable');
    await expect(page).toHaveURL('/login');
  });

  test('a 401 with an empty body says Authorization Failed', async ({ page, signIn }) => {
    await page.route('**/api/token', (route) => route.fulfill({ status: 401, body: '' }));
    await signIn.viaUi(demoUsers.customer);
    await expect(signIn.reason).toHaveText('Authorization Failed');
    await expect(page).toHaveURL('/login');
  });

  test('Caps Lock is reported while typing the password', async ({ page, signIn }) => {
    await signIn.gotoLogin();
    await expect(page.getByText(messages.capsLock)).toHaveCount(0);
    // Chromium's input emulation has no Caps Lock state, so the key event carries the modifier itself.
    await signIn.passwordField.dispatchEvent('keydown', { key: 'A', code: 'KeyA', modifierCapsLock: true });
    await expect(page.getByText(messages.capsLock)).toBeVisible();
    await signIn.passwordField.dispatchEvent('keyup', { key: 'A', code: 'KeyA', modifierCapsLock: false });
    await expect(page.getByText(messages.capsLock)).toHaveCount(0);
  });

  test('the login form asks for both fields before calling the server', async ({ page, signIn }) => {
    let calls = 0;
    await page.route('**/api/token', (route) => {
      calls += 1;
      return route.continue();
    });
    await signIn.gotoLogin();
    await signIn.submitButton.click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    expect(calls).toBe(0);
  });
});
