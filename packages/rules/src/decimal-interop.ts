// Server only (decision 361): built on decimal.js, which the browser bundle must not load; the
// browser imports nothing from this module.
import Decimal from 'decimal.js';
import type { DecimalValue } from './exact-decimal.ts';

/**
 * A decimal.js Decimal of a rules value (an ExactDecimal answer, a number, a string): for server
 * code that goes on computing with decimal.js. The value is read through its exact string, so
 * nothing is rounded on the way.
 */
export function decimalOf(value: DecimalValue): Decimal {
  if (value instanceof Decimal) return value;
  return new Decimal(typeof value === 'object' ? value.valueOf() : value);
}
