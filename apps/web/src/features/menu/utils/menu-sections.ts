import type { MenuEntry, MenuKey, UserType } from '@provender/contract';

/** The address of each screen a menu entry opens. */
export const menuRoutes = {
  ViewProducts: '/products',
  Categories: '/categories',
  ViewCart: '/cart',
  CheckOut: '/checkout',
  OrderHistory: '/history/orders',
  ProductHistory: '/history/products',
  AccountSummary: '/account/summary',
  AccountDetail: '/account/details',
  InvoicePayment: '/account/payment',
  ViewDocuments: '/documents',
  OrderGuides: '/order-guide',
  ShipToMaintenance: '/addresses',
  AdminPanel: '/admin',
  CustomerUsers: '/users',
  OrderApprovals: '/approvals',
} as const satisfies Partial<Record<MenuKey, string>>;

export type RoutedMenuKey = keyof typeof menuRoutes;

interface ItemDefinition {
  key: RoutedMenuKey;
  label: string;
}

/** Spec 01 section 2: the side menu's sections and entries, in order (System is added by the menu). */
const sectionDefinitions: readonly { title: string; items: readonly ItemDefinition[] }[] = [
  {
    title: 'Products',
    items: [
      { key: 'ViewProducts', label: 'Products' },
      { key: 'Categories', label: 'Categories' },
    ],
  },
  {
    title: 'Orders',
    items: [
      { key: 'ViewCart', label: 'Cart' },
      { key: 'CheckOut', label: 'Checkout' },
      { key: 'OrderApprovals', label: 'Approvals' },
    ],
  },
  {
    title: 'History',
    items: [
      { key: 'OrderHistory', label: 'Order History' },
      { key: 'ProductHistory', label: 'Product History' },
    ],
  },
  {
    title: 'Account',
    items: [
      { key: 'AccountSummary', label: 'Account Summary' },
      { key: 'AccountDetail', label: 'Account Details' },
      { key: 'InvoicePayment', label: 'Make Payment' },
      { key: 'ViewDocuments', label: 'Documents' },
      { key: 'OrderGuides', label: 'Edit Order Guides' },
      { key: 'ShipToMaintenance', label: 'Delivery Address' },
      { key: 'CustomerUsers', label: 'Users' },
    ],
  },
  { title: 'Admin', items: [{ key: 'AdminPanel', label: 'Options' }] },
];

/**
 * Spec 01 section 2: Summary, Details, Payment, Documents and Options are hidden from consumers;
 * so are a business customer's Users and Approvals (issue 35).
 */
const hiddenFromConsumers: ReadonlySet<MenuKey> = new Set([
  'AccountSummary',
  'AccountDetail',
  'InvoicePayment',
  'ViewDocuments',
  'AdminPanel',
  'CustomerUsers',
  'OrderApprovals',
]);

export interface MenuItem {
  key: RoutedMenuKey;
  label: string;
  path: string;
  locked: boolean;
}

export interface MenuSection {
  title: string;
  items: MenuItem[];
}

/**
 * The entries a user sees: visible ones only (locked ones too, drawn as locked), minus the
 * consumer-hidden ones; empty sections are dropped and public users get no menu at all.
 */
export function buildMenuSections(menu: readonly MenuEntry[], userType: UserType): MenuSection[] {
  if (userType === 'public') return [];
  const byKey = new Map(menu.map((entry) => [entry.key, entry]));
  return sectionDefinitions
    .map((section) => ({
      title: section.title,
      items: section.items.flatMap((item): MenuItem[] => {
        const entry = byKey.get(item.key);
        if (!entry?.isVisible) return [];
        if (userType === 'consumer' && hiddenFromConsumers.has(item.key)) return [];
        return [{ key: item.key, label: item.label, path: menuRoutes[item.key], locked: entry.isLocked }];
      }),
    }))
    .filter((section) => section.items.length > 0);
}
