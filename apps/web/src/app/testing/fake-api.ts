import {
  CUSTOMER_KEY_HEADER,
  menuKeys,
  PunchoutMessages,
  SessionEndReason,
  SHIP_METHOD_HEADER,
  type CustomerListItem,
  type DeliveryAddress,
  type MenuEntry,
  type SiteSettings,
  type User,
} from '@provender/contract';

/** Answers the foundation's endpoints in memory, for tests that drive the whole app in jsdom. */
export interface FakeApi {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  calls: { method: string; path: string; headers: Headers }[];
  site: SiteSettings;
  /** The menu per token (public entries without one). */
  menus: Map<string | null, MenuEntry[]>;
  /** Tokens the server now refuses, with the answer it gives. */
  refused: Map<string, { code: string; message: string }>;
  /**
   * Paths the server cannot answer now: 'network' fails the fetch (no answer), a status answers
   * with a body that is not the contract's (as a proxy in front of a restarting server would).
   */
  outages: Map<string, 'network' | number>;
  /** The consumer's delivery addresses (GET and POST /api/consumer/address). */
  consumerAddresses: DeliveryAddress[];
  /** Zips a newly added consumer address is not delivered to. */
  undeliverableZips: Set<string>;
}

const baseUser: User = {
  username: 'demo.customer',
  name: 'Casey Customer',
  email: null,
  isSalesperson: false,
  isAdmin: false,
  userType: 'customer',
  sessionType: 'normal',
};

export const fakeUsers: Record<string, { token: string; user: User; customerKey: number | null }> = {
  'demo.customer': { token: 'customer-token', user: baseUser, customerKey: 1 },
  'demo.sales': {
    token: 'sales-token',
    user: { ...baseUser, username: 'demo.sales', name: 'Sam Sales', isSalesperson: true, userType: 'salesperson' },
    customerKey: null,
  },
  'demo.consumer@example.com': {
    token: 'consumer-token',
    user: {
      ...baseUser,
      username: 'demo.consumer@example.com',
      name: 'Jordan Ellis',
      userType: 'consumer',
      sessionType: 'consumer',
    },
    customerKey: 0,
  },
};

/** The one punchout code the fake server accepts, once; it opens the punchout-token session. */
export const FAKE_PUNCHOUT_CODE = 'fake-punchout-code-0123456789abcdefghijklmnopq';
const punchoutAccount = {
  token: 'punchout-token',
  user: {
    ...baseUser,
    username: 'punchout:fake',
    name: 'jordan@buyer.example',
    sessionType: 'punchout',
  } satisfies User,
  customerKey: 1,
};

export const fakeCustomers: CustomerListItem[] = [
  { customerKey: 1, customerCode: 'C10001', name: 'Riverside Bistro Group' },
  { customerKey: 2, customerCode: 'C10002', name: 'Cedar Trattoria' },
  { customerKey: 3, customerCode: 'C10003', name: 'Silver Spoon Noodle Bar' },
];

