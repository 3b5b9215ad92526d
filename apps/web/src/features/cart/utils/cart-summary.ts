import type { Cart } from '@provender/contract';
import { sumMoney, type MoneyValue } from '@provender/rules';

export interface CartSummary {
  lineCount: number;
  /** The sum of the line extensions; null when pricing is hidden (no line has an extension). */
  total: MoneyValue | null;
}

/** Spec 01 section 4: totals are the sum of line extensions, added exactly (sumMoney). */
export function summarizeCart(cart: Pick<Cart, 'lines'>): CartSummary {
  const priced = cart.lines.filter((line) => line.extension !== null);
  if (cart.lines.length > 0 && priced.length === 0) return { lineCount: cart.lines.length, total: null };
  return { lineCount: cart.lines.length, total: sumMoney(priced.map((line) => line.extension)) };
}
