// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionEndReason, SHIP_METHOD_HEADER, CUSTOMER_KEY_HEADER } from '@provender/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers.tsx';
import { AppRouter, appRoutes } from './router.tsx';
import { createBlockingHistory, type BlockingHistory } from '../components/blocking-history/blocking-history.ts';
import { preloadEveryRoute } from './routing/lazy-page.ts';
import { sessionStorageKeys } from './session/session-storage.ts';
import { installBrowserStubs } from './testing/browser-stubs.ts';
import { server } from '../testing/msw.ts';
import { createFakeApi, fullMenu, type FakeApi } from './testing/fake-api.ts';

let api: FakeApi;
let appHistory: BlockingHistory | null = null;
const find = { timeout: 4000 };

beforeAll(installBrowserStubs);
// The screens are lazy chunks (decision 180): loaded once here, not within the first test's waits.
beforeAll(() => preloadEveryRoute(appRoutes), 120_000);

beforeEach(() => {
  window.localStorage.clear();
  api = createFakeApi();
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
  return appHistory;
}

async function signIn(username: string, password = 'Demo-pass1') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username or Email', {}, find), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

const path = () => appHistory?.location.pathname;

describe('the app (session, routes and shell)', { timeout: 20_000 }, () => {
  it('sends a guest at / to the products page (the landing page has no cards) and to the login page from Log In', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Products', level: 1 }, find)).toBeTruthy();
    expect(path()).toBe('/products');
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Cart' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: 'Log In' }, find)).toBeTruthy();
  });

  it('sends signed-out visitors to the login page when guests are not allowed', async () => {
    api.site.allowGuest = false;
    api.menus.set(null, fullMenu({ ViewProducts: { isVisible: false }, Categories: { isVisible: false } }));
    renderApp('/products');
    expect(await screen.findByRole('heading', { name: 'Log In' }, find)).toBeTruthy();
    expect(path()).toBe('/login');
    expect(screen.getByLabelText('Username or Email')).toBeTruthy();
  });

  it('keeps a customer who may not open Products on the landing page at /', async () => {
    api.menus.set('customer-token', fullMenu({ ViewProducts: { isVisible: false, isLocked: true } }));
    window.localStorage.setItem(sessionStorageKeys.token, 'customer-token');
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome to Harbor & Vine Foodservice' }, find)).toBeTruthy();
    expect(path()).toBe('/');
  });

  it('lets guests browse Products when the public menu allows it, and shows Oops for unknown addresses', async () => {
    renderApp('/products');
    expect(await screen.findByRole('heading', { name: 'Products' }, find)).toBeTruthy();
    act(() => appHistory?.push('/no/such/page'));
    expect(await screen.findByRole('heading', { name: "Oops... This page doesn't exist!" }, find)).toBeTruthy();
  });

  it('signs a salesperson in, forces Select Customer, and opens the app for the chosen customer', async () => {
    renderApp('/login');
    await signIn('demo.sales');
    expect(await screen.findByRole('heading', { name: 'Select Customer' }, find)).toBeTruthy();
    expect(path()).toBe('/select-customer');
    const search = screen.getByRole('searchbox', { name: 'Customers' });
    await screen.findAllByRole('option', {}, find);
    const user = userEvent.setup();
    await user.click(search);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('Cedar Trattoria', {}, find)).toBeTruthy();
    expect(path()).toBe('/products');
    expect(window.localStorage.getItem(sessionStorageKeys.token)).toBe('sales-token');
    expect(window.localStorage.getItem(sessionStorageKeys.customerKey)).toBe('2');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('button', { name: 'Switch Customer' })).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/api/menu' && c.headers.get(CUSTOMER_KEY_HEADER) === '2')).toBe(true),
    );

    // Spec 02 section 4: after choosing a customer, going back logs out.
    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Log In' }, find)).toBeTruthy();
    expect(window.localStorage.getItem(sessionStorageKeys.token)).toBeNull();
  });

  it('logs a salesperson out when going back from Select Customer', async () => {
    window.localStorage.setItem(sessionStorageKeys.token, 'sales-token');
    window.localStorage.setItem(sessionStorageKeys.customerKey, '1');
    renderApp('/products');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, find);
    fireEvent.click(await within(menu).findByRole('button', { name: 'Switch Customer' }, find));
    expect(await screen.findByRole('heading', { name: 'Select Customer' }, find)).toBeTruthy();
    expect(window.localStorage.getItem(sessionStorageKeys.customerKey)).toBeNull();
    act(() => window.history.back());
    await waitFor(() => expect(window.location.pathname).not.toBe('/select-customer'), find);
    expect(await screen.findByRole('heading', { name: 'Log In' }, find)).toBeTruthy();
    expect(window.localStorage.getItem(sessionStorageKeys.token)).toBeNull();
  });

  it('asks a consumer for pickup or delivery and then sends the ship method with every call', async () => {
    renderApp('/login');
    await signIn('demo.consumer@example.com');
    expect(await screen.findByRole('heading', { name: 'Select Pickup or Delivery' }, find)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pickup' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, find);
    expect(await within(menu).findByText('Pickup', {}, find)).toBeTruthy();
    expect(within(menu).queryByText('Account Summary')).toBeNull();
    expect(within(menu).queryByText('Switch Customer')).toBeNull();
    expect(window.localStorage.getItem(sessionStorageKeys.shipMethod)).toBe('pickup');
    expect(api.calls.some((c) => c.path === '/api/customer' && c.headers.get(SHIP_METHOD_HEADER) === 'pickup')).toBe(
      true,
    );
  });

  it('chooses pickup automatically when it is the only method offered', async () => {
    api.site.allowConsumerDelivery = false;
    renderApp('/login');
    await signIn('demo.consumer@example.com');
    expect(await screen.findByRole('navigation', { name: 'Main menu' }, find)).toBeTruthy();
    expect(window.localStorage.getItem(sessionStorageKeys.shipMethod)).toBe('pickup');
  });

  it('leaves a delivery-only consumer who declines an undeliverable zip a way on: Add Address or Try again', async () => {
    Object.assign(api.site, {
      allowConsumerPickup: false,
      zipCodeRestrictionFlag: true,
      zipCodeRestrictionMessage: 'We do not deliver to your area yet.',
    });
    api.consumerAddresses.push({
      id: 4,
      key: 4,
      isPrimary: true,
      name: 'Jordan Ellis',
      display: 'Cabin',
      address1: '1 Lake Rd',
      address2: '',
      city: 'Far Away',
      state: 'ME',
      zip: '04444',
      county: '',
      contact: '',
      phone: '',
      deliveryTime: '',
      minimumOrderAmount: '0.00',
      isValidZipCode: false,
    });
    renderApp('/login');
    await signIn('demo.consumer@example.com');
    const zipDialog = await screen.findByRole('dialog', { name: 'Proceed with undeliverable zip code?' }, find);
    fireEvent.click(within(zipDialog).getByRole('button', { name: 'Cancel' }));

    const notice = await screen.findByRole('alert', {}, find);
    expect(notice.textContent).toContain('We do not deliver to your area yet.');
    expect(path()).toBe('/select-shipmethod');
    fireEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    const again = await screen.findByRole('dialog', { name: 'Proceed with undeliverable zip code?' }, find);
    expect(within(again).getByRole('button', { name: 'Proceed to Browse' })).toBeTruthy();
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel' }));

    // Closing the add dialog without an address returns to the same notice.
    fireEvent.click(within(await screen.findByRole('alert', {}, find)).getByRole('button', { name: 'Add Address' }));
    let addDialog = await screen.findByRole('dialog', { name: 'Add Delivery Address' }, find);
    fireEvent.click(within(addDialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Delivery Address' })).toBeNull(), find);
    expect(screen.getByRole('alert').textContent).toContain('We do not deliver to your area yet.');

    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Add Address' }));
    addDialog = await screen.findByRole('dialog', { name: 'Add Delivery Address' }, find);
    await userEvent.setup().type(within(addDialog).getByLabelText(/Zip Code/), '02134');
    fireEvent.click(within(addDialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('navigation', { name: 'Main menu' }, find)).toBeTruthy();
    expect(window.localStorage.getItem(sessionStorageKeys.shipMethod)).toBe('delivery');
    expect(api.consumerAddresses.map((a) => a.zip)).toEqual(['04444', '02134']);
  });

  it('shows a failed sign-in in red on the login page', async () => {
    renderApp('/login');
    await signIn('nobody', 'wrong');
    expect((await screen.findByRole('alert', {}, find)).textContent).toBe('Unknown user or invalid password');
  });

  it('ends an expired stored session with the reason on the login page', async () => {
    window.localStorage.setItem(sessionStorageKeys.token, 'old-token');
    renderApp('/products');
    expect((await screen.findByRole('alert', {}, find)).textContent).toBe(SessionEndReason.expired);
    expect(path()).toBe('/login');
    expect(window.localStorage.getItem(sessionStorageKeys.token)).toBeNull();
  });

  it('keeps a stored session when the server does not answer its check, and goes on after Retry', async () => {
    window.localStorage.setItem(sessionStorageKeys.token, 'customer-token');
    window.localStorage.setItem(sessionStorageKeys.customerKey, '1');
    api.outages.set('/api/user', 'network');
    renderApp('/products');
    const alert = await screen.findByRole('alert', {}, find);
    expect(alert.textContent).toBe('The server did not respond. Please refresh and try again.');
    expect(path()).toBe('/products');
    expect(window.localStorage.getItem(sessionStorageKeys.token)).toBe('customer-token');
    expect(window.localStorage.getItem(sessionStorageKeys.customerKey)).toBe('1');

    api.outages.delete('/api/user');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Products' }, find)).toBeTruthy();
    expect(path()).toBe('/products');
    expect(window.localStorage.getItem(sessionStorageKeys.token)).toBe('customer-token');
  });

  it('keeps a stored session through a server error while configuring; Log Out there clears it', async () => {
    window.localStorage.setItem(sessionStorageKeys.token, 'customer-token');
    window.localStorage.setItem(sessionStorageKeys.customerKey, '1');
    api.outages.set('/api/customer', 503);
    renderApp('/products');
    // The customer query retries server errors twice (about 3 s) before giving up.
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert.textContent).toBe('Request could not be completed at this time');
    expect(window.localStorage.getItem(sessionStorageKeys.token)).toBe('customer-token');
    expect(window.localStorage.getItem(sessionStorageKeys.customerKey)).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByRole('heading', { name: 'Log In' }, find)).toBeTruthy();
    expect(window.localStorage.getItem(sessionStorageKeys.token)).toBeNull();
    expect(window.localStorage.getItem(sessionStorageKeys.customerKey)).toBeNull();
  });

  it('raises an error notification when the password was changed elsewhere', async () => {
    window.localStorage.setItem(sessionStorageKeys.token, 'customer-token');
    api.refused.set('customer-token', { code: 'PASSWORD_CHANGED', message: SessionEndReason.passwordChanged });
    renderApp('/products');
    expect(await screen.findByText(SessionEndReason.passwordChanged, {}, find)).toBeTruthy();
    expect(path()).toBe('/login');
    expect(screen.queryByTestId('sign-in-reason')).toBeNull();
  });

  it("shows Access Denied for a 'not authorized' reason until the user logs out", async () => {
    window.localStorage.setItem(sessionStorageKeys.token, 'customer-token');
    api.refused.set('customer-token', { code: 'ACCOUNT_DISABLED', message: SessionEndReason.disabled });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Access Denied' }, find)).toBeTruthy();
    expect(
      screen.getByText(
        'You do not have permission to access this page. Try Logging Out and logging in with a different account. It can be cleared by logging out.',
      ),
    ).toBeTruthy();
    act(() => appHistory?.push('/login'));
    expect(path()).toBe('/accessdenied');
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByRole('heading', { name: 'Log In' }, find)).toBeTruthy();
  });

  it('offers a guest at Access Denied Log In, not Log Out (issue 36)', async () => {
    renderApp('/accessdenied');
    expect(await screen.findByRole('heading', { name: 'Access Denied' }, find)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log Out' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: 'Log In' }, find)).toBeTruthy();
    expect(path()).toBe('/login');
  });

  it('redirects away from screens whose menu entry is hidden or locked, and logs visits that ask for it', async () => {
    api.menus.set('customer-token', fullMenu({ Categories: { isLocked: true }, ViewProducts: { logEntry: true } }));
    window.localStorage.setItem(sessionStorageKeys.token, 'customer-token');
    renderApp('/categories');
    expect(await screen.findByRole('heading', { name: 'Products', level: 1 }, find)).toBeTruthy();
    expect(path()).toBe('/products');
    act(() => appHistory?.push('/products'));
    expect(await screen.findByRole('heading', { name: 'Products' }, find)).toBeTruthy();
    const productsId = fullMenu().find((e) => e.key === 'ViewProducts')?.id;
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'POST' && c.path === `/api/menu/log/${productsId}`)).toBe(true),
    );
  });

  it('gates the addresses of screens still to come like any other', async () => {
    renderApp('/account/summary');
    expect(await screen.findByRole('heading', { name: 'Log In' }, find)).toBeTruthy();
    expect(path()).toBe('/login');
    cleanup();
    api.menus.set('consumer-token', fullMenu({ AccountSummary: { isVisible: false } }));
    window.localStorage.setItem(sessionStorageKeys.token, 'consumer-token');
    window.localStorage.setItem(sessionStorageKeys.customerKey, '0');
    window.localStorage.setItem(sessionStorageKeys.shipMethod, 'pickup');
    renderApp('/account/summary');
    expect(await screen.findByRole('heading', { name: 'Products', level: 1 }, find)).toBeTruthy();
    expect(path()).toBe('/products');
  });

  it('sends a signed-in user home from /login and /select-customer', async () => {
    window.localStorage.setItem(sessionStorageKeys.token, 'customer-token');
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Products', level: 1 }, find)).toBeTruthy();
    expect(path()).toBe('/products');
    act(() => appHistory?.push('/select-customer'));
    expect(path()).toBe('/products');
  });

  it('keeps the search text in the hash under s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderApp('/products#mc=BAKERY');
      const search = await screen.findByRole('searchbox', { name: 'Search' }, find);
      await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).type(search, "baker's yeast");
      await act(() => vi.advanceTimersByTimeAsync(600));
      expect(appHistory?.location.hash).toBe('#mc=BAKERY&s=baker%60s+yeast');
    } finally {
      vi.useRealTimers();
    }
  });
});
