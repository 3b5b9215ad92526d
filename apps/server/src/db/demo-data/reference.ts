import { menuKeys, type MenuKey, type SettingValues, type UserType } from '@provender/contract';
import type { Db } from '../client.ts';
import { menuEntries, passwordOptions, priceLevels, siteSettings } from '../schema/index.ts';

export const demoCompanyName = 'Harbor & Vine Foodservice';

/** The demo site: guests may browse, consumers may sign up, salespeople may override prices. */
export const demoSiteSettings: Partial<SettingValues> = {
  companyName: demoCompanyName,
  allowGuest: true,
  allowConsumer: true,
  allowConsumerPickup: true,
  allowConsumerDelivery: true,
  zipCodeRestrictionFlag: true,
  zipCodeRestrictionMessage:
    'We do not deliver to this zip code yet. You can still browse and choose pickup at checkout.',
  allowProductTextLines: true,
  orderQuantityRoundingFlag: 'none',
  checkoutMessage: '',
  showTotalCaseQuantity: true,
  showTotalItemsQuantity: true,
  showTotalOrderQuantity: true,
  // The demo's scanned delivery tickets and spec sheets show everywhere (decision 170).
  productScanDocuments: { orderHistory: true, productDetail: true, accountDetail: true },
};

const allButAdmin = menuKeys.filter((k) => k !== 'AdminPanel' && k !== 'EditLandingPage');
const menusByUserType: Record<UserType, readonly MenuKey[]> = {
  public: ['AllProducts', 'ViewProducts', 'Categories'],
  consumer: [
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
  ],
  customer: [...allButAdmin, 'AdminPanel', 'EditLandingPage'],
  salesperson: [...allButAdmin, 'AdminPanel', 'EditLandingPage'],
};
/** Opening these screens is written to the menu log. */
const loggedKeys: ReadonlySet<MenuKey> = new Set([
  'AccountSummary',
  'AccountDetail',
  'InvoicePayment',
  'ViewDocuments',
]);

export async function seedReference(db: Db) {
  await db.insert(siteSettings).values(Object.entries(demoSiteSettings).map(([key, value]) => ({ key, value })));
  await db.insert(siteSettings).values({
    key: 'logo',
    value: { small: 'logo-small.svg', light: 'logo-light.svg', dark: 'logo-dark.svg' },
  });
  await db.insert(passwordOptions).values({ id: 1 });
  await db.insert(priceLevels).values([
    { level: 0, description: 'List', discountPercent: '0' },
    { level: 1, description: 'Preferred', discountPercent: '3' },
    { level: 2, description: 'Volume', discountPercent: '6' },
    { level: 3, description: 'Chain', discountPercent: '9' },
  ]);
  const rows = (Object.entries(menusByUserType) as [UserType, readonly MenuKey[]][]).flatMap(([userType, keys]) =>
    keys.map((key) => ({ key, userType, isVisible: true, isLocked: false, logEntry: loggedKeys.has(key) })),
  );
  await db.insert(menuEntries).values(rows);
}
