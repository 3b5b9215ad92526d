import { describe, expect, it } from 'vitest';
import { menuKeys, type MenuEntry } from '@provender/contract';
import { buildMenuSections } from './menu-sections.ts';

const everything: MenuEntry[] = menuKeys.map((key, i) => ({
  id: i + 1,
  key,
  isVisible: true,
  isLocked: false,
  logEntry: false,
}));
const labels = (sections: ReturnType<typeof buildMenuSections>) =>
  Object.fromEntries(sections.map((s) => [s.title, s.items.map((i) => i.label)]));

describe('buildMenuSections', () => {
  it("lists the spec's sections and entries in order, with their routes", () => {
    const sections = buildMenuSections(everything, 'customer');
    expect(labels(sections)).toEqual({
      Products: ['Products', 'Categories'],
      Orders: ['Cart', 'Checkout', 'Approvals'],
      History: ['Order History', 'Product History'],
      Account: [
        'Account Summary',
        'Account Details',
        'Make Payment',
        'Documents',
        'Edit Order Guides',
        'Delivery Address',
        'Users',
      ],
      Admin: ['Options'],
    });
    expect(sections.flatMap((s) => s.items.map((i) => i.path))).toEqual([
      '/products',
      '/categories',
      '/cart',
      '/checkout',
      '/approvals',
      '/history/orders',
      '/history/products',
      '/account/summary',
      '/account/details',
      '/account/payment',
      '/documents',
      '/order-guide',
      '/addresses',
      '/users',
      '/admin',
    ]);
  });

  it('gives public users no menu', () => {
    expect(buildMenuSections(everything, 'public')).toEqual([]);
  });

  it('hides Summary, Details, Payment, Documents and Options from consumers and drops empty sections', () => {
    expect(labels(buildMenuSections(everything, 'consumer'))).toEqual({
      Products: ['Products', 'Categories'],
      Orders: ['Cart', 'Checkout'],
      History: ['Order History', 'Product History'],
      Account: ['Edit Order Guides', 'Delivery Address'],
    });
  });

  it('leaves out hidden entries and marks locked ones', () => {
    const menu = everything.map((e) =>
      e.key === 'ProductHistory'
        ? { ...e, isVisible: false }
        : e.key === 'InvoicePayment'
          ? { ...e, isLocked: true }
          : e,
    );
    const items = buildMenuSections(menu, 'customer').flatMap((s) => s.items);
    expect(items.find((i) => i.key === 'ProductHistory')).toBeUndefined();
    expect(items.find((i) => i.key === 'InvoicePayment')?.locked).toBe(true);
    expect(items.find((i) => i.key === 'ViewCart')?.locked).toBe(false);
  });

  it('leaves out entries the server did not send', () => {
    const onlyProducts = everything.filter((e) => e.key === 'ViewProducts');
    expect(labels(buildMenuSections(onlyProducts, 'salesperson'))).toEqual({ Products: ['Products'] });
  });
});
