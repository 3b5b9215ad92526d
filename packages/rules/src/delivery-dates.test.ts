import { describe, expect, it } from 'vitest';
import { addDays, formatUsDate, isIsoDate, isoWeekday, zonedDateTime } from './calendar.ts';
import {
  deliveryDateDefaults,
  initialDeliveryDate,
  orderCutoffFor,
  routeDeliveryDays,
  usualWeekday,
  validDeliveryDates,
  type OrderCutoff,
} from './delivery-dates.ts';
import { usFederalHolidays } from './holidays.ts';

const noHolidays = new Set<string>();
const cutoff: OrderCutoff = { time: '16:00', leadDays: 1, timeZone: 'America/New_York' };
/** An instant given as New York wall-clock time in winter (UTC-5). */
const nyWinter = (date: string, time: string) => new Date(`${date}T${time}:00-05:00`);

describe('calendar days', () => {
  it('knows real dates, weekdays and the US format', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-2-28')).toBe(false);
    expect(isoWeekday('2026-01-05')).toBe(1);
    expect(isoWeekday('2026-01-11')).toBe(7);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(formatUsDate('2026-03-09')).toBe('03/09/2026');
  });

  it('reads wall-clock time in the distributor time zone, not the machine one', () => {
    // 02:30 UTC on Jan 6 is still the evening of Jan 5 in New York.
    expect(zonedDateTime(new Date('2026-01-06T02:30:00Z'), 'America/New_York')).toEqual({
      date: '2026-01-05',
      time: '21:30',
    });
    expect(zonedDateTime(new Date('2026-07-06T02:30:00Z'), 'America/New_York')).toEqual({
      date: '2026-07-05',
      time: '22:30',
    });
  });
});

describe('US federal holidays', () => {
  it('lists the eleven holidays on their observed days', () => {
    expect(usFederalHolidays(2026).map((h) => `${h.date} ${h.name}`)).toEqual([
      "2026-01-01 New Year's Day",
      '2026-01-19 Birthday of Martin Luther King, Jr.',
      "2026-02-16 Washington's Birthday",
      '2026-05-25 Memorial Day',
      '2026-06-19 Juneteenth National Independence Day',
      '2026-07-03 Independence Day (observed)',
      '2026-09-07 Labor Day',
      '2026-10-12 Columbus Day',
      '2026-11-11 Veterans Day',
      '2026-11-26 Thanksgiving Day',
      '2026-12-25 Christmas Day',
    ]);
  });

  it('moves Sunday holidays to Monday and Saturday ones to Friday, even into the year before', () => {
    const y2027 = usFederalHolidays(2027);
    expect(y2027.find((h) => h.name.startsWith('Christmas'))?.date).toBe('2027-12-24');
    expect(y2027.find((h) => h.name.startsWith('Juneteenth'))?.date).toBe('2027-06-18');
    const y2028 = usFederalHolidays(2028);
    expect(y2028[0]).toEqual({ date: '2027-12-31', name: "New Year's Day (observed)" });
    expect(usFederalHolidays(2023).find((h) => h.name.startsWith("New Year's"))?.date).toBe('2023-01-02');
  });
});

describe('route delivery days', () => {
  it('are the route weekdays, with a holiday delivery moved to the next working day', () => {
    const calendar = { routeDays: [1, 4], holidays: new Set(['2026-05-25']) };
    // Memorial Day Monday moves to Tuesday.
    expect(routeDeliveryDays('2026-05-18', '2026-05-31', calendar)).toEqual([
      '2026-05-18',
      '2026-05-21',
      '2026-05-26',
      '2026-05-28',
    ]);
  });

  it('skip Sundays and chains of holidays when moving a delivery', () => {
    const calendar = { routeDays: [5], holidays: new Set(['2026-12-25', '2026-12-26']) };
    expect(routeDeliveryDays('2026-12-21', '2026-12-31', calendar)).toEqual(['2026-12-28']);
  });
});

