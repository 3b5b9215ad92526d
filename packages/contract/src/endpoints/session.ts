import { customerListSchema, customerSchema } from '../customer.ts';
import { idParamSchema, menuSchema } from '../menu.ts';
import { logoNameSchema, siteSettingsSchema, userSettingsSchema } from '../settings.ts';
import { userSchema } from '../user.ts';
import { defineEndpoint, noContent } from './define.ts';

/** Who is signed in, for whom, and what the menu and settings say. */
export const sessionEndpoints = {
  getUser: defineEndpoint({
    method: 'GET',
    path: '/api/user',
    tags: ['session'],
    summary: 'The signed-in user',
    status: 200,
    response: userSchema,
    errors: [],
  }),
  getCustomer: defineEndpoint({
    method: 'GET',
    path: '/api/customer',
    tags: ['session'],
    summary: 'The acting customer with its ship-tos',
    status: 200,
    response: customerSchema,
    errors: [404],
  }),
  getCustomerList: defineEndpoint({
    method: 'GET',
    path: '/api/customer/list',
    tags: ['session'],
    summary: "A salesperson's assigned customers (others: their own account)",
    status: 200,
    response: customerListSchema,
    errors: [],
  }),
  getMenu: defineEndpoint({
    method: 'GET',
    path: '/api/menu',
    tags: ['session'],
    summary: "The caller's menu entries with visible and locked flags",
    status: 200,
    response: menuSchema,
    errors: [],
  }),
  logMenuVisit: defineEndpoint({
    method: 'POST',
    path: '/api/menu/log/:id',
    tags: ['session'],
    summary: 'Log a visit to a screen whose menu entry asks for it',
    params: idParamSchema,
    status: 204,
    response: noContent,
    errors: [404],
  }),
  getUserSettings: defineEndpoint({
    method: 'GET',
    path: '/api/settings',
    tags: ['settings'],
    summary: "The user's effective settings for the acting customer, with the menu",
    status: 200,
    response: userSettingsSchema,
    errors: [404],
  }),
  getSiteSettings: defineEndpoint({
    method: 'GET',
    path: '/api/settings/site',
    tags: ['settings'],
    summary: 'Site settings any visitor needs',
    public: true,
    status: 200,
    response: siteSettingsSchema,
    errors: [],
  }),
  getLogoName: defineEndpoint({
    method: 'GET',
    path: '/api/settings/logoname',
    tags: ['settings'],
    summary: 'Logo image names',
    public: true,
    status: 200,
    response: logoNameSchema,
    errors: [],
  }),
};
