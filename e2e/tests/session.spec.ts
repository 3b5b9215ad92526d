import type { Page } from '@playwright/test';
import { COMPANY_NAME, demoUsers, expect, messages, storageKeys, test } from '../fixtures.ts';

/** The server ends the session on the next call (as it does for an expired or revoked token). */
async function endSessionOnNextCall(page: Page, code: string, message: string) {
  await page.route('**/api/user', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ code, message }) }),
  );
}

test.describe('session end', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn.viaApi(demoUsers.customer);
    await expect(page.getByRole('heading', { name: `Welcome to ${COMPANY_NAME}` })).toBeVisible();
  });

  test('a token the server does not accept returns to the login page with a red reason', async ({ page, signIn }) => {
    // Set before the app's scripts run on the reload: the app rewrites its stored session whenever the
    // session changes, so a token put there from outside while it runs may be overwritten (CI, phone).
    await page.addInitScript((key) => window.localStorage.setItem(key, 'garbage.not.a-token'), storageKeys.token);
    // The first call the app makes with it is refused; which one that is depends on timing, and the
    // app abandons the others once the session has ended.
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/') && r.status() === 401);
    await page.reload();
    await refused;
    await expect(page).toHaveURL('/login');
    await expect(signIn.reason).toHaveText('The access token is not valid');
    await expect(signIn.reason).toHaveCSS('color', /rgb\((2[0-9]{2}), \d{1,2}, \d{1,2}\)/);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), storageKeys.token)).toBeNull();
  });

  test('an expired session says so on the login page', async ({ page, signIn }) => {
    await endSessionOnNextCall(page, 'SESSION_EXPIRED', messages.sessionExpired);
    await page.reload();
    await expect(page).toHaveURL('/login');
    await expect(signIn.reason).toHaveText(messages.sessionExpired);
  });

  test("a 'changed password' reason shows as an error notification", async ({ page, signIn }) => {
    await endSessionOnNextCall(page, 'PASSWORD_CHANGED', messages.passwordChanged);
    await page.reload();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('alert').filter({ hasText: messages.passwordChanged })).toBeVisible();
    await expect(signIn.reason).toHaveCount(0);
  });

  test("a 'not authorized' reason leads to Access Denied", async ({ page }) => {
    await endSessionOnNextCall(page, 'ACCOUNT_DISABLED', messages.accountNotAuthorized);
    await page.reload();
    await expect(page).toHaveURL('/accessdenied');
    await expect(page.getByText(messages.accessDenied)).toBeVisible();
    await page.unroute('**/api/user');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL('/login');
  });
});

test.describe('a page opened with a held session', () => {
  /** A GET as the server sees it: path, query and the credentials it was sent with. */
  const described = (method: string, url: string, headers: Record<string, string>) =>
    [
      method,
      new URL(url).pathname + new URL(url).search,
      headers['authorization'] ?? '-',
      headers['x-customer-key'] ?? '-',
    ]
      .concat(headers['x-ship-method'] ?? '-')
      .join(' ');

  for (const path of ['/products', '/cart']) {
    test(`${path} asks for each thing once: the app uses what the page's first script asked for (decision 368)`, async ({
      page,
      signIn,
    }) => {
      await signIn.viaApi(demoUsers.customer);
      await expect(page.getByRole('heading', { name: `Welcome to ${COMPANY_NAME}` })).toBeVisible();
      // The reload holds the token and the acting customer, as a returning buyer's browser does.
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/') && request.method() === 'GET') {
          asked.push(described(request.method(), request.url(), request.headers()));
        }
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/products') await expect(page.getByRole('listitem').first()).toBeVisible();
      await page.waitForLoadState('networkidle');

      const twice = asked.filter((request, i) => asked.indexOf(request) !== i);
      expect(twice, `asked twice:\n${asked.join('\n')}`).toEqual([]);
      expect(asked.some((request) => request.startsWith('GET /api/user '))).toBe(true);
      // Every early answer was taken by the app's own call for it.
      const unused = await page.evaluate(() =>
        (window as { __provenderEarly?: { path: string }[] }).__provenderEarly?.map((entry) => entry.path),
      );
      expect(unused).toEqual([]);
    });
  }
});