describe('valid delivery dates', () => {
  const calendar = { routeDays: [2, 4], holidays: noHolidays };

  it('offer tomorrow until the cut-off at 16:00 the day before, then the next route day', () => {
    // Monday 2026-01-05; Tuesday and Thursday route.
    const before = validDeliveryDates({ now: nyWinter('2026-01-05', '15:59'), calendar, cutoff, horizonDays: 10 });
    expect(before).toEqual(['2026-01-06', '2026-01-08', '2026-01-13', '2026-01-15']);
    const at = validDeliveryDates({ now: nyWinter('2026-01-05', '16:00'), calendar, cutoff, horizonDays: 10 });
    expect(at).toEqual(['2026-01-08', '2026-01-13', '2026-01-15']);
  });

  it('read the cut-off in distributor time even when the instant is given in UTC', () => {
    // 20:30 UTC is 15:30 in New York: still before the cut-off.
    const dates = validDeliveryDates({ now: new Date('2026-01-05T20:30:00Z'), calendar, cutoff, horizonDays: 3 });
    expect(dates[0]).toBe('2026-01-06');
  });

  it('close a delivery after a holiday on the last working day before it', () => {
    const cal = { routeDays: [2], holidays: new Set(['2026-05-25']) };
    expect(orderCutoffFor('2026-05-26', cutoff, cal.holidays)).toEqual({ date: '2026-05-24', time: '16:00' });
    // Memorial Day itself is too late to order for Tuesday.
    const dates = validDeliveryDates({
      now: new Date('2026-05-25T10:00:00-04:00'),
      calendar: cal,
      cutoff,
      horizonDays: 9,
    });
    expect(dates).toEqual(['2026-06-02']);
  });

  it('honour longer lead times and an empty route', () => {
    const twoDays = { ...cutoff, leadDays: 2 };
    expect(
      validDeliveryDates({ now: nyWinter('2026-01-05', '09:00'), calendar, cutoff: twoDays, horizonDays: 4 }),
    ).toEqual(['2026-01-08']);
    expect(
      validDeliveryDates({
        now: nyWinter('2026-01-05', '09:00'),
        calendar: { routeDays: [], holidays: noHolidays },
        cutoff,
        horizonDays: 30,
      }),
    ).toEqual([]);
  });
});

describe('defaults', () => {
  it('take the most frequent past weekday as the usual one', () => {
    expect(usualWeekday([])).toBeNull();
    expect(usualWeekday(['2026-01-06', '2026-01-08', '2026-01-13'])).toBe(2);
    expect(usualWeekday(['2026-01-08', '2026-01-06'])).toBe(2);
  });

  it('answer the earliest date and the first valid date on the usual weekday', () => {
    const valid = ['2026-01-06', '2026-01-08', '2026-01-13'];
    expect(deliveryDateDefaults(valid, 4)).toEqual({ earliestDate: '2026-01-06', defaultDate: '2026-01-08' });
    expect(deliveryDateDefaults(valid, 5)).toEqual({ earliestDate: '2026-01-06', defaultDate: null });
    expect(deliveryDateDefaults([], 2)).toEqual({ earliestDate: null, defaultDate: null });
  });

  it('start the checkout on the default, the earliest when it is later or there is no default, nothing when the user must choose', () => {
    expect(initialDeliveryDate({ defaultDate: '2026-01-08', earliestDate: '2026-01-06' }, 'UseSystemDefault')).toBe(
      '2026-01-08',
    );
    expect(initialDeliveryDate({ defaultDate: '2026-01-06', earliestDate: '2026-01-08' }, 'UseSystemDefault')).toBe(
      '2026-01-08',
    );
    expect(initialDeliveryDate({ defaultDate: null, earliestDate: '2026-01-06' }, 'UseSystemDefault')).toBe(
      '2026-01-06',
    );
    expect(
      initialDeliveryDate({ defaultDate: '2026-01-08', earliestDate: '2026-01-06' }, 'RequireUserEntry'),
    ).toBeNull();
  });
});
