import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, menuKeys, type MenuEntry, type MenuKey, type UserType } from '@provender/contract';
import { registeredApiRoutes } from '../src/app.ts';
import { endpointRoute } from '../src/routing/endpoint-route.ts';
import type { RouteAccess } from '../src/context.ts';
import { menuEntries, siteSettings } from '../src/db/schema/index.ts';
import { call, createTestApp, type CallOptions, type TestApp } from './helpers/app.ts';
import { customerKeys, demoTokens, roleTokens } from './helpers/personas.ts';

/*
 * The permission matrix: every registered /api route must have an expectation here, and is
 * called as every kind of caller. Adding an endpoint means adding its line below.
 */

type Expectation = {
  /** What the route must declare in config.access, or 'docs' for the documentation pages. */
  access: RouteAccess | 'docs';
  /** Errors in the OAuth shape ({error, error_description}) instead of {code, message}. */
  oauthErrors?: boolean;
  /** The user types the service itself admits; others get 403 FORBIDDEN from the handler. */
  only?: readonly UserType[];
  /** A second entry the handler checks (reorder fills the cart): refused as a menu gate is. */
  alsoMenu?: MenuKey;
  /** A concrete path for a route with parameters or a wildcard. */
  path?: string;
  payload?: CallOptions['payload'];
};

const anonymous: RouteAccess = { anonymous: true };
const signedIn: RouteAccess = {};
const actingCustomer: RouteAccess = { customer: true };
const admin: RouteAccess = { admin: true };
const menu = (key: MenuKey, more: RouteAccess = {}): RouteAccess => ({ menu: key, ...more });

const address = {
  display: 'Matrix',
  name: 'Matrix Kitchen',
  address1: '1 Main St',
  city: 'Portland',
  state: 'ME',
  zip: '04101',
};
const consumersOnly = ['consumer'] as const;
/** Remind me to order is a customer user's own (decision 503). */
const customerUsersOnly = ['customer'] as const;
const cardCheckout = {
  orderTotal: 0,
  creditCard: { cardNumber: '4111111111111111', expirationDate: '1239', cvv2: '123' },
  address: { name: 'Jordan Ellis', address1: '48 Union Park', city: 'Boston', state: 'MA', zip: '02118' },
};
const businessOnly = ['customer', 'salesperson'] as const;
const customerUsersAccess = menu('CustomerUsers', { customer: true, punchout: 'refused' });
const approvalsAccess = menu('OrderApprovals', { customer: true, punchout: 'refused' });
const countAccess = menu('OrderGuides', { customer: true, punchout: 'refused' });

