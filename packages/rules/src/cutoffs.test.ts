import { describe, expect, it } from 'vitest';
import {
  deliveryCutoff,
  formatClockTime,
  formatTimeLeft,
  isPastCutoff,
  nextDeliveries,
  orderByText,
  zonedInstant,
} from './cutoffs.ts';
import { validDeliveryDates, type OrderCutoff } from './delivery-dates.ts';

const cutoff: OrderCutoff = { time: '16:00', leadDays: 1, timeZone: 'America/New_York' };
const noHolidays = new Set<string>();
/** Monday to Friday routes. */
const weekdays = { routeDays: [1, 2, 3, 4, 5], holidays: noHolidays };
const at = (iso: string) => new Date(iso);

describe('zonedInstant', () => {
  it('reads wall-clock time in the zone, in winter and summer', () => {
    expect(zonedInstant('2026-03-03', '16:00', 'America/New_York').toISOString()).toBe('2026-03-03T21:00:00.000Z');
    expect(zonedInstant('2026-07-01', '16:00', 'America/New_York').toISOString()).toBe('2026-07-01T20:00:00.000Z');
    expect(zonedInstant('2026-07-01', '00:00', 'UTC').toISOString()).toBe('2026-07-01T00:00:00.000Z');
    expect(zonedInstant('2026-07-01', '09:30', 'Asia/Kolkata').toISOString()).toBe('2026-07-01T04:00:00.000Z');
  });

  it('on the days the clocks change, and for a time the clocks skip', () => {
    // 2026-03-08: 02:00 EST becomes 03:00 EDT.
    expect(zonedInstant('2026-03-08', '16:00', 'America/New_York').toISOString()).toBe('2026-03-08T20:00:00.000Z');
    expect(zonedInstant('2026-03-08', '01:00', 'America/New_York').toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(zonedInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // 2026-11-01: back to EST.
    expect(zonedInstant('2026-11-01', '16:00', 'America/New_York').toISOString()).toBe('2026-11-01T21:00:00.000Z');
  });
});

describe('the cut-off of a delivery', () => {
  it('is the checkout rule: the minute before the cut-off makes the date, the cut-off minute does not', () => {
    const query = (now: string) => ({ now: at(now), calendar: weekdays, cutoff, horizonDays: 14 });
    // Tuesday 2026-03-10, 15:59:59 EDT: Wednesday is still open.
    const before = nextDeliveries(query('2026-03-10T19:59:59.999Z'), 2);
    expect(before.map((d) => d.delivery)).toEqual(['2026-03-11', '2026-03-12']);
    expect(before[0]?.cutoff).toEqual({ date: '2026-03-10', time: '16:00' });
    expect(before[0]?.closesAt.toISOString()).toBe('2026-03-10T20:00:00.000Z');
    // 16:00:00 EDT: Wednesday closed, Thursday next, closing Wednesday 16:00.
    const after = nextDeliveries(query('2026-03-10T20:00:00.000Z'), 2);
    expect(after.map((d) => d.delivery)).toEqual(['2026-03-12', '2026-03-13']);
    expect(after[0]?.closesAt.toISOString()).toBe('2026-03-11T20:00:00.000Z');
    // The first next delivery is always the checkout's earliest valid date.
    for (const now of ['2026-03-10T19:59:00Z', '2026-03-10T20:00:00Z', '2026-03-13T21:00:00Z']) {
      expect(nextDeliveries(query(now))[0]?.delivery).toBe(validDeliveryDates(query(now))[0]);
    }
    expect(isPastCutoff('2026-03-11', at('2026-03-10T19:59:59.999Z'), cutoff, noHolidays)).toBe(false);
    expect(isPastCutoff('2026-03-11', at('2026-03-10T20:00:00.000Z'), cutoff, noHolidays)).toBe(true);
  });

  it('moves back past a holiday, and a delivery due on a holiday moves on', () => {
    // Memorial Day 2026-05-25 (Monday). A Tuesday delivery would close on the Monday holiday: it closes Sunday.
    const holidays = new Set(['2026-05-25']);
    expect(deliveryCutoff('2026-05-26', cutoff, holidays).cutoff).toEqual({ date: '2026-05-24', time: '16:00' });
    // Friday 16:30 EDT: Monday's route moves to Tuesday; its cut-off is Sunday at 16:00.
    const next = nextDeliveries(
      { now: at('2026-05-22T20:30:00Z'), calendar: { routeDays: [1, 3], holidays }, cutoff, horizonDays: 14 },
      2,
    );
    expect(next.map((d) => [d.delivery, d.cutoff.date])).toEqual([
      ['2026-05-26', '2026-05-24'],
      ['2026-05-27', '2026-05-26'],
    ]);
    expect(next[0]?.closesAt.toISOString()).toBe('2026-05-24T20:00:00.000Z');
  });

  it('has none when the route runs on no day', () => {
    expect(
      nextDeliveries({
        now: at('2026-03-10T12:00:00Z'),
        calendar: { routeDays: [], holidays: noHolidays },
        cutoff,
        horizonDays: 14,
      }),
    ).toEqual([]);
  });
});

describe('the texts', () => {
  const next = {
    delivery: '2026-03-11',
    cutoff: { date: '2026-03-10', time: '16:00' },
    closesAt: at('2026-03-10T20:00:00Z'),
  };

  it('says the time and weekday, then counts down in the last 24 hours', () => {
    expect(orderByText(next, at('2026-03-09T19:59:00Z'))).toBe('Order by 4:00 PM Tue for Wed, 03/11 delivery');
    expect(orderByText(next, at('2026-03-09T20:00:00Z'))).toBe('Order within 24 h 0 min for Wed, 03/11 delivery');
    expect(orderByText(next, at('2026-03-10T16:48:00Z'))).toBe('Order within 3 h 12 min for Wed, 03/11 delivery');
    expect(orderByText(next, at('2026-03-10T19:59:30Z'))).toBe('Order within 1 min for Wed, 03/11 delivery');
  });

  it('formats clock times and what is left', () => {
    expect(['00:00', '09:05', '12:00', '16:00', '23:59'].map(formatClockTime)).toEqual([
      '12:00 AM',
      '9:05 AM',
      '12:00 PM',
      '4:00 PM',
      '11:59 PM',
    ]);
    expect(formatTimeLeft(0)).toBe('less than 1 min');
    expect(formatTimeLeft(59 * 60_000)).toBe('59 min');
    expect(formatTimeLeft(60 * 60_000 + 1)).toBe('1 h 1 min');
  });
});
