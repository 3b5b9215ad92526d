import { altchaChallengeSchema, HUMAN_CHECK_CHALLENGE_PATH } from '../human-check.ts';
import { passwordOptionsResultSchema, passwordOptionsSchema } from '../password.ts';
import { orderReversalParamsSchema, paymentReversalParamsSchema, reversalResultSchema } from '../payment.ts';
import { maxOrderAmountSchema } from '../settings.ts';
import {
  defaultPageLayoutSchema,
  defaultPageSortBySchema,
  defaultsResultSchema,
  imageSyncResultSchema,
  userDefaultsSchema,
  userDefaultsUpdateSchema,
} from '../preferences.ts';
import { defineEndpoint } from './define.ts';

/**
 * Site and user defaults, password rules, the maximum order amount, image sync, the human check and
 * reversing a storefront payment or a card order's charge.
 */
export const adminEndpoints = {
  getPasswordOptions: defineEndpoint({
    method: 'GET',
    path: '/api/admin/passwordOptions',
    tags: ['admin'],
    summary: 'Password rules (anonymous: sign-up and reset screens show them)',
    public: true,
    status: 200,
    response: passwordOptionsSchema,
    errors: [],
  }),
  savePasswordOptions: defineEndpoint({
    method: 'POST',
    path: '/api/admin/passwordOptions',
    tags: ['admin'],
    summary: 'Set the password rules every later password must meet (minimum length from a fixed list)',
    body: passwordOptionsSchema,
    status: 200,
    response: passwordOptionsResultSchema,
    errors: [],
    // A body that fails the schema answers the spec's result object, not the shared shape.
    otherResponses: { 400: passwordOptionsResultSchema },
  }),
  getUserDefaults: defineEndpoint({
    method: 'GET',
    path: '/api/userPreferences/defaults',
    tags: ['preferences'],
    summary: "The user's own default layout and sort (null: the site default applies)",
    status: 200,
    response: userDefaultsSchema,
    errors: [],
  }),
  saveUserDefaults: defineEndpoint({
    method: 'POST',
    path: '/api/userPreferences/defaults',
    tags: ['preferences'],
    summary: "Saves the user's own default layout and/or sort",
    body: userDefaultsUpdateSchema,
    status: 200,
    response: defaultsResultSchema,
    errors: [],
  }),
  getDefaultPageLayout: defineEndpoint({
    method: 'GET',
    path: '/api/admin/defaultPageLayout',
    tags: ['admin'],
    summary: 'Site default layout (grid 0, list 1, quickEntry 2)',
    public: true,
    status: 200,
    response: defaultPageLayoutSchema,
    errors: [],
  }),
  saveDefaultPageLayout: defineEndpoint({
    method: 'POST',
    path: '/api/admin/defaultPageLayout',
    tags: ['admin'],
    summary: 'Sets the site default layout',
    body: defaultPageLayoutSchema,
    status: 200,
    response: defaultsResultSchema,
    errors: [],
  }),
  getDefaultPageSortBy: defineEndpoint({
    method: 'GET',
    path: '/api/admin/defaultPageSortBy',
    tags: ['admin'],
    summary: 'Site default sort (description 0, sequence 1, product code 2, brand 3)',
    public: true,
    status: 200,
    response: defaultPageSortBySchema,
    errors: [],
  }),
  saveDefaultPageSortBy: defineEndpoint({
    method: 'POST',
    path: '/api/admin/defaultPageSortBy',
    tags: ['admin'],
    summary: 'Sets the site default sort',
    body: defaultPageSortBySchema,
    status: 200,
    response: defaultsResultSchema,
    errors: [],
  }),
  requestImageSync: defineEndpoint({
    method: 'GET',
    path: '/api/admin/requestImageSync',
    tags: ['admin'],
    summary: 'Imports images from the source folder and writes the list, mobile and detail sizes',
    status: 200,
    response: imageSyncResultSchema,
    errors: [],
  }),
  getMaxOrderAmount: defineEndpoint({
    method: 'GET',
    path: '/api/admin/maxOrderAmount',
    tags: ['admin'],
    summary: 'The site-wide maximum order amount (customer or user overrides may differ)',
    status: 200,
    response: maxOrderAmountSchema,
    errors: [],
  }),
  saveMaxOrderAmount: defineEndpoint({
    method: 'POST',
    path: '/api/admin/maxOrderAmount',
    tags: ['admin'],
    summary: 'Sets the site-wide maximum order amount (more than 0.00, at most 999,999,999.99)',
    body: maxOrderAmountSchema,
    status: 200,
    response: maxOrderAmountSchema,
    errors: [],
  }),
  reversePayment: defineEndpoint({
    method: 'POST',
    path: '/api/admin/payments/:id/reversal',
    tags: ['admin', 'payments'],
    summary:
      'Gives a storefront card or eCheck payment back (a void before settlement, a refund ' +
      'after) and restores the balances it paid; a repeat answers the same reversal',
    params: paymentReversalParamsSchema,
    status: 200,
    response: reversalResultSchema,
    errors: [404, 409, 502],
  }),
  reverseOrderCharge: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/:orderNumber/reversal',
    tags: ['admin', 'payments'],
    summary:
      "Gives a card order's charge back (a void before settlement, a refund after); " +
      "the order's status stays the ERP's; a repeat answers the same reversal",
    params: orderReversalParamsSchema,
    status: 200,
    response: reversalResultSchema,
    errors: [404, 409, 502],
  }),
  getHumanCheckChallenge: defineEndpoint({
    method: 'GET',
    path: HUMAN_CHECK_CHALLENGE_PATH,
    tags: ['human check'],
    summary: 'A fresh ALTCHA proof-of-work challenge (signed, single-use, valid ten minutes)',
    public: true,
    status: 200,
    response: altchaChallengeSchema,
    errors: [],
  }),
};
