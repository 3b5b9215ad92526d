import { CartMessages } from '@provender/contract';
import { describe, expect, it } from 'vitest';
import { needsQuantityConfirmation, sellByQuantity } from './sell-by-multiple.ts';

const cases = { unitOfMeasure: 'CS', sellByMultiple: 6 };
const kept = (answer: ReturnType<typeof sellByQuantity>) =>
  'quantity' in answer ? answer.quantity.toFixed(2) : answer;

describe('the sell-by multiple of a cart line', () => {
  it('keeps a whole number of multiples as entered, to 2 decimals', () => {
    expect(kept(sellByQuantity('12', cases, 'none', false))).toBe('12.00');
    expect(kept(sellByQuantity('7.005', { unitOfMeasure: 'LB', sellByMultiple: 0 }, 'none', false))).toBe('7.01');
  });

  it('rounds another by the flag, and refuses one rounded down to nothing', () => {
    expect(kept(sellByQuantity(7, cases, 'up', false))).toBe('12.00');
    expect(kept(sellByQuantity(7, cases, 'down', false))).toBe('6.00');
    expect(kept(sellByQuantity(9, cases, 'nearest', false))).toBe('12.00');
    expect(sellByQuantity(5, cases, 'down', false)).toEqual({ message: 'Quantity must be at least 6 CS.' });
  });

  it('with rounding off, keeps another only once the buyer confirmed it', () => {
    expect(needsQuantityConfirmation(7, 6, 'none')).toBe(true);
    expect(needsQuantityConfirmation(12, 6, 'none')).toBe(false);
    expect(needsQuantityConfirmation(7, 6, 'up')).toBe(false);
    expect(sellByQuantity(7, cases, 'none', false)).toEqual({ message: CartMessages.notDivisible });
    expect(kept(sellByQuantity(7, cases, 'none', true))).toBe('7.00');
  });
});
