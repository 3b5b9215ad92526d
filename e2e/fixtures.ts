import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { e2eNow } from './clock.ts';
import { test as base, expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';

export { expect };

/** Every demo account signs in with this password (README, demo data). */
export const DEMO_PASSWORD = 'Demo-pass1';
export const COMPANY_NAME = 'Harbor & Vine Foodservice';

export const demoUsers = {
  admin: 'demo.admin',
  customer: 'demo.customer',
  sales: 'demo.sales',
  consumer: 'demo.consumer@example.com',
  /** The phone project's consumer where a journey changes the consumer's cart (demo.consumer is the desktop one's). */
  consumer2: 'demo.consumer2@example.com',
  pendingConsumer: 'pending.consumer@example.com',
  disabled: 'demo.disabled',
} as const;

/** The acting customer of demo.customer (C10001). */
export const DEMO_CUSTOMER_NAME = 'Riverside Bistro Group';

/** The web app's localStorage keys (apps/web/src/app/session/session-storage.ts). */
export const storageKeys = {
  token: 'provender.token',
  customerKey: 'provender.customerKey',
  shipMethod: 'provender.shipMethod',
} as const;

/** User-visible texts of spec 01 section 8 and spec 02 section 2, word for word. */
export const messages = {
  badCredentials: 'Unknown user or invalid password',
  tooManyAttempts: 'Too many login attempts, please try again later',
  /** Shown with the human check once the server asks for it (decision 090). */
  humanCheckPrompt: 'To log in now, confirm that you are not a robot, then select Log In again.',
  noResponse: 'The server did not respond. Please refresh and try again.',
  capsLock: 'Caps Lock is On',
  notFound: "Oops... This page doesn't exist!",
  disabled: 'This account has been disabled. Please contact the distributor.',
  notVerified: 'Your e-mail address has not been verified yet. Please use the link in the verification e-mail.',
  sessionExpired: 'Your session expired - Please sign in again',
  passwordChanged: 'Your session ended because of a changed password. Please sign in again.',
  accountNotAuthorized: 'Your account is not authorized to use this site any more.',
  accessDenied:
    'You do not have permission to access this page. Try Logging Out and logging in with a different account. It can be cleared by logging out.',
} as const;

/**
 * Tests that leave state on the server (a rate-limited user name) take a user of their own per
 * project, so the desktop and phone runs never share one.
 */
export function userForProject(testInfo: TestInfo, byProject: Record<string, string>): string {
  const user = byProject[testInfo.project.name];
  if (!user) throw new Error(`no dedicated user for project ${testInfo.project.name}`);
  return user;
}

export interface ActingChoice {
  /** For a salesperson: the customer to act for (by customer code); the first assigned one otherwise. */
  customerCode?: string;
  /** For a consumer: the ship method to start with. */
  shipMethod?: 'pickup' | 'delivery';
}

export async function requestToken(
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await request.post('/api/token', {
    form: { grant_type: 'password', client_id: 'provender-web', username, password },
  });
  expect(res.status(), `sign-in of ${username} through the API`).toBe(200);
  const body = (await res.json()) as { access_token: string };
  return body.access_token;
}

export class SignIn {
  constructor(
    private readonly page: Page,
    private readonly request: APIRequestContext,
  ) {}

  get usernameField(): Locator {
    // 'Username or Email' when the site allows consumers, 'Username' otherwise.
    return this.page.getByLabel(/^Username/);
  }

  get passwordField(): Locator {
    return this.page.getByLabel('Password', { exact: true });
  }

  get submitButton(): Locator {
    return this.page.getByRole('button', { name: 'Log In', exact: true });
  }

  /** The red sign-in reason on the login page. */
  get reason(): Locator {
    return this.page.getByTestId('sign-in-reason');
  }

  async gotoLogin(): Promise<void> {
    await this.page.goto('/login');
    await expect(this.page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  }

  /** Fills and submits the login form (the page must show it). */
  async submit(username: string, password = DEMO_PASSWORD): Promise<void> {
    await this.usernameField.fill(username);
    await this.passwordField.fill(password);
    await this.submitButton.click();
  }

  /** Signs in through the login page, as a user would. */
  async viaUi(username: string, password = DEMO_PASSWORD): Promise<void> {
    await this.gotoLogin();
    await this.submit(username, password);
  }

  /**
   * Signs in through POST /api/token and hands the token (and the acting customer or ship method)
   * to the app through localStorage, then opens `path`. Seeded once per tab, so a later logout sticks.
   */
  async viaApi(username: string, choice: ActingChoice = {}, path = '/'): Promise<void> {
    const token = await requestToken(this.request, username);
    let customerKey: number | null = null;
    if (choice.customerCode) {
      const res = await this.request.get('/api/customer/list', { headers: { authorization: `Bearer ${token}` } });
      expect(res.status()).toBe(200);
      const list = (await res.json()) as { customerKey: number; customerCode: string }[];
      const found = list.find((c) => c.customerCode === choice.customerCode);
      if (!found) throw new Error(`${username} is not assigned to ${choice.customerCode}`);
      customerKey = found.customerKey;
    }
    const values: Record<string, string> = { [storageKeys.token]: token };
    if (customerKey !== null) values[storageKeys.customerKey] = String(customerKey);
    if (choice.shipMethod) {
      values[storageKeys.customerKey] = '0';
      values[storageKeys.shipMethod] = choice.shipMethod;
    }
    await this.page.addInitScript((entries: Record<string, string>) => {
      if (window.sessionStorage.getItem('e2e-seeded')) return;
      window.sessionStorage.setItem('e2e-seeded', '1');
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, values);
    await this.page.goto(path);
  }
}

/** Opens the side menu on narrow screens (the drawer is permanent on wide ones) and waits for it. */
export async function openSideMenu(page: Page): Promise<void> {
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  const logOut = page.getByRole('button', { name: 'Log Out' });
  await expect(menuButton.or(logOut).first()).toBeVisible();
  if (await menuButton.isVisible()) await menuButton.click();
  await expect(logOut).toBeVisible();
}

/** The name of the acting customer shown at the top of the side menu. */
export function menuCustomer(page: Page): Locator {
  return page.getByTestId('menu-customer');
}

function screenshotPath(testInfo: TestInfo): string {
  const name = testInfo.titlePath
    .slice(1)
    .join(' - ')
    .replace(/\.spec\.ts/g, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return join(import.meta.dirname, 'screenshots', testInfo.project.name, `${name}.png`);
}

interface Fixtures {
  signIn: SignIn;
  /** Saves the page as every test ends, once per project: e2e/screenshots/{desktop,phone}/. */
  endScreenshot: void;
}

export const test = base.extend<Fixtures>({
  // Every page runs on the run's clock, the one the server runs on (clock.ts).
  context: async ({ context }, use) => {
    await context.clock.install({ time: e2eNow() });
    await use(context);
  },
  signIn: async ({ page, request }, use) => {
    await use(new SignIn(page, request));
  },
  endScreenshot: [
    async ({ page }, use, testInfo) => {
      await use();
      if (page.isClosed()) return;
      const path = screenshotPath(testInfo);
      mkdirSync(join(path, '..'), { recursive: true });
      // Let the last transition (drawer, snackbar) settle so the picture shows the end state.
      await animationsDone(page).catch(() => undefined);
      await page.screenshot({ path, animations: 'disabled' }).catch(() => undefined);
    },
    { auto: true },
  ],
});

/** The 375 px projects ('phone', and 'phone-site' for the tests that change site-wide state). */
export const isPhone = (testInfo: TestInfo): boolean => Boolean(testInfo.project.use.isMobile);

/** The text as a literal inside a regular expression. */
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Searches the products page: the toolbar's search box, or the search popover on a phone. */
export async function search(page: Page, testInfo: TestInfo, text: string): Promise<void> {
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('dialog', { name: 'Search' }).getByLabel('Search').fill(text);
    // The search is sent 500 ms after typing stops; closing the popover earlier would drop it.
    await expect(page.getByTestId('result-count')).toContainText(new RegExp(`results? for "${escapeRegExp(text)}"$`));
    await page.keyboard.press('Escape');
  } else {
    await page.getByRole('searchbox', { name: 'Search' }).fill(text);
    await expect(page.getByTestId('result-count')).toContainText(new RegExp(`results? for "${escapeRegExp(text)}"$`));
  }
}

/**
 * Waits until no finite animation or CSS transition runs (a drawer has slid in, a snackbar has
 * grown): Document.getAnimations() brings styles up to date first, so a transition a click or a
 * hover just started is counted. Endless ones (spinners, skeleton pulses) are not waited for.
 */
export async function animationsDone(page: Page, timeout = 5_000): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { polling: 50, timeout },
  );
}

/** Waits until every picture inside the window has loaded (or failed): none is still half drawn. */
async function visiblePicturesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      Array.from(document.images).every((img) => {
        const box = img.getBoundingClientRect();
        const inView = box.bottom > 0 && box.top < window.innerHeight && box.width > 0 && box.height > 0;
        return !inView || img.complete;
      }),
    undefined,
    { polling: 50, timeout: 10_000 },
  );
}

/**
 * Scrolls to the end of the page and back, one window at a time, as a reader would: lazy pictures
 * load and off-screen ones are decoded before a whole-page screenshot.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await visiblePicturesLoaded(page);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
