import { describe, expect, it } from 'vitest';
import type { NextDelivery } from '@provender/contract';
import { nextDeliveryText } from './next-delivery-text.ts';

const next: NextDelivery = {
  kind: 'delivery',
  timeZone: 'America/New_York',
  deliveries: [
    { date: '2026-03-11', cutoff: { date: '2026-03-10', time: '16:00' }, closesAt: '2026-03-10T20:00:00.000Z' },
    { date: '2026-03-12', cutoff: { date: '2026-03-11', time: '16:00' }, closesAt: '2026-03-11T20:00:00.000Z' },
  ],
};

describe('the next delivery text', () => {
  it('counts down to the cut-off, then names the next date at once', () => {
    expect(nextDeliveryText(next, Date.parse('2026-03-09T14:00:00Z'))).toEqual({
      text: 'Order by 4:00 PM Tue for Wed, 03/11 delivery',
      countdown: false,
    });
    expect(nextDeliveryText(next, Date.parse('2026-03-10T16:48:00Z'))).toEqual({
      text: 'Order within 3 h 12 min for Wed, 03/11 delivery',
      countdown: true,
    });
    expect(nextDeliveryText(next, Date.parse('2026-03-10T20:00:00Z'))?.text).toBe(
      'Order within 24 h 0 min for Thu, 03/12 delivery',
    );
    expect(nextDeliveryText(next, Date.parse('2026-03-11T20:00:00Z'))).toBeNull();
  });

  it('says pickup for a consumer who picks up', () => {
    expect(nextDeliveryText({ ...next, kind: 'pickup' }, Date.parse('2026-03-09T14:00:00Z'))?.text).toBe(
      'Order by 4:00 PM Tue for Wed, 03/11 pickup',
    );
  });
});
