// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { PunchoutMessages } from '@provender/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from './providers.tsx';
import { AppRouter, appRoutes } from './router.tsx';
import { createBlockingHistory, type BlockingHistory } from '../components/blocking-history/blocking-history.ts';
import { preloadEveryRoute } from './routing/lazy-page.ts';
import { sessionStorageKeys } from './session/session-storage.ts';
import { installBrowserStubs } from './testing/browser-stubs.ts';
import { server } from '../testing/msw.ts';
import { createFakeApi, FAKE_PUNCHOUT_CODE, fullMenu, type FakeApi } from './testing/fake-api.ts';

let api: FakeApi;
let appHistory: BlockingHistory | null = null;
const find = { timeout: 4000 };
const punchoutMenu = fullMenu(
  Object.fromEntries(
    (
      [
        'OrderGuides',
        'OrderHistory',
        'ProductHistory',
        'AccountSummary',
        'AccountDetail',
        'InvoicePayment',
        'ViewDocuments',
        'ShipToMaintenance',
        'AdminPanel',
      ] as const
    ).map((k) => [k, { isVisible: false }]),
  ),
);

beforeAll(installBrowserStubs);
// The screens are lazy chunks (decision 180): loaded once here, not within the first test's waits.
beforeAll(() => preloadEveryRoute(appRoutes), 120_000);

beforeEach(() => {
  window.localStorage.clear();
  api = createFakeApi();
  api.menus.set('punchout-token', punchoutMenu);
  server.use(...api.handlers);
});

afterEach(() => {
  cleanup();
  appHistory = null;
});

function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  appHistory = createBlockingHistory();
  render(
    <AppProviders>
      <AppRouter history={appHistory} />
    </AppProviders>,
  );
}

const tokenRequests = () => api.calls.filter((c) => c.path === '/api/token');

describe('a punchout session in the browser', { timeout: 20_000 }, () => {
  it('exchanges the code once, drops it from the address, opens /products and stores nothing', async () => {
    // Another session stored in this browser stays untouched.
    window.localStorage.setItem(sessionStorageKeys.token, 'customer-token');
    renderApp(`/?ac=${FAKE_PUNCHOUT_CODE}`);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, find);
    expect(await within(menu).findByText('jordan@buyer.example', {}, find)).toBeTruthy();
    expect(appHistory?.location.pathname).toBe('/products');
    expect(window.location.search).not.toContain('ac=');
    expect(tokenRequests()).toHaveLength(1);
    const form = new URLSearchParams(tokenRequests()[0]?.body);
    expect(Object.fromEntries(form)).toMatchObject({
      grant_type: 'authorization_code',
      code: FAKE_PUNCHOUT_CODE,
      redirect_uri: `${window.location.origin}/`,
    });

    // Spec 01 section 2: no System section (no Log Out), the logo is not a link, hidden entries are
    // gone. The menu's entries first (the customer's name may show before them).
    expect(await within(menu).findByText('Checkout', {}, find)).toBeTruthy();
    expect(within(menu).queryByRole('button', { name: 'Log Out' })).toBeNull();
    expect(within(menu).queryByText('Settings')).toBeNull();
    expect(within(menu).queryByText('Order History')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Home' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Harbor & Vine Foodservice' })).toBeTruthy();

    await waitFor(() =>
      expect(
        api.calls.some((c) => c.path === '/api/menu' && c.headers.get('authorization') === 'Bearer punchout-token'),
      ).toBe(true),
    );
    expect(window.localStorage.getItem(sessionStorageKeys.token)).toBe('customer-token');
    expect(window.localStorage.getItem(sessionStorageKeys.customerKey)).toBeNull();
  });

  it('sends a punchout session from / to /products', async () => {
    renderApp(`/?ac=${FAKE_PUNCHOUT_CODE}`);
    await screen.findByRole('navigation', { name: 'Main menu' }, find);
    act(() => appHistory?.push('/'));
    await waitFor(() => expect(appHistory?.location.pathname).toBe('/products'), find);
  });

  it("shows 'Authorization code rejected' on the login page when the code is refused", async () => {
    renderApp('/?ac=not-a-valid-code');
    expect(await screen.findByText(PunchoutMessages.codeRejected, {}, find)).toBeTruthy();
    expect(appHistory?.location.pathname).toBe('/login');
    expect(window.location.search).toBe('');
    expect(window.localStorage.getItem(sessionStorageKeys.token)).toBeNull();
  });

  it("shows 'Punchout session expired' when the server ends the session", async () => {
    renderApp(`/?ac=${FAKE_PUNCHOUT_CODE}`);
    await screen.findByRole('navigation', { name: 'Main menu' }, find);
    api.refused.set('punchout-token', { code: 'SESSION_EXPIRED', message: PunchoutMessages.sessionExpired });
    act(() => appHistory?.push('/categories'));
    expect(await screen.findByText(PunchoutMessages.sessionExpired, {}, find)).toBeTruthy();
    expect(appHistory?.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(sessionStorageKeys.token)).toBeNull();
  });
});