const expectations: Record<string, Expectation> = {
  'POST /api/token': { access: anonymous, oauthErrors: true },
  'GET /api/user': { access: signedIn },
  'GET /api/customer': { access: actingCustomer },
  'GET /api/customer/list': { access: signedIn },
  'GET /api/menu': { access: anonymous },
  'POST /api/menu/log/:id': { access: signedIn, path: '/api/menu/log/1' },
  'GET /api/settings': { access: signedIn },
  'GET /api/settings/site': { access: anonymous },
  'GET /api/settings/logoname': { access: anonymous },
  'GET /api/admin/passwordOptions': { access: anonymous },
  'POST /api/admin/passwordOptions': { access: admin },
  'GET /api/admin/defaultPageLayout': { access: anonymous },
  'POST /api/admin/defaultPageLayout': { access: admin },
  'GET /api/admin/defaultPageSortBy': { access: anonymous },
  'POST /api/admin/defaultPageSortBy': { access: admin },
  'GET /api/admin/requestImageSync': { access: admin },
  'GET /api/admin/maxOrderAmount': { access: admin },
  'POST /api/admin/maxOrderAmount': { access: admin },
  // Unknown ids: an administrator gets 404, nobody's payment is reversed by the walk.
  'POST /api/admin/payments/:id/reversal': { access: admin, path: '/api/admin/payments/999999/reversal' },
  'POST /api/admin/orders/:orderNumber/reversal': { access: admin, path: '/api/admin/orders/999999/reversal' },
  'GET /api/userPreferences/defaults': { access: signedIn },
  'POST /api/userPreferences/defaults': { access: signedIn },

  'GET /api/altcha/challenge': { access: anonymous },
  'POST /api/password': { access: signedIn },
  // Each user's own mail choices (decision 520); a punchout session has no settings.
  'GET /api/notifications': { access: { punchout: 'refused' } },
  'PUT /api/notifications': { access: { punchout: 'refused' }, payload: { orderConfirmation: true } },
  'POST /api/password/requestreset': { access: anonymous },
  'POST /api/password/userType': { access: anonymous },
  'POST /api/password/reset': { access: anonymous },

  'GET /api/settings/consumer': { access: anonymous },
  'POST /api/consumer/signup': { access: anonymous },
  'GET /api/consumer/verify': { access: anonymous },
  'POST /api/consumer/resend': { access: anonymous },
  'GET /api/consumer': { access: signedIn, only: consumersOnly },
  'POST /api/consumer': {
    access: signedIn,
    only: consumersOnly,
    payload: { email: 'demo.consumer@example.com', company: '', phone: '', emailOption: false },
  },
  'GET /api/consumer/address': { access: menu('ShipToMaintenance'), only: consumersOnly },
  'POST /api/consumer/address': { access: menu('ShipToMaintenance'), only: consumersOnly, payload: address },
  'POST /api/consumer/address/:key': {
    access: menu('ShipToMaintenance'),
    only: consumersOnly,
    path: '/api/consumer/address/999999',
    payload: address,
  },
  'DELETE /api/consumer/address/:key': {
    access: menu('ShipToMaintenance'),
    only: consumersOnly,
    path: '/api/consumer/address/999999',
  },
  'POST /api/consumer/address/log/:zip': {
    access: menu('ShipToMaintenance'),
    only: consumersOnly,
    path: '/api/consumer/address/log/04101',
  },
  'GET /api/account/address': { access: menu('ShipToMaintenance', { customer: true }), only: businessOnly },
  'POST /api/account/address': {
    access: menu('ShipToMaintenance', { customer: true }),
    only: businessOnly,
    payload: address,
  },
  'PUT /api/account/address/:key': {
    access: menu('ShipToMaintenance', { customer: true }),
    only: businessOnly,
    path: '/api/account/address/999',
    payload: address,
  },
  'PUT /api/account/address/:key/primary': {
    access: menu('ShipToMaintenance', { customer: true }),
    only: businessOnly,
    path: '/api/account/address/999/primary',
  },
  'DELETE /api/account/address/:key': {
    access: menu('ShipToMaintenance', { customer: true }),
    only: businessOnly,
    path: '/api/account/address/999',
  },

  'GET /api/product/list': { access: menu('ViewProducts', { anonymous: true }) },
  'GET /api/product/maincategories': { access: menu('ViewProducts', { anonymous: true }) },
  'GET /api/product/categories': { access: menu('ViewProducts', { anonymous: true }) },
  'GET /api/product/excludedCategories': { access: menu('ViewProducts', { anonymous: true }) },
  'GET /api/product/pushProductKeys': { access: menu('ViewProducts', { anonymous: true }) },
  'GET /api/product/:productKey': { access: menu('ViewProducts', { anonymous: true }), path: '/api/product/1' },
  'POST /api/product/price': { access: menu('ViewProducts', { anonymous: true }) },
  'GET /api/product/:productKey/conversion': {
    access: menu('ViewProducts', { anonymous: true }),
    path: '/api/product/1/conversion',
  },
  'POST /api/product/uncommitted': { access: menu('ViewProducts', { anonymous: true }) },

  'GET /api/cart': { access: menu('ViewCart', { customer: true }) },
  'DELETE /api/cart': { access: menu('ViewCart', { customer: true }) },
  'POST /api/cart/line': { access: anonymous },
  'POST /api/cart/line/:id': { access: menu('ViewCart', { customer: true }), path: '/api/cart/line/999999' },
  'DELETE /api/cart/line/:id': { access: menu('ViewCart', { customer: true }), path: '/api/cart/line/999999' },
  'POST /api/cart/lines': { access: anonymous },
  'POST /api/cart/validate': { access: menu('ViewCart', { customer: true }) },

  'GET /api/cart/header': { access: menu('CheckOut', { customer: true }) },
  'POST /api/cart/header': { access: menu('CheckOut', { customer: true }), payload: {} },
  'GET /api/cart/date': { access: menu('CheckOut', { customer: true }) },
  'GET /api/cart/next-delivery': { access: menu('CheckOut', { customer: true, punchout: 'refused' }) },
  'GET /api/user/order-reminder': { access: signedIn, only: customerUsersOnly },
  'PUT /api/user/order-reminder': {
    access: signedIn,
    only: customerUsersOnly,
    payload: { enabled: false, hoursBefore: 3 },
  },
  'GET /api/checkout': { access: menu('CheckOut', { customer: true }) },
  'POST /api/cart/submit': { access: menu('CheckOut', { customer: true, punchout: 'refused' }), only: businessOnly },
  'POST /api/checkout': {
    access: menu('CheckOut', { customer: true, punchout: 'refused' }),
    only: consumersOnly,
    payload: cardCheckout,
  },
  'GET /api/documents/order/:id/confirmation': {
    access: { customer: true, punchout: 'refused' },
    path: '/api/documents/order/999999999/confirmation',
  },
  'GET /api/documents/order/:id/invoice': {
    access: { customer: true, punchout: 'refused' },
    path: '/api/documents/order/999999999/invoice',
  },
  'GET /api/documents/creditmemo/:id': {
    access: menu('AccountDetail', { customer: true, punchout: 'refused' }),
    path: '/api/documents/creditmemo/CM0',
  },
  'GET /api/documents/payment/invoice/:id': {
    access: menu('InvoicePayment', { customer: true, punchout: 'refused' }),
    path: '/api/documents/payment/invoice/999999999',
  },

  'GET /api/account/summary': { access: menu('AccountSummary', { customer: true }) },
  'GET /api/account/detail': { access: menu('AccountDetail', { customer: true }) },
  'GET /api/account/openar': { access: menu('InvoicePayment', { customer: true }) },
  'GET /api/payment/types': { access: menu('InvoicePayment', { customer: true, punchout: 'refused' }) },
  'POST /api/payment': {
    access: menu('InvoicePayment', { customer: true, punchout: 'refused' }),
    payload: { paymentType: 0, paymentAmount: 0, details: [{ arCode: 'AR-NONE', amount: 1 }] },
  },
  'GET /api/documents/order/:id/scan/:scanId': {
    access: { customer: true, punchout: 'refused' },
    path: '/api/documents/order/999999999/scan/1',
  },
  'GET /api/documents/product/:id/scan/:scanId': {
    access: menu('ViewProducts'),
    path: '/api/documents/product/999999999/scan/1',
  },
  'GET /api/history/orders': { access: menu('OrderHistory', { customer: true }) },
  'GET /api/history/products': { access: menu('ProductHistory', { customer: true }) },
  'POST /api/history/usual': { access: menu('ViewCart', { customer: true }), payload: [{ productKey: 1 }] },
  'POST /api/history/orders/:id/reorder': {
    access: menu('OrderHistory', { customer: true, punchout: 'refused' }),
    alsoMenu: 'ViewCart',
    path: '/api/history/orders/999999999/reorder',
  },
  'GET /api/account/statement': { access: menu('CurrentStatement', { customer: true }) },
  'GET /api/reports/productlist': { access: menu('ProductList', { customer: true }) },
  'GET /api/reports/pricelist': { access: menu('ProductPriceList', { customer: true }) },
  'GET /api/reports/quotesheet': { access: menu('QuoteSheet', { customer: true }) },
  'GET /api/reports/orderguidelist': { access: menu('OrderGuideList', { customer: true }) },

  'GET /api/orderguide': { access: menu('ViewProducts', { customer: true }) },
  'POST /api/orderguide/:id': {
    access: menu('OrderGuides', { customer: true }),
    path: '/api/orderguide/Matrix',
    payload: { name: 'Matrix', lines: [] },
  },
  'PATCH /api/orderguide/:id': {
    access: menu('OrderGuides', { customer: true }),
    path: '/api/orderguide/Matrix',
    payload: [{ productKey: 1, orderQuantity: 0, isDelete: true, sequence: -1 }],
  },
  'DELETE /api/orderguide/:id': { access: menu('OrderGuides', { customer: true }), path: '/api/orderguide/Matrix' },
  // Pars and count mode (issue 34): as the guides, and never in a punchout session.
  'GET /api/orderguide/:id/pars': { access: countAccess, path: '/api/orderguide/Matrix/pars' },
  'POST /api/orderguide/:id/pars': {
    access: countAccess,
    path: '/api/orderguide/Matrix/pars',
    payload: { lines: [{ productKey: 1, quantity: 1, unitOfMeasure: 'CS' }] },
  },
  'GET /api/orderguide/:id/pars/suggested': { access: countAccess, path: '/api/orderguide/Matrix/pars/suggested' },
  'GET /api/orderguide/:id/count': { access: countAccess, path: '/api/orderguide/Matrix/count' },
  'PUT /api/orderguide/:id/count': {
    access: countAccess,
    path: '/api/orderguide/Matrix/count',
    payload: { lines: [] },
  },
  'POST /api/orderguide/:id/count/cart': { access: countAccess, path: '/api/orderguide/Matrix/count/cart' },
  'PUT /api/orderguide/:id/sequence': {
    access: countAccess,
    path: '/api/orderguide/Matrix/sequence',
    payload: { productKeys: [1] },
  },

  // Only a punchout session transfers its cart; none of the personas below is one (punchout-session.test.ts covers it).
  'POST /api/punchout/createmessage': { access: menu('CheckOut', { customer: true, punchout: 'required' }), only: [] },
  'GET /api/punchout/sessions': { access: admin },

  'GET /api/landing': { access: anonymous },
  'POST /api/landing': { access: { admin: true, menu: 'EditLandingPage' }, payload: { title: 'Matrix', cards: [] } },
  'POST /api/landing/image': { access: { admin: true, menu: 'EditLandingPage' } },
  'GET /api/theme': { access: signedIn },
  'POST /api/theme': {
    access: menu('ColorMaintenance'),
    payload: { theme: 'dark', primaryColor: '#80cbc4', secondaryColor: '#f48fb1' },
  },
  'DELETE /api/theme': { access: menu('ColorMaintenance') },
  'POST /api/theme/reset': { access: menu('ColorMaintenance') },

  'GET /api/docs': { access: 'docs' },
  'GET /api/docs/json': { access: 'docs' },
  'GET /api/docs/yaml': { access: 'docs' },
  'GET /api/docs/static/index.html': { access: 'docs' },
  'GET /api/docs/static/swagger-initializer.js': { access: 'docs' },
  'GET /api/docs/static/*': { access: 'docs', path: '/api/docs/static/swagger-ui.css' },
  // Integrations (decision 160): an API key, never a user's token; no persona carries one.
  'POST /api/integration/import/categories': { access: { integration: 'import:catalog' } },
  'POST /api/integration/import/products': { access: { integration: 'import:catalog' } },
  'POST /api/integration/import/customers': { access: { integration: 'import:customers' } },
  'POST /api/integration/import/ship-tos': { access: { integration: 'import:customers' } },
  'POST /api/integration/import/salespeople': { access: { integration: 'import:customers' } },
  'POST /api/integration/import/price-levels': { access: { integration: 'import:prices' } },
  'POST /api/integration/import/contract-prices': { access: { integration: 'import:prices' } },
  'POST /api/integration/import/order-history': { access: { integration: 'import:orders' } },
  'POST /api/integration/import/receivables': { access: { integration: 'import:receivables' } },
  'GET /api/integration/orders': { access: { integration: 'export:orders' } },
  'GET /api/integration/payments': { access: { integration: 'export:payments' } },
  'GET /api/integration/consumers': { access: { integration: 'export:consumers' } },
  'GET /api/integration/webhooks/deliveries': { access: { integration: 'webhooks:log' } },
  // A customer's own users and approvals (issue 35): writes are the customer admin's, salespeople read.
  'GET /api/customer/users': { access: customerUsersAccess },
  'POST /api/customer/users': {
    access: customerUsersAccess,
    only: ['customer'],
    // An address that is taken: the admin gets 409, nobody is invited by the walk.
    payload: { email: 'dana.whitaker@example.com', name: 'Matrix', role: 'buyer', shiptoCodes: null },
  },
  'PUT /api/customer/users/:id': {
    access: customerUsersAccess,
    only: ['customer'],
    path: '/api/customer/users/999999',
    payload: { role: 'viewer' },
  },
  'PUT /api/customer/approval-rules': {
    access: customerUsersAccess,
    only: ['customer'],
    payload: { overAmount: 500, everyBuyerOrder: false },
  },
  'GET /api/admin/customers/:customerCode/users': { access: admin, path: '/api/admin/customers/C10001/users' },
  'GET /api/approvals': { access: approvalsAccess },
  'POST /api/approvals/:orderNumber/approve': {
    access: approvalsAccess,
    path: '/api/approvals/999999999/approve',
    payload: {},
  },
  'POST /api/approvals/:orderNumber/reject': {
    access: approvalsAccess,
    path: '/api/approvals/999999999/reject',
    payload: { reason: 'Matrix' },
  },
  'POST /api/integration/orders/:orderNumber/ack': {
    access: { integration: 'ack:orders' },
    path: '/api/integration/orders/100000/ack',
    payload: { erpOrderNumber: 'SO-1' },
  },
};

