import { CheckoutMessages, OrderGuideMessages, PaymentAmountMessages } from '@provender/contract';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { generator } from './test-generator.ts';
import { formatMoney, sumMoney } from './money.ts';
import { guideQuantityError } from './order-guide.ts';
import { maximumOrderMessages, minimumOrderMessages } from './order-limits.ts';
import { extension, toPrice } from './pricing.ts';
import { paymentLineError, paymentMethodOptions, runningBalances } from './receivables.ts';
import type { QuantityRoundingFlag } from './types.ts';
import { isDivisible, roundToMultiple } from './sell-by-multiple.ts';
import {
  caseQuantity,
  convertQuantity,
  hasAtMostDecimals,
  sumQuantities,
  toQuantity,
  type UnitConversion,
} from './units.ts';

/**
 * The rules the browser runs, against what they were on decimal.js (decision 361): the decimal.js
 * versions below are the code before the change, kept as the oracle.
 */
const reference = {
  toQuantity: (v: Decimal.Value) => new Decimal(v).toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
  sumQuantities(values: Decimal.Value[]) {
    let sum = new Decimal(0);
    for (const v of values) sum = sum.plus(v);
    return reference.toQuantity(sum);
  },
  sumMoney(values: (Decimal.Value | null)[], decimals = 2) {
    let sum = new Decimal(0);
    for (const v of values) if (v !== null) sum = sum.plus(v);
    return sum.toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  },
  formatMoney(value: Decimal.Value, decimals = 2) {
    const exact = new Decimal(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
    const format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    return format.format(exact.toFixed(decimals) as unknown as number);
  },
  hasAtMostDecimals(value: Decimal.Value, decimals: number) {
    const d = new Decimal(value);
    return d.isFinite() && d.decimalPlaces() <= decimals;
  },
  isDivisible(quantity: Decimal.Value, multiple: Decimal.Value) {
    const m = new Decimal(multiple);
    if (m.isZero()) return true;
    return new Decimal(quantity).mod(m).isZero();
  },
  roundToMultiple(quantity: Decimal.Value, multiple: Decimal.Value, flag: QuantityRoundingFlag) {
    const q = Decimal.max(new Decimal(quantity), 0);
    const m = new Decimal(multiple);
    if (flag === 'none' || m.lte(0) || reference.isDivisible(q, m)) return reference.toQuantity(q);
    const steps = q.div(m);
    const whole =
      flag === 'up' ? steps.ceil() : flag === 'down' ? steps.floor() : steps.toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
    return reference.toQuantity(whole.times(m));
  },
  convertQuantity: (quantity: Decimal.Value, from: Decimal.Value, to: Decimal.Value) =>
    new Decimal(quantity).times(from).div(to),
  caseQuantity(quantity: Decimal.Value, sellBy: Decimal.Value, caseUnit: Decimal.Value | undefined) {
    if (caseUnit === undefined || new Decimal(caseUnit).isZero()) return reference.toQuantity(quantity);
    return reference.toQuantity(reference.convertQuantity(quantity, sellBy, caseUnit));
  },
  extension(quantity: Decimal.Value, sellBy: Decimal.Value, priceBy: Decimal.Value, price: Decimal.Value) {
    const amount = new Decimal(quantity).times(sellBy).times(price).div(priceBy);
    return amount.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  },
  toPrice: (value: Decimal.Value, decimals = 4) => new Decimal(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP),
  guideQuantity(quantity: Decimal.Value, multiple: Decimal.Value) {
    const q = new Decimal(quantity);
    if (q.isFinite() && !q.isNegative() && q.decimalPlaces() > 2) return OrderGuideMessages.quantityDecimals;
    if (!q.isFinite() || q.isNegative() || !reference.isDivisible(q, multiple))
      return OrderGuideMessages.invalidQuantity(new Decimal(quantity).toString(), new Decimal(multiple).toString());
    return null;
  },
  paymentLine(amount: Decimal.Value, balance: Decimal.Value) {
    let value: Decimal;
    try {
      value = new Decimal(amount);
    } catch {
      return PaymentAmountMessages.notNumeric;
    }
    if (!value.isFinite()) return PaymentAmountMessages.notNumeric;
    const owed = new Decimal(balance);
    if (value.isZero()) return null;
    if (value.isNegative() !== owed.isNegative()) return PaymentAmountMessages.differentSign;
    if (value.abs().gt(owed.abs())) return PaymentAmountMessages.greaterThanBalance;
    return null;
  },
  paymentMethods: (amount: Decimal.Value) => (new Decimal(amount).isZero() ? [0] : [1, 2]),
  minimumOrder(lineTotal: Decimal.Value, minimum: Decimal.Value) {
    if (new Decimal(minimum).lte(0) || new Decimal(lineTotal).gte(minimum)) return [];
    return [
      CheckoutMessages.lineTotal(reference.formatMoney(lineTotal)),
      CheckoutMessages.zoneMinimum(reference.formatMoney(minimum)),
    ];
  },
  maximumOrder(total: Decimal.Value, maximum: Decimal.Value) {
    const limit = Decimal.min(maximum, new Decimal('999999999.99'));
    if (new Decimal(total).lte(limit)) return [];
    return [CheckoutMessages.overMaximum(reference.formatMoney(total), reference.formatMoney(limit))];
  },
};

/** Everything a value shows, as strings (NaN and -0 included). */
const show = (d: { toString(): string; valueOf(): string; toFixed(n?: number): string; toNumber(): number }) =>
  [d.toString(), d.valueOf(), d.toFixed(2), String(Object.is(d.toNumber(), -0) ? '-0' : d.toNumber())].join(' | ');

const CONVERSIONS = ['1', '12', '0.5', '2.2046', '0.45359237', '40', '0.0625', '24', '0.25', '3', '1.5', '0'];
const MULTIPLES = ['0', '1', '0.5', '0.25', '6', '12', '0.01', '2.5', '1.33', '-1'];
const FLAGS: QuantityRoundingFlag[] = ['none', 'up', 'down', 'nearest'];
const unit = (stockConversion: string): UnitConversion => ({ unitOfMeasure: 'U', stockConversion });

describe('browser rules without decimal.js answer as they did on decimal.js', () => {
  const g = generator(361);
  /** Quantities with up to 2 decimals up to 99,999,999.99, as numbers and strings, with ties and signs. */
  const quantity = (): string | number => {
    const kind = g.int(5);
    if (kind === 0) return Number(g.decimal(8, 2));
    if (kind === 1) return g.decimal(8, 2);
    if (kind === 2) return `${g.decimal(4, 2)}5`; // a .xx5 tie
    if (kind === 3) return Number(g.decimal(3, 6));
    if (kind === 4) return g.pick(['99999999.99', '99999999.995', '0', '-0', 0.1 + 0.2, 1e-7, '0.005', '-0.005']);
    return g.decimal(2, 2);
  };
  const price = (): string | number => (g.next() < 0.5 ? g.decimal(8, 4, false) : Number(g.decimal(4, 4, false)));

  it('quantities: rounding to 2 places, sums, decimals, multiples and rounding to a sell-by multiple', () => {
    for (let i = 0; i < 3000; i++) {
      const q = quantity();
      const m = g.pick(MULTIPLES);
      const flag = g.pick(FLAGS);
      const label = `${String(q)} ${m} ${flag}`;
      expect(show(toQuantity(q)), label).toBe(show(reference.toQuantity(q)));
      expect(hasAtMostDecimals(q, 2), label).toBe(reference.hasAtMostDecimals(q, 2));
      expect(isDivisible(q, m), label).toBe(reference.isDivisible(q, m));
      expect(show(roundToMultiple(q, m, flag)), label).toBe(show(reference.roundToMultiple(q, m, flag)));
      const many = Array.from({ length: 1 + g.int(30) }, quantity);
      expect(show(sumQuantities(many)), many.join(',')).toBe(show(reference.sumQuantities(many)));
    }
  });

  it('unit conversions and cases through stock conversions', () => {
    for (let i = 0; i < 3000; i++) {
      const q = quantity();
      const from = g.pick(CONVERSIONS);
      const to = g.pick(CONVERSIONS);
      const label = `${String(q)} ${from} ${to}`;
      // A stock conversion is positive (the import refuses others): converting into a zero one is
      // refused where decimal.js answered Infinity or NaN (decision 440).
      if (to === '0') expect(() => convertQuantity(q, unit(from), unit(to)), label).toThrow('Division by zero');
      else
        expect(show(convertQuantity(q, unit(from), unit(to))), label).toBe(
          show(reference.convertQuantity(q, from, to)),
        );
      expect(show(caseQuantity(q, unit(from), unit(to))), label).toBe(show(reference.caseQuantity(q, from, to)));
      expect(show(caseQuantity(q, unit(from), undefined)), label).toBe(
        show(reference.caseQuantity(q, from, undefined)),
      );
    }
  });

  it('extensions, prices and money', () => {
    for (let i = 0; i < 3000; i++) {
      const q = quantity();
      const p = price();
      const sellBy = g.pick(CONVERSIONS.filter((c) => c !== '0'));
      const priceBy = g.pick(CONVERSIONS.filter((c) => c !== '0'));
      const label = `${String(q)} ${sellBy} ${priceBy} ${String(p)}`;
      expect(show(extension(q, unit(sellBy), unit(priceBy), p)), label).toBe(
        show(reference.extension(q, sellBy, priceBy, p)),
      );
      const decimals = g.pick([0, 2, 4]);
      const typed = g.pick([p, `${g.decimal(8, 6, false)}`, `${g.decimal(3, 4, false)}5`]);
      expect(show(toPrice(typed, decimals)), `${String(typed)} ${decimals}`).toBe(
        show(reference.toPrice(typed, decimals)),
      );
      const amounts = Array.from({ length: g.int(20) }, () =>
        g.next() < 0.1 ? null : g.next() < 0.5 ? Number(g.decimal(6, 2)) : g.decimal(8, 4),
      );
      expect(show(sumMoney(amounts)), amounts.join(',')).toBe(show(reference.sumMoney(amounts)));
      expect(show(sumMoney(amounts, 4)), amounts.join(',')).toBe(show(reference.sumMoney(amounts, 4)));
      const amount = g.pick([q, p, `${g.decimal(9, 2)}5`, g.decimal(9, 4)]);
      for (const places of [2, 4])
        expect(formatMoney(amount, places), String(amount)).toBe(reference.formatMoney(amount, places));
    }
  });

  it('order guide quantities, payment amounts, running balances and order limits', () => {
    const texts = ['abc', '', '1e3', '0x10', '1_000', 'Infinity', '-Infinity', 'NaN', '-0', '2.505', '1e-3', ' 5'];
    // Text that is no finite decimal number (decision 440): decimal.js read 0x10, 1_000 and the
    // non-finite words, and threw on the rest; now each is not a quantity and not an amount.
    const notDecimal = new Set(['abc', '', '0x10', '1_000', 'Infinity', '-Infinity', 'NaN', ' 5']);
    for (let i = 0; i < 3000; i++) {
      const q = g.next() < 0.2 ? g.pick(texts) : g.next() < 0.5 ? quantity() : g.decimal(4, 3);
      const m = g.pick(MULTIPLES.filter((x) => x !== '-1'));
      const label = `${String(q)} ${m}`;
      const outcome = (f: () => unknown) => {
        try {
          return f();
        } catch {
          return 'throws';
        }
      };
      if (typeof q === 'string' && notDecimal.has(q))
        expect(guideQuantityError(q, m), label).toBe(OrderGuideMessages.invalidQuantity(q, new Decimal(m).toString()));
      else
        expect(
          outcome(() => guideQuantityError(q, m)),
          label,
        ).toBe(outcome(() => reference.guideQuantity(q, m)));

      const balance = g.decimal(7, 2);
      const typed = g.next() < 0.3 ? g.pick(texts) : g.decimal(8, 3);
      expect(paymentLineError(typed, balance), `${typed} ${balance}`).toBe(
        notDecimal.has(typed) ? PaymentAmountMessages.notNumeric : reference.paymentLine(typed, balance),
      );
      const applied = g.pick([0, '0.00', '-0', balance, typed]);
      expect(
        outcome(() => paymentMethodOptions(applied, [1, 8])),
        String(applied),
      ).toEqual(
        typeof applied === 'string' && notDecimal.has(applied)
          ? 'throws'
          : outcome(() => reference.paymentMethods(applied)),
      );

      const total = g.pick([g.decimal(6, 2), `${g.decimal(10, 2)}5`, Number(g.decimal(6, 2))]);
      const minimum = g.pick(['0', '-1', '50', g.decimal(5, 2), total]);
      const maximum = g.pick(['0', '100', '2000000000', g.decimal(9, 2), total]);
      expect(minimumOrderMessages(total, minimum), `${total} ${minimum}`).toEqual(
        reference.minimumOrder(total, minimum),
      );
      expect(maximumOrderMessages(total, maximum), `${total} ${maximum}`).toEqual(
        reference.maximumOrder(total, maximum),
      );
    }
    const lines = Array.from({ length: 200 }, (_, i) => ({
      invoiceDate: `2026-0${1 + (i % 9)}-1${i % 10}`,
      balance: g.pick([g.decimal(6, 2), Number(g.decimal(5, 2))]),
    }));
    let running = new Decimal(0);
    const expected: string[] = [];
    const order = lines.map((line, index) => ({ line, index }));
    order.sort((a, b) => a.line.invoiceDate.localeCompare(b.line.invoiceDate) || a.index - b.index);
    for (const { line, index } of order) {
      running = running.plus(line.balance);
      expected[index] = show(running);
    }
    expect(runningBalances(lines).map(show)).toEqual(expected);
  });
});
