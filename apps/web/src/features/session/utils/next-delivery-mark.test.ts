import { describe, expect, it } from 'vitest';
import { nextDeliveryMark } from './next-delivery-mark.ts';

describe("Select Customer's mark", () => {
  const next = {
    date: '2026-03-11',
    cutoff: { date: '2026-03-10', time: '16:00' },
    closesAt: '2026-03-10T20:00:00.000Z',
    shiptoCode: '001',
    ordered: false,
  };
  it('marks a customer with no order until the cut-off, with the cut-off; never one with an order', () => {
    expect(nextDeliveryMark(next, Date.parse('2026-03-09T14:00:00Z'))).toBe('No order for Wed, 03/11 · by 4:00 PM Tue');
    expect(nextDeliveryMark(next, Date.parse('2026-03-10T19:00:00Z'))).toBe('No order for Wed, 03/11 · 1 h 0 min left');
    expect(nextDeliveryMark(next, Date.parse('2026-03-10T20:00:00Z'))).toBeNull();
    expect(nextDeliveryMark({ ...next, ordered: true }, Date.parse('2026-03-09T14:00:00Z'))).toBeNull();
    expect(nextDeliveryMark(null, 0)).toBeNull();
  });
});