/**
 * Probe routes for every kind of gate, so the gates are exercised even before a feature uses
 * them; they exist only on this test's app.
 */
const probes: Record<string, Expectation> = {
  'GET /api/test/admin': { access: admin },
  'GET /api/test/guest-products': { access: menu('ViewProducts', { anonymous: true }) },
  'GET /api/test/cart': { access: menu('ViewCart', { customer: true }) },
  'GET /api/test/account-summary': { access: menu('AccountSummary', { customer: true }) },
  'GET /api/test/invoice-payment': { access: menu('InvoicePayment', { customer: true }) },
  'GET /api/test/product-history': { access: menu('ProductHistory') },
  'GET /api/test/landing': { access: menu('EditLandingPage') },
};

function registerProbes(app: FastifyInstance) {
  for (const [route, { access }] of Object.entries(probes)) {
    const url = route.split(' ')[1] ?? '';
    if (access === 'docs') continue;
    const probe = defineEndpoint({
      method: 'GET',
      path: url as `/${string}`,
      tags: ['test'],
      summary: 'A probe of an access rule',
      status: 200,
      response: z.object({ ok: z.boolean() }),
      errors: [],
    });
    endpointRoute(app as unknown as Parameters<typeof endpointRoute>[0], probe, { access }, async () => ({ ok: true }));
  }
}