export function fullMenu(overrides: Partial<Record<MenuEntry['key'], Partial<MenuEntry>>> = {}): MenuEntry[] {
  return menuKeys.map((key, i) => ({
    id: i + 1,
    key,
    isVisible: true,
    isLocked: false,
    logEntry: false,
    ...overrides[key],
  }));
}

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export function createFakeApi(): FakeApi {
  const site: SiteSettings = {
    companyName: 'Harbor & Vine Foodservice',
    allowGuest: true,
    allowConsumer: true,
    siteKey: '',
    alwaysSearchAllProducts: false,
    defaultToStandardOrder: false,
    hidePricing: false,
    canChangePrice: false,
    syncPriceByWithSellByUMFlag: true,
    orderQuantityRoundingFlag: 'none',
    layoutImages: { list: true, detail: true, mobile: true, card: true },
    allowConsumerPickup: true,
    allowConsumerDelivery: true,
    zipCodeRestrictionFlag: false,
    zipCodeRestrictionMessage: '',
    sessionType: 'guest',
  };
  const publicMenu = fullMenu().map((e) => ({
    ...e,
    isVisible: ['AllProducts', 'ViewProducts', 'Categories'].includes(e.key),
  }));
  const menus = new Map<string | null, MenuEntry[]>([[null, publicMenu]]);
  const refused = new Map<string, { code: string; message: string }>();
  const outages = new Map<string, 'network' | number>();
  const consumerAddresses: DeliveryAddress[] = [];
  const undeliverableZips = new Set<string>();
  const calls: FakeApi['calls'] = [];
  const usedCodes = new Set<string>();

  const api: FakeApi = {
    calls,
    site,
    menus,
    refused,
    outages,
    consumerAddresses,
    undeliverableZips,
    fetch(input, init = {}) {
      const url = new URL(String(input), 'http://localhost');
      const method = init.method ?? 'GET';
      const headers = new Headers(init.headers);
      calls.push({ method, path: url.pathname, headers });
      const outage = outages.get(url.pathname);
      if (outage === 'network') return Promise.reject(new TypeError('Failed to fetch'));
      if (outage !== undefined)
        return Promise.resolve(new Response('<html>Service Unavailable</html>', { status: outage }));
      const token = headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
      const account = [...Object.values(fakeUsers), punchoutAccount].find((u) => u.token === token);

      if (url.pathname === '/api/token') {
        const form = new URLSearchParams(String(init.body));
        if (form.get('grant_type') === 'authorization_code') {
          const code = form.get('code') ?? '';
          if (code !== FAKE_PUNCHOUT_CODE || usedCodes.has(code)) {
            return Promise.resolve(
              json(401, { error: 'invalid_grant', error_description: PunchoutMessages.codeRejected }),
            );
          }
          usedCodes.add(code);
          return Promise.resolve(
            json(200, { access_token: punchoutAccount.token, token_type: 'bearer', expires_in: 3600 }),
          );
        }
        const found = fakeUsers[form.get('username') ?? ''];
        if (!found || form.get('password') !== 'Demo-pass1') {
          return Promise.resolve(json(401, { error: 'invalid_grant', error_description: 'Bad Request' }));
        }
        return Promise.resolve(json(200, { access_token: found.token, token_type: 'bearer', expires_in: 3600 }));
      }
      if (url.pathname === '/api/settings/site')
        return Promise.resolve(json(200, { ...site, sessionType: account?.user.sessionType ?? 'guest' }));
      if (url.pathname === '/api/settings/logoname') {
        return Promise.resolve(json(200, { small: 'logo-small.svg', light: 'logo-light.svg', dark: 'logo-dark.svg' }));
      }
      if (url.pathname === '/api/menu' && !token) return Promise.resolve(json(200, menus.get(null)));
      // The demo site's landing page as a distributor starts it: a title and no cards yet.
      if (url.pathname === '/api/landing' && method === 'GET')
        return Promise.resolve(json(200, { title: 'Welcome to Harbor & Vine Foodservice', cards: [] }));

      const refusal = token ? refused.get(token) : undefined;
      if (refusal) return Promise.resolve(json(401, refusal));
      if (!account) return Promise.resolve(json(401, { code: 'SESSION_EXPIRED', message: SessionEndReason.expired }));

      const requestedKey = headers.get(CUSTOMER_KEY_HEADER);
      const actingKey = account.user.isSalesperson ? (requestedKey ? Number(requestedKey) : null) : account.customerKey;
      switch (url.pathname) {
        case '/api/user':
          return Promise.resolve(json(200, account.user));
        case '/api/menu':
          return Promise.resolve(json(200, menus.get(token) ?? fullMenu()));
        case '/api/theme':
          return Promise.resolve(
            json(200, { theme: 'light', primaryColor: '#007373', secondaryColor: '#d35400', hasUserTheme: false }),
          );
        case '/api/customer/list':
          return Promise.resolve(json(200, fakeCustomers));
        case '/api/customer': {
          if (actingKey === null)
            return Promise.resolve(json(400, { code: 'BAD_REQUEST', message: 'Choose a customer first' }));
          const customer = actingKey === 0 ? fakeCustomers[0] : fakeCustomers.find((c) => c.customerKey === actingKey);
          if (!customer)
            return Promise.resolve(
              json(403, { code: 'CUSTOMER_NOT_ASSIGNED', message: 'You may not act for this customer' }),
            );
          const shipMethod = headers.get(SHIP_METHOD_HEADER);
          const name = actingKey === 0 ? (shipMethod === 'delivery' ? 'Delivery' : 'Pickup') : customer.name;
          return Promise.resolve(
            json(200, {
              ...customer,
              name,
              customerKey: actingKey,
              defaultShipto: null,
              defaultPO: '',
              requiredPO: false,
              shiptos: [],
            }),
          );
        }
        case '/api/consumer/address': {
          if (method === 'GET') return Promise.resolve(json(200, consumerAddresses));
          const values = JSON.parse(String(init.body)) as Omit<
            DeliveryAddress,
            'id' | 'key' | 'isPrimary' | 'minimumOrderAmount' | 'isValidZipCode'
          >;
          const id = Math.max(0, ...consumerAddresses.map((a) => a.id)) + 1;
          const added: DeliveryAddress = {
            ...values,
            id,
            key: id,
            isPrimary: consumerAddresses.length === 0,
            minimumOrderAmount: '0.00',
            isValidZipCode: !undeliverableZips.has(values.zip),
          };
          consumerAddresses.push(added);
          return Promise.resolve(json(200, added));
        }
        default:
          if (method === 'POST' && url.pathname.startsWith('/api/menu/log/'))
            return Promise.resolve(json(204, undefined));
          return Promise.resolve(
            json(404, { code: 'NOT_FOUND', message: `No such endpoint: ${method} ${url.pathname}` }),
          );
      }
    },
  };
  return api;
}
