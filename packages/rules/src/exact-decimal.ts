/**
 * @deprecated The rules compute with Decimal (decimal.ts, big.js; decision 440). ExactDecimal is
 * the same class under its former name, kept for code written before the change; import Decimal.
 */
export { Decimal as ExactDecimal, type DecimalValue } from './decimal.ts';