/** The demo menus by user type (src/db/demo-data/reference.ts), as callers are meant to get them. */
const publicMenu: readonly MenuKey[] = ['AllProducts', 'ViewProducts', 'Categories'];
const consumerMenu: readonly MenuKey[] = [
  'AllProducts',
  'ViewProducts',
  'Categories',
  'OrderGuides',
  'ViewCart',
  'CheckOut',
  'OrderHistory',
  'ProductHistory',
  'ShipToMaintenance',
  'ProductList',
];
const adminOnlyMenu: readonly MenuKey[] = ['AdminPanel', 'EditLandingPage'];
const businessMenu = (isAdmin: boolean) => menuKeys.filter((k) => isAdmin || !adminOnlyMenu.includes(k));
/**
 * Roles among a customer's users (issue 35): what each may not reach besides the admin-only entries.
 * The Users page is the customer admin's and salespeople's; Approvals are approvers' and role-less users'.
 */
const without = (menu: readonly MenuKey[], ...keys: MenuKey[]) => menu.filter((k) => !keys.includes(k));
const accountKeys: MenuKey[] = [
  'AccountSummary',
  'AccountDetail',
  'InvoicePayment',
  'CurrentStatement',
  'ShipToMaintenance',
];
const orderingKeys: MenuKey[] = ['ViewCart', 'CheckOut', 'OrderGuides', 'OrderApprovals', 'ShipToMaintenance'];
const roleMenus = {
  buyer: without(businessMenu(false), 'CustomerUsers', 'OrderApprovals', ...accountKeys),
  approver: without(businessMenu(false), 'CustomerUsers', ...accountKeys),
  accountsPayable: without(businessMenu(false), 'CustomerUsers', ...orderingKeys),
  viewer: without(businessMenu(false), 'CustomerUsers', ...accountKeys, ...orderingKeys),
};

