import { describe, expect, it } from 'vitest';
import { reminderHours } from './order-reminder-card.tsx';

describe('the hours of Remind me to order', () => {
  it('are whole hours from 1 to 48, as the server takes them', () => {
    expect(['1', '3', ' 12 ', '48'].map(reminderHours)).toEqual([1, 3, 12, 48]);
    expect(['', '0', '49', '2.5', '-1', '3h', '1e1', '٣'].map(reminderHours)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
