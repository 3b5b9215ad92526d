/**
 * The server entry of @provender/rules (`@provender/rules/server`, decision 442): the rules only
 * the server applies — prices per customer, order totals and the checkout estimate, aging, the
 * cart line and payment draft checks. The browser imports the package's main entry (index.ts)
 * only; ESLint refuses this entry and its names in apps/web.
 */
export * from './customer-price.ts';
export * from './order-totals.ts';
export * from './checkout-estimate.ts';
export * from './aging.ts';
export * from './cart-line.ts';
export * from './payment-draft.ts';