interface Persona {
  name: string;
  kind: UserType;
  opts: () => CallOptions;
  signedIn: boolean;
  isAdmin: boolean;
  /** The refusal the customer-key header earns, if any. */
  headerRefusal?: 'FORBIDDEN' | 'CUSTOMER_NOT_ASSIGNED';
  actsForCustomer: boolean;
  openMenu: readonly MenuKey[];
}

type Outcome = { allowed: true } | { allowed: false; status: number; code: string };
const refused = (status: number, code: string): Outcome => ({ allowed: false, status, code });

/** The rule, stated independently of the implementation: who may call a route with this access. */
function expectedOutcome(p: Persona, { access, only, alsoMenu }: Expectation & { access: RouteAccess }): Outcome {
  if (access.integration) return refused(401, 'UNAUTHENTICATED');
  if (!p.signedIn) {
    if (!access.anonymous) return refused(401, 'UNAUTHENTICATED');
  } else if (p.headerRefusal) {
    return refused(403, p.headerRefusal);
  }
  if (access.customer && !p.actsForCustomer) return refused(400, 'BAD_REQUEST');
  if (access.admin && !p.isAdmin) return refused(403, 'FORBIDDEN');
  if (access.menu && !p.openMenu.includes(access.menu)) return refused(403, 'MENU_LOCKED');
  if (alsoMenu && !p.openMenu.includes(alsoMenu)) return refused(403, 'MENU_LOCKED');
  if (only && !only.includes(p.kind)) return refused(403, 'FORBIDDEN');
  return { allowed: true };
}

