import {
  CUSTOMER_KEY_HEADER,
  endpoints,
  menuKeys,
  PunchoutMessages,
  SessionEndReason,
  SHIP_METHOD_HEADER,
  type CustomerListItem,
  type DeliveryAddress,
  type EndpointOutput,
  type MenuEntry,
  type SiteSettings,
  type User,
} from '@provender/contract';
import { HttpResponse, type HttpHandler } from 'msw';
import { endpointHandler, errorAnswer, successOf, tableRows, type TableEndpoint } from '../../testing/msw.ts';

/**
 * Answers the foundation's endpoints in memory, for tests that drive the whole app in jsdom: MSW
 * handlers for every row of the endpoint table (`server.use(...api.handlers)`); the rows it does
 * not fake answer 404.
 */
export interface FakeApi {
  handlers: HttpHandler[];
  /** Every request in order, with its body as text ('' without one). */
  calls: { method: string; path: string; headers: Headers; body: string }[];
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
  /** The consumer's delivery addresses (getConsumerAddresses and addConsumerAddress). */
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

const json = (status: number, body: unknown) => HttpResponse.json(body as never, { status });

type Name = keyof typeof endpoints;
/** One faked endpoint: its request, the headers and body read, the caller's account when signed in. */
interface Call {
  request: Request;
  headers: Headers;
  body: string;
  token: string | null;
  account: { token: string; user: User; customerKey: number | null } | undefined;
}
type Fake<N extends Name> = (call: Call) => EndpointOutput<(typeof endpoints)[N]> | Response;
type Fakes = { [N in Name]?: Fake<N> };

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

  /** Answered before the token is checked: the token grant and what anyone may read. */
  const anonymous: Fakes = {
    createToken: ({ body }) => {
      const form = new URLSearchParams(body);
      if (form.get('grant_type') === 'authorization_code') {
        const code = form.get('code') ?? '';
        if (code !== FAKE_PUNCHOUT_CODE || usedCodes.has(code))
          return json(401, { error: 'invalid_grant', error_description: PunchoutMessages.codeRejected });
        usedCodes.add(code);
        return { access_token: punchoutAccount.token, token_type: 'bearer', expires_in: 3600 };
      }
      const found = fakeUsers[form.get('username') ?? ''];
      if (!found || form.get('password') !== 'Demo-pass1')
        return json(401, { error: 'invalid_grant', error_description: 'Bad Request' });
      return { access_token: found.token, token_type: 'bearer', expires_in: 3600 };
    },
    getSiteSettings: ({ account }) => ({ ...site, sessionType: account?.user.sessionType ?? 'guest' }),
    getLogoName: () => ({ small: 'logo-small.svg', light: 'logo-light.svg', dark: 'logo-dark.svg' }),
    // The demo site's landing page as a distributor starts it: a title and no cards yet.
    getLanding: () => ({ title: 'Welcome to Harbor & Vine Foodservice', cards: [] }),
  };

  /** Answered for a signed-in account only. */
  const signedIn: Fakes = {
    getUser: ({ account }) => account!.user,
    getMenu: ({ token }) => menus.get(token) ?? fullMenu(),
    getTheme: () => ({ theme: 'light', primaryColor: '#007373', secondaryColor: '#d35400', hasUserTheme: false }),
    getCustomerList: () => fakeCustomers,
    getCustomer: ({ account, headers }) => {
      const requestedKey = headers.get(CUSTOMER_KEY_HEADER);
      const actingKey = account!.user.isSalesperson
        ? requestedKey
          ? Number(requestedKey)
          : null
        : account!.customerKey;
      if (actingKey === null) return errorAnswer(400, 'BAD_REQUEST', 'Choose a customer first');
      const customer = actingKey === 0 ? fakeCustomers[0] : fakeCustomers.find((c) => c.customerKey === actingKey);
      if (!customer) return errorAnswer(403, 'CUSTOMER_NOT_ASSIGNED', 'You may not act for this customer');
      const shipMethod = headers.get(SHIP_METHOD_HEADER);
      const name = actingKey === 0 ? (shipMethod === 'delivery' ? 'Delivery' : 'Pickup') : customer.name;
      return {
        ...customer,
        name,
        customerKey: actingKey,
        defaultShipto: null,
        defaultPO: '',
        requiredPO: false,
        shiptos: [],
      };
    },
    getConsumerAddresses: () => consumerAddresses,
    addConsumerAddress: ({ body }) => {
      const values = JSON.parse(body) as Omit<
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
      return added;
    },
    logMenuVisit: () => undefined,
  };

  const names = new Map<TableEndpoint, Name>(
    (Object.keys(endpoints) as Name[]).map((name) => [endpoints[name] as TableEndpoint, name]),
  );

  async function answer(endpoint: TableEndpoint, request: Request): Promise<Response> {
    const url = new URL(request.url);
    const headers = request.headers;
    const body = await request.text();
    calls.push({ method: request.method, path: url.pathname, headers, body });
    const outage = outages.get(url.pathname);
    if (outage === 'network') return HttpResponse.error();
    if (outage !== undefined) return new HttpResponse('<html>Service Unavailable</html>', { status: outage });
    const token = headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
    const account = [...Object.values(fakeUsers), punchoutAccount].find((u) => u.token === token);
    const call: Call = { request, headers, body, token, account };
    const name = names.get(endpoint);
    const respond = (fake: Fake<Name> | undefined) => {
      const result = fake!(call);
      return result instanceof Response ? result : successOf(endpoint, result as never);
    };

    if (name && anonymous[name]) return respond(anonymous[name] as Fake<Name>);
    // The menu without a token is the public one; with a token it is the account's.
    if (name === 'getMenu' && !token) return json(200, menus.get(null));

    const refusal = token ? refused.get(token) : undefined;
    if (refusal) return json(401, refusal);
    if (!account) return json(401, { code: 'SESSION_EXPIRED', message: SessionEndReason.expired });
    if (name && signedIn[name]) return respond(signedIn[name] as Fake<Name>);
    return errorAnswer(404, 'NOT_FOUND', `No such endpoint: ${request.method} ${url.pathname}`);
  }

  return {
    handlers: tableRows.map((endpoint) => endpointHandler(endpoint, ({ request }) => answer(endpoint, request))),
    calls,
    site,
    menus,
    refused,
    outages,
    consumerAddresses,
    undeliverableZips,
  };
}
