import type { CartLine } from '@provender/contract';

export interface CartTotals {
  /** Lines in the cart. */
  totalItems: number;
  /** Cases the lines amount to, whatever unit they were ordered in. */
  caseTotal: number;
  /** Sum of the extensions; null when pricing is hidden or no line is priced. */
  total: number | null;
  /** Quantity ordered per unit of measure, in order of first appearance. */
  quantities: { unit: string; quantity: number }[];
}

/** Sums in hundredths so two-decimal amounts and quantities add up exactly. */
const addHundredths = (values: number[]) => values.reduce((sum, v) => sum + Math.round(v * 100), 0) / 100;

/** The cart page's totals block (spec 02 Cart page): totals are the sum of the lines. */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  const priced = lines.filter((l) => l.extension !== null);
  const byUnit = new Map<string, number[]>();
  for (const line of lines) byUnit.set(line.quantity.unit, [...(byUnit.get(line.quantity.unit) ?? []), line.quantity.value]);
  return {
    totalItems: lines.length,
    caseTotal: addHundredths(lines.map((l) => l.caseQuantity)),
    total: lines.length > 0 && priced.length === 0 ? null : addHundredths(priced.map((l) => l.extension ?? 0)),
    quantities: [...byUnit].map(([unit, values]) => ({ unit, quantity: addHundredths(values) })),
  };
}

/** Quantities show up to two decimals, without trailing zeros. */
export function formatQuantity(value: number): string {
  return Number(value.toFixed(2)).toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** US dollars; a missing price shows -.-- (spec 02 section 9). */
export function formatPrice(value: number | null, decimals = 2): string {
  if (value === null) return '-.--';
  return value.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}
