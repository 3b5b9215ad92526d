import { formatMoney } from '@provender/rules';

/** Spec 02 section 9: an amount that is not shown reads -.--. */
export const MISSING_AMOUNT = '-.--';

export const formatTotal = (total: number | null | undefined) =>
  total === null || total === undefined ? MISSING_AMOUNT : formatMoney(total);

/** Quantities as entered: up to two decimals, no trailing zeros. */
export const formatQuantity = (quantity: number) => String(Number(quantity.toFixed(2)));
