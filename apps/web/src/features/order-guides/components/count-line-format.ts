import type { Par } from '@provender/contract';

/** Big enough for a thumb in a glove: 56 px controls, 24 px numbers. */
export const TOUCH = 56;
export const formatNumber = (n: number) => String(Number(n.toFixed(2)));
export const parText = (par: Par | null) => (par ? `${formatNumber(par.quantity)} ${par.unitOfMeasure}` : 'not set');
