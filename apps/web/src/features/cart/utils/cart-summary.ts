import type { Cart } from '@provender/contract';

export interface CartSummary {
  lineCount: number;
  /** The sum of the line extensions; null when pricing is hidden (no line has an extension). */
  total: number | null;
}

/**
 * Spec 01 section 4: totals are the sum of line extensions. Extensions are 2-decimal amounts, so
 * they are added as whole cents to stay exact.
 */
export function summarizeCart(cart: Pick<Cart, 'lines'>): CartSummary {
  const priced = cart.lines.filter((line) => line.extension !== null);
  if (cart.lines.length > 0 && priced.length === 0) return { lineCount: cart.lines.length, total: null };
  const cents = priced.reduce((sum, line) => sum + Math.round((line.extension ?? 0) * 100), 0);
  return { lineCount: cart.lines.length, total: cents / 100 };
}