let t: TestApp;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
let personas: Persona[];

beforeAll(async () => {
  t = await createTestApp({}, { beforeReady: registerProbes });
  tokens = await demoTokens(t.app);
  // demo.sales has C10001..C10012; C10015 belongs to another salesperson.
  const keys = await customerKeys(t.db, 'C10001', 'C10002', 'C10003', 'C10015');
  const business = businessMenu(false);
  const salesMenu = without(business, 'OrderApprovals');
  const roleToken = await roleTokens(t);
  personas = [
    {
      name: 'guest (no token)',
      kind: 'public',
      opts: () => ({}),
      signedIn: false,
      isAdmin: false,
      actsForCustomer: false,
      openMenu: publicMenu,
    },
    {
      name: 'consumer',
      kind: 'consumer',
      opts: () => ({ token: tokens.consumer }),
      signedIn: true,
      isAdmin: false,
      actsForCustomer: true,
      openMenu: consumerMenu,
    },
    {
      name: 'consumer with key 0 and pickup',
      kind: 'consumer',
      opts: () => ({ token: tokens.consumer, customerKey: 0, shipMethod: 'pickup' }),
      signedIn: true,
      isAdmin: false,
      actsForCustomer: true,
      openMenu: consumerMenu,
    },
    {
      name: 'customer',
      kind: 'customer',
      opts: () => ({ token: tokens.customer }),
      signedIn: true,
      isAdmin: false,
      actsForCustomer: true,
      openMenu: business,
    },
    {
      name: 'customer with its own key',
      kind: 'customer',
      opts: () => ({ token: tokens.customer, customerKey: keys.C10001 }),
      signedIn: true,
      isAdmin: false,
      actsForCustomer: true,
      openMenu: business,
    },
    {
      name: "customer with another customer's key",
      kind: 'customer',
      opts: () => ({ token: tokens.customer, customerKey: keys.C10003 }),
      signedIn: true,
      isAdmin: false,
      headerRefusal: 'FORBIDDEN',
      actsForCustomer: false,
      openMenu: business,
    },
    {
      name: 'salesperson, no customer chosen',
      kind: 'salesperson',
      opts: () => ({ token: tokens.sales }),
      signedIn: true,
      isAdmin: false,
      actsForCustomer: false,
      openMenu: salesMenu,
    },
    {
      name: 'salesperson for an assigned customer',
      kind: 'salesperson',
      opts: () => ({ token: tokens.sales, customerKey: keys.C10001 }),
      signedIn: true,
      isAdmin: false,
      actsForCustomer: true,
      openMenu: salesMenu,
    },
    {
      name: 'salesperson for a customer not assigned to them',
      kind: 'salesperson',
      opts: () => ({ token: tokens.sales, customerKey: keys.C10015 }),
      signedIn: true,
      isAdmin: false,
      headerRefusal: 'CUSTOMER_NOT_ASSIGNED',
      actsForCustomer: false,
      openMenu: salesMenu,
    },
    {
      name: 'administrator',
      kind: 'customer',
      opts: () => ({ token: tokens.admin }),
      signedIn: true,
      isAdmin: true,
      actsForCustomer: true,
      openMenu: without(businessMenu(true), 'CustomerUsers'),
    },
    {
      name: 'administrator with its own key',
      kind: 'customer',
      opts: () => ({ token: tokens.admin, customerKey: keys.C10002 }),
      signedIn: true,
      isAdmin: true,
      actsForCustomer: true,
      openMenu: without(businessMenu(true), 'CustomerUsers'),
    },
    ...(['buyer', 'approver', 'accountsPayable', 'viewer'] as const).map((role) => ({
      name: `C10001 ${role}`,
      kind: 'customer' as const,
      opts: () => ({ token: roleToken[role] }),
      signedIn: true,
      isAdmin: false,
      actsForCustomer: true,
      openMenu: roleMenus[role],
    })),
  ];
});
afterAll(() => t.close());

