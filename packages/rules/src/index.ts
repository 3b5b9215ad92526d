export * from './password-policy.ts';
export * from './types.ts';
export * from './exact-decimal.ts';
export * from './units.ts';
export * from './money.ts';
export * from './pricing.ts';
export * from './address.ts';
export * from './order-guide.ts';
export * from './par.ts';
export * from './calendar.ts';
export * from './holidays.ts';
export * from './delivery-dates.ts';
export * from './cutoffs.ts';
export * from './order-limits.ts';
export * from './checkout-header.ts';
export * from './card.ts';
export * from './billing-address.ts';
export * from './contrast.ts';
export * from './receivables.ts';
// Server only: built on decimal.js (decision 361). The browser imports nothing from these, so the
// bundler leaves them, and decimal.js, out of its chunks (the package has no side effects).
export * from './decimal-interop.ts';
export * from './customer-price.ts';
export * from './order-totals.ts';
export * from './aging.ts';
