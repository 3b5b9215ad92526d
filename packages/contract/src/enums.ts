import { z } from './zod.ts';

export const menuKeys = [
  'AllProducts',
  'ColorMaintenance',
  'EditLandingPage',
  'CurrentStatement',
  'OrderGuideList',
  'ProductList',
  'ProductPriceList',
  'QuoteSheet',
  'ViewProducts',
  'Categories',
  'OrderGuides',
  'ViewCart',
  'CheckOut',
  'OrderHistory',
  'ProductHistory',
  'ViewDocuments',
  'AccountSummary',
  'AccountDetail',
  'InvoicePayment',
  'ShipToMaintenance',
  'AdminPanel',
  // Issue 35: the customer's users (its admin manages them; salespeople read them) and approvals.
  'CustomerUsers',
  'OrderApprovals',
] as const;
export const menuKeySchema = z.enum(menuKeys);
export type MenuKey = z.infer<typeof menuKeySchema>;

/** Who a request is from, as far as menus and rules are concerned. */
export const userTypes = ['public', 'consumer', 'customer', 'salesperson'] as const;
export const userTypeSchema = z.enum(userTypes);
export type UserType = z.infer<typeof userTypeSchema>;

/** punchout: a buyer's procurement system opened the session with a one-time code (decision 052). */
export const sessionTypes = ['normal', 'consumer', 'guest', 'punchout'] as const;
export const sessionTypeSchema = z.enum(sessionTypes);
export type SessionType = z.infer<typeof sessionTypeSchema>;

export const shipMethods = ['pickup', 'delivery'] as const;
export const shipMethodSchema = z.enum(shipMethods);
export type ShipMethod = z.infer<typeof shipMethodSchema>;

export const roundingFlags = ['none', 'up', 'down', 'nearest'] as const;
export const roundingFlagSchema = z.enum(roundingFlags);
export type RoundingFlag = z.infer<typeof roundingFlagSchema>;

/** Page layouts and sort orders with the spec's numeric values. */
export const PageLayout = { grid: 0, list: 1, quickEntry: 2 } as const;
export const pageLayoutSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type PageLayoutValue = z.infer<typeof pageLayoutSchema>;
export const PageSortBy = { description: 0, sequence: 1, productCode: 2, brand: 3 } as const;
export const pageSortBySchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type PageSortByValue = z.infer<typeof pageSortBySchema>;

export const imageFits = ['cover', 'contain'] as const;
export const defaultDeliveryDateFlags = ['UseSystemDefault', 'RequireUserEntry'] as const;