const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const allExpectations = { ...expectations, ...probes };
const pathOf = (route: string) => allExpectations[route]?.path ?? route.split(' ')[1] ?? '';

describe('the route table', () => {
  it('has an expectation for every registered route, and no stale ones', () => {
    const registered = registeredApiRoutes(t.app).map(routeKey);
    expect(registered.length).toBeGreaterThan(Object.keys(probes).length);
    const missing = registered.filter((r) => !(r in allExpectations));
    expect(missing, 'routes without an expectation: add them to the table in permissions.test.ts').toEqual([]);
    const stale = Object.keys(allExpectations).filter((r) => !registered.includes(r));
    expect(stale, 'expectations for routes that no longer exist').toEqual([]);
  });

  it('matches what each route declares', () => {
    for (const route of registeredApiRoutes(t.app)) {
      const expected = allExpectations[routeKey(route)];
      if (!expected) continue;
      if (expected.access === 'docs') {
        expect(route.access, routeKey(route)).toBeUndefined();
        expect(route.url.startsWith('/api/docs')).toBe(true);
      } else {
        expect(route.access ?? {}, routeKey(route)).toEqual(expected.access);
      }
    }
  });
});

describe('every route called as every kind of caller', () => {
  it('allows exactly who may call it and refuses everyone else with the exact status and code', async () => {
    const failures: string[] = [];
    let calls = 0;
    // Routes without an expectation fail the route-table test above.
    const covered = registeredApiRoutes(t.app).filter((r) => routeKey(r) in allExpectations);
    for (const route of covered) {
      const key = routeKey(route);
      const expected = allExpectations[key];
      if (!expected) continue;
      for (const persona of personas) {
        const res = await call(t.app, route.method as 'GET', pathOf(key), {
          ...persona.opts(),
          payload: expected.payload,
        });
        calls++;
        const label = `${key} as ${persona.name}: ${res.statusCode} ${res.body.slice(0, 160)}`;
        if (res.statusCode >= 500) {
          failures.push(`${label} (a 5xx is never an answer)`);
          continue;
        }
        const outcome: Outcome =
          expected.access === 'docs'
            ? { allowed: true }
            : expectedOutcome(persona, { ...expected, access: expected.access });
        if (outcome.allowed) {
          if (res.statusCode === 401 || res.statusCode === 403) failures.push(`${label} (expected to be allowed)`);
          continue;
        }
        const body = res.json() as { code?: string; error?: string };
        const code = expected.oauthErrors ? body.error : body.code;
        if (res.statusCode !== outcome.status || (!expected.oauthErrors && code !== outcome.code)) {
          failures.push(`${label} (expected ${outcome.status} ${outcome.code})`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBe(covered.length * personas.length);
  }, 300_000); // hundreds of calls: generous on a busy 2-core machine
});

describe('menu gates follow the database', () => {
  async function setEntry(
    key: MenuKey,
    userType: string,
    customerId: number,
    flags: { isVisible?: boolean; isLocked?: boolean },
  ) {
    await t.db
      .insert(menuEntries)
      .values({ key, userType, customerId, isVisible: flags.isVisible ?? true, isLocked: flags.isLocked ?? false })
      .onConflictDoUpdate({
        target: [menuEntries.key, menuEntries.userType, menuEntries.customerId],
        set: { isVisible: flags.isVisible ?? true, isLocked: flags.isLocked ?? false },
      });
  }
  const removeEntry = (key: MenuKey, customerId: number) =>
    t.db.delete(menuEntries).where(and(eq(menuEntries.key, key), eq(menuEntries.customerId, customerId)));

  it("refuse a feature the customer's override locks or hides, and only for that customer", async () => {
    const restricted = tokens.restrictedBuyer;
    for (const url of ['/api/test/invoice-payment', '/api/test/product-history']) {
      const res = await call(t.app, 'GET', url, { token: restricted });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('MENU_LOCKED');
    }
    expect((await call(t.app, 'GET', '/api/test/cart', { token: restricted })).statusCode).toBe(200);
    const other = personas.find((p) => p.name === 'customer')?.opts() ?? {};
    expect((await call(t.app, 'GET', '/api/test/invoice-payment', other)).statusCode).toBe(200);
  });

  it("bind the customer's salesperson too while acting for that customer", async () => {
    const keys = await customerKeys(t.db, 'C10001', 'C10006');
    const actingForRestricted = { token: tokens.sales, customerKey: keys.C10006 };
    const res = await call(t.app, 'GET', '/api/test/invoice-payment', actingForRestricted);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('MENU_LOCKED');
    const menu = (await call(t.app, 'GET', '/api/menu', actingForRestricted)).json() as {
      key: string;
      isVisible: boolean;
      isLocked: boolean;
    }[];
    expect(menu.find((e) => e.key === 'InvoicePayment')).toMatchObject({ isVisible: true, isLocked: true });
    expect(menu.find((e) => e.key === 'ProductHistory')).toMatchObject({ isVisible: false });
    const actingForOther = { token: tokens.sales, customerKey: keys.C10001 };
    expect((await call(t.app, 'GET', '/api/test/invoice-payment', actingForOther)).statusCode).toBe(200);
  });

  it('close every admin route when AdminPanel is locked or hidden for the administrator’s customer', async () => {
    const { C10002 } = await customerKeys(t.db, 'C10002');
    const adminOpts = personas.find((p) => p.name === 'administrator')?.opts() ?? {};
    const adminRoutes = registeredApiRoutes(t.app)
      .filter((r) => r.access?.admin)
      .map((r) => ({ method: r.method, path: pathOf(routeKey(r)) }));
    expect(adminRoutes.map((r) => r.path)).toContain('/api/test/admin');

    for (const flags of [{ isLocked: true }, { isVisible: false }]) {
      await setEntry('AdminPanel', 'customer', C10002, flags);
      try {
        for (const r of adminRoutes) {
          const res = await call(t.app, r.method as 'GET', r.path, adminOpts);
          expect(res.statusCode, `${r.method} ${r.path} with ${JSON.stringify(flags)}`).toBe(403);
          expect(res.json().code).toBe('MENU_LOCKED');
        }
      } finally {
        await removeEntry('AdminPanel', C10002);
      }
    }
    expect((await call(t.app, 'GET', '/api/test/admin', adminOpts)).statusCode).toBe(200);
  });

  it('refuse a feature whose user-type entry is locked for everyone', async () => {
    const customerOpts = personas.find((p) => p.name === 'customer')?.opts() ?? {};
    const salesOpts = personas.find((p) => p.name === 'salesperson for an assigned customer')?.opts() ?? {};
    await t.db
      .update(menuEntries)
      .set({ isLocked: true })
      .where(and(eq(menuEntries.key, 'ViewCart'), eq(menuEntries.userType, 'customer')));
    try {
      const res = await call(t.app, 'GET', '/api/test/cart', customerOpts);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('MENU_LOCKED');
      // Salespeople have entries of their own.
      expect((await call(t.app, 'GET', '/api/test/cart', salesOpts)).statusCode).toBe(200);
    } finally {
      await t.db
        .update(menuEntries)
        .set({ isLocked: false })
        .where(and(eq(menuEntries.key, 'ViewCart'), eq(menuEntries.userType, 'customer')));
    }
  });

  it('hide the public entries and refuse guest features when the site does not allow guests', async () => {
    const guestMenu = async () => (await call(t.app, 'GET', '/api/menu')).json() as MenuEntry[];
    expect(
      (await guestMenu())
        .filter((e) => e.isVisible)
        .map((e) => e.key)
        .sort(),
    ).toEqual([...publicMenu].sort());
    expect((await call(t.app, 'GET', '/api/test/guest-products')).statusCode).toBe(200);

    await t.db.update(siteSettings).set({ value: false }).where(eq(siteSettings.key, 'allowGuest'));
    try {
      const entries = await guestMenu();
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.filter((e) => e.isVisible)).toEqual([]);
      const res = await call(t.app, 'GET', '/api/test/guest-products');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('MENU_LOCKED');
      expect((await call(t.app, 'GET', '/api/settings/site')).json().allowGuest).toBe(false);
      // Signed-in users are not guests.
      const customerOpts = personas.find((p) => p.name === 'customer')?.opts() ?? {};
      expect((await call(t.app, 'GET', '/api/test/guest-products', customerOpts)).statusCode).toBe(200);
    } finally {
      await t.db.update(siteSettings).set({ value: true }).where(eq(siteSettings.key, 'allowGuest'));
    }
  });
});
