import { Decimal, type DecimalValue } from './decimal.ts';
import { MONEY_DECIMALS } from './money.ts';

/** What a line contributes to the order: its extension and whether it is taxable. */
export interface EstimateLine {
  extension: DecimalValue;
  taxable: boolean;
}

/**
 * The distributor's charge and tax rules for one order (decision 032). Charges apply to
 * deliveries only; the caller leaves them out for pickup.
 */
export interface OrderChargeRules {
  /** A small-order delivery charge: `amount` when the line total is above zero and below `threshold`. */
  deliveryCharge: { threshold: DecimalValue; amount: DecimalValue } | null;
  /** Fuel surcharge as a percent of the line total (0: none). */
  fuelSurchargePercent: DecimalValue;
  /** Sales tax percent of where the goods go (0 for exempt customers and untaxed states). */
  taxRatePercent: DecimalValue;
}

export type OrderChargeCode = 'delivery' | 'fuel';
export interface OrderCharge {
  code: OrderChargeCode;
  description: string;
  amount: Decimal;
}

export interface OrderEstimate {
  lineTotal: Decimal;
  taxableAmount: Decimal;
  tax: Decimal;
  addOnCharges: Decimal;
  charges: OrderCharge[];
  total: Decimal;
}

const money = (value: DecimalValue) => new Decimal(value).toDecimalPlaces(MONEY_DECIMALS);
const percentOf = (amount: Decimal, percent: DecimalValue) => money(amount.times(percent).div(100));

/**
 * The order's totals: line total, add-on charges (not taxed: they are stated separately),
 * tax on the taxable lines, and the total, each rounded half up to cents.
 */
export function estimateOrder(lines: readonly EstimateLine[], rules: OrderChargeRules): OrderEstimate {
  const lineTotal = money(lines.reduce((sum, l) => sum.plus(l.extension), new Decimal(0)));
  const taxableAmount = money(lines.filter((l) => l.taxable).reduce((sum, l) => sum.plus(l.extension), new Decimal(0)));
  const charges: OrderCharge[] = [];
  const delivery = rules.deliveryCharge;
  if (delivery && lineTotal.gt(0) && lineTotal.lt(delivery.threshold) && new Decimal(delivery.amount).gt(0)) {
    charges.push({ code: 'delivery', description: 'Small order delivery charge', amount: money(delivery.amount) });
  }
  const fuel = percentOf(lineTotal, rules.fuelSurchargePercent);
  if (fuel.gt(0)) charges.push({ code: 'fuel', description: 'Fuel surcharge', amount: fuel });
  const addOnCharges = charges.reduce((sum, c) => sum.plus(c.amount), new Decimal(0));
  const tax = percentOf(taxableAmount, rules.taxRatePercent);
  return { lineTotal, taxableAmount, tax, addOnCharges, charges, total: lineTotal.plus(addOnCharges).plus(tax) };
}
