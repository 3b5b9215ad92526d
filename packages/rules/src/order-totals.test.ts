import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';
import { minimumOrderMessages } from './order-limits.ts';
import { estimateOrder } from './order-totals.ts';

const rules = {
  deliveryCharge: { threshold: '250', amount: '7.50' },
  fuelSurchargePercent: '0',
  taxRatePercent: '6.25',
};
const summary = (e: ReturnType<typeof estimateOrder>) => ({
  lineTotal: e.lineTotal.toFixed(2),
  taxableAmount: e.taxableAmount.toFixed(2),
  tax: e.tax.toFixed(2),
  addOnCharges: e.addOnCharges.toFixed(2),
  total: e.total.toFixed(2),
});

describe('order estimate', () => {
  it('taxes only taxable lines and adds the small-order charge below the threshold', () => {
    const e = estimateOrder(
      [
        { extension: '152.00', taxable: false },
        { extension: '35.99', taxable: true },
      ],
      rules,
    );
    // 35.99 x 6.25 % = 2.249375 -> 2.25
    expect(summary(e)).toEqual({
      lineTotal: '187.99',
      taxableAmount: '35.99',
      tax: '2.25',
      addOnCharges: '7.50',
      total: '197.74',
    });
    expect(e.charges.map((c) => [c.code, c.amount.toFixed(2)])).toEqual([['delivery', '7.50']]);
  });

  it('drops the delivery charge at the threshold and for an empty order', () => {
    expect(summary(estimateOrder([{ extension: '250.00', taxable: false }], rules)).addOnCharges).toBe('0.00');
    expect(summary(estimateOrder([], rules))).toEqual({
      lineTotal: '0.00',
      taxableAmount: '0.00',
      tax: '0.00',
      addOnCharges: '0.00',
      total: '0.00',
    });
  });

  it('adds a fuel surcharge as a percent of the line total, untaxed', () => {
    const e = estimateOrder([{ extension: '1000.05', taxable: true }], {
      deliveryCharge: null,
      fuelSurchargePercent: '1.5',
      taxRatePercent: '5.5',
    });
    // fuel 15.00075 -> 15.00; tax 55.00275 -> 55.00
    expect(summary(e)).toEqual({
      lineTotal: '1000.05',
      taxableAmount: '1000.05',
      tax: '55.00',
      addOnCharges: '15.00',
      total: '1070.05',
    });
  });

  it('is exact where binary floats are not', () => {
    const e = estimateOrder(
      [
        { extension: '0.10', taxable: true },
        { extension: '0.20', taxable: true },
      ],
      { deliveryCharge: null, fuelSurchargePercent: 0, taxRatePercent: 0 },
    );
    expect(e.lineTotal.toFixed(2)).toBe('0.30');
    expect(e.total.eq('0.3')).toBe(true);
  });
});

describe('money and minimums', () => {
  it('formats dollars', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney('0')).toBe('$0.00');
    expect(formatMoney('-7.499')).toBe('-$7.50');
  });

  it('explains an unmet zone minimum with two messages', () => {
    expect(minimumOrderMessages('12', '30')).toEqual([
      'Current line total is $12.00',
      'Minimum order amount for this zip code is $30.00',
    ]);
    expect(minimumOrderMessages('30', '30')).toEqual([]);
    expect(minimumOrderMessages('1', '0')).toEqual([]);
  });
});
