import { describe, expect, it } from 'vitest';
import type { OrderHistoryRow, ProductHistoryRow } from '@provender/contract';
import { anyPrice, visibleOrders, visibleProductLines } from './history-rows.ts';

const order = (orderNumber: string, orderDate: string, total: number | null = 10): OrderHistoryRow => ({
  orderNumber,
  pO_Number: '',
  orderDate,
  deliveryDate: null,
  status: 'Invoiced',
  total,
  orderConfirmation: true,
  invoice: true,
  scanDocuments: [],
});
const line = (orderNumber: string, productCode: string, description: string, price?: number): ProductHistoryRow => ({
  orderNumber,
  productCode,
  productKey: 1,
  description,
  invoiceDate: '2024-01-02',
  quantity: 1,
  unitOfMeasure_SellBy: 'CS',
  ...(price === undefined ? {} : { price }),
  type: 'Invoice',
});

describe('order history rows', () => {
  const rows = [order('100200', '2024-03-01'), order('100345', '2024-01-15'), order('100346', '2024-02-10', null)];

  it('finds orders by number and keeps the order date range inclusive', () => {
    const all = { start: null, end: null };
    const byDate = { key: 'orderDate', direction: 'desc' } as const;
    expect(visibleOrders(rows, '1003', all, byDate).map((r) => r.orderNumber)).toEqual(['100346', '100345']);
    expect(
      visibleOrders(rows, '', { start: '2024-01-15', end: '2024-02-10' }, byDate).map((r) => r.orderNumber),
    ).toEqual(['100346', '100345']);
  });

  it('sorts by the chosen column with missing totals last', () => {
    const asc = visibleOrders(rows, '', { start: null, end: null }, { key: 'total', direction: 'asc' });
    expect(asc.map((r) => r.orderNumber)).toEqual(['100200', '100345', '100346']);
  });
});

describe('product history rows', () => {
  const rows = [
    line('1', 'A-100', 'Chicken Breast Boneless', 2),
    line('2', 'B-200', 'Chicken Thigh'),
    line('3', 'C-300', 'Cola'),
  ];

  it('needs every word somewhere in number, code, type or description', () => {
    const sort = { key: 'orderNumber', direction: 'asc' } as const;
    expect(visibleProductLines(rows, 'chicken b-200', sort).map((r) => r.orderNumber)).toEqual(['2']);
    expect(visibleProductLines(rows, 'CHICKEN', sort).map((r) => r.orderNumber)).toEqual(['1', '2']);
    expect(visibleProductLines(rows, 'invoice 3', sort).map((r) => r.orderNumber)).toEqual(['3']);
  });

  it('shows the Price column only when some row has a price', () => {
    expect(anyPrice(rows)).toBe(true);
    expect(anyPrice(rows.slice(1))).toBe(false);
  });
});
