import { accountEndpoints } from './account.ts';
import { authEndpoints } from './auth.ts';
import { adminEndpoints } from './admin.ts';
import { cartEndpoints } from './cart.ts';
import { catalogEndpoints } from './catalog.ts';
import { checkoutEndpoints } from './checkout.ts';
import { deliveryEndpoints } from './delivery.ts';
import { approvalEndpoints, customerUserEndpoints } from './customer-users.ts';
import type { EndpointSpec } from './define.ts';
import { historyEndpoints, reportEndpoints } from './history.ts';
import { importEndpoints, integrationEndpoints } from './integration.ts';
import { landingEndpoints } from './landing.ts';
import { notificationEndpoints } from './notifications.ts';
import { orderGuideCountEndpoints } from './order-guide-counts.ts';
import { orderGuideEndpoints } from './order-guides.ts';
import { receivableEndpoints } from './receivables.ts';
import { sessionEndpoints } from './session.ts';

export * from './define.ts';
// Each group on its own too: the browser imports the groups a screen calls, so a first screen's
// chunks hold only their schemas (decision 314); the server and the docs use the whole table.
export {
  accountEndpoints,
  approvalEndpoints,
  customerUserEndpoints,
  adminEndpoints,
  authEndpoints,
  cartEndpoints,
  catalogEndpoints,
  checkoutEndpoints,
  deliveryEndpoints,
  historyEndpoints,
  integrationEndpoints,
  landingEndpoints,
  notificationEndpoints,
  orderGuideCountEndpoints,
  orderGuideEndpoints,
  receivableEndpoints,
  sessionEndpoints,
};
export { reportEndpoints } from './history.ts';
export { importEndpoints, importFileTypes } from './integration.ts';

/**
 * The endpoint table (decision 250): every /api endpoint with its method, path, params, query,
 * body and answers. The server registers routes from it and the browser calls through it.
 */
export const endpoints = {
  ...authEndpoints,
  ...sessionEndpoints,
  ...catalogEndpoints,
  ...cartEndpoints,
  ...checkoutEndpoints,
  ...deliveryEndpoints,
  ...orderGuideEndpoints,
  ...orderGuideCountEndpoints,
  ...accountEndpoints,
  ...adminEndpoints,
  ...receivableEndpoints,
  ...historyEndpoints,
  getStatementReport: reportEndpoints.statement,
  getProductListReport: reportEndpoints.productlist,
  getPriceListReport: reportEndpoints.pricelist,
  getQuoteSheetReport: reportEndpoints.quotesheet,
  getOrderGuideListReport: reportEndpoints.orderguidelist,
  ...landingEndpoints,
  ...notificationEndpoints,
  ...integrationEndpoints,
  ...customerUserEndpoints,
  ...approvalEndpoints,
};
export type Endpoints = typeof endpoints;
/** Every row: the named ones and one import endpoint per import kind. */
export const allEndpoints: readonly EndpointSpec[] = [...Object.values(endpoints), ...Object.values(importEndpoints)];
