import { describe, expect, it } from 'vitest';
import * as contract from '@provender/contract';
import * as rules from '@provender/rules';
import { messages } from './index.ts';

/** Exports that look like user-visible texts: message objects and single message constants. */
const messageExports = (module: Record<string, unknown>) =>
  Object.entries(module).filter(([name, value]) => typeof value !== 'function' && /Messages$|_MESSAGE$/.test(name));

describe('message catalogue (decision 232)', () => {
  it('holds every message object of the contract, as one of its areas', () => {
    const areas = new Set<unknown>(Object.values(messages));
    const outside = messageExports(contract)
      .filter(([, value]) => !areas.has(value))
      .map(([name]) => name);
    expect(outside).toEqual([]);
  });

  it('leaves no message object or message constant in the rules', () => {
    expect(messageExports(rules).map(([name]) => name)).toEqual([]);
  });

  it('builds the parametrised texts from the values they are given', () => {
    expect(messages.orderGuide.invalidQuantity('3', '2')).toBe('Invalid quantity of 3. Please enter a multiple of 2');
    expect(messages.checkout.overMaximum('$1.00', '$0.50')).toBe(
      'The order total of $1.00 is more than the maximum order amount of $0.50',
    );
  });
});
