import type { CartLine } from '@provender/contract';
import { sumMoney, sumQuantities, type MoneyValue } from '@provender/rules';

export interface CartTotals {
  /** Lines in the cart. */
  totalItems: number;
  /** Cases the lines amount to, whatever unit they were ordered in. */
  caseTotal: MoneyValue;
  /** Sum of the extensions; null when pricing is hidden or no line is priced. */
  total: MoneyValue | null;
  /** Quantity ordered per unit of measure, in order of first appearance. */
  quantities: { unit: string; quantity: MoneyValue }[];
}

/** The cart page's totals block (spec 02 Cart page): totals are the sum of the lines, added exactly. */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  const priced = lines.filter((l) => l.extension !== null);
  const byUnit = new Map<string, number[]>();
  for (const line of lines)
    byUnit.set(line.quantity.unit, [...(byUnit.get(line.quantity.unit) ?? []), line.quantity.value]);
  return {
    totalItems: lines.length,
    caseTotal: sumQuantities(lines.map((l) => l.caseQuantity)),
    total: lines.length > 0 && priced.length === 0 ? null : sumMoney(priced.map((l) => l.extension)),
    quantities: [...byUnit].map(([unit, values]) => ({ unit, quantity: sumQuantities(values) })),
  };
}

/** Quantities show up to two decimals, without trailing zeros, with thousands separators. */
export function formatQuantity(value: MoneyValue): string {
  const [whole = '0', decimals] = sumQuantities([value]).toString().split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${decimals ? `.${decimals}` : ''}`;
}
