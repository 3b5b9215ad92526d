import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, formatUsDate, fromDayNumber, isIsoDate, isoWeekday, zonedDateTime } from './calendar.ts';
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

  it('converts days as Date does, from year 100 to 9999, and refuses what is not a date', () => {
    const MS = 86_400_000;
    const first = Math.floor(Date.UTC(100, 0, 1) / MS);
    const last = Math.floor(Date.UTC(9999, 11, 31) / MS);
    const everyDayFrom = Math.floor(Date.UTC(1900, 0, 1) / MS);
    const everyDayTo = Math.floor(Date.UTC(2200, 0, 1) / MS);
    // Every day of 1900 to 2199, and every 29th day of the rest.
    for (let day = first; day <= last; day += day >= everyDayFrom && day < everyDayTo ? 1 : 29) {
      const written = new Date(day * MS).toISOString().slice(0, 10);
      if (fromDayNumber(day) !== written) expect(fromDayNumber(day)).toBe(written);
      if (dayNumber(written) !== day) expect(dayNumber(written)).toBe(day);
    }
    // Month and day overflow roll over as Date.UTC rolls them.
    expect(fromDayNumber(dayNumber('2025-02-30'))).toBe('2025-03-02');
    expect(fromDayNumber(dayNumber('2025-13-01'))).toBe('2026-01-01');
    expect(fromDayNumber(dayNumber('2025-00-10'))).toBe('2024-12-10');
    const year10000 = Math.floor(Date.UTC(10000, 0, 1) / MS);
    expect(fromDayNumber(year10000)).toBe(new Date(year10000 * MS).toISOString().slice(0, 10));
    for (const bad of ['2025-1-01', '2025/01/01', '20250-01-0', '2025-01-0a', ' 2025-01-01', ''])
      expect(() => dayNumber(bad), bad).toThrow(/not a date/);
    expect(isoWeekday('1900-01-01')).toBe(1);
    expect(isoWeekday('2000-02-29')).toBe(2);
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

describe('wall-clock minutes kept per zone', () => {
  it('answer each instant of a minute alike, and format instants of zones with odd offsets one by one', () => {
    const at = (iso: string) => zonedDateTime(new Date(iso), 'America/New_York');
    expect(at('2026-03-08T06:59:59.999Z')).toEqual({ date: '2026-03-08', time: '01:59' });
    expect(at('2026-03-08T07:00:00.000Z')).toEqual({ date: '2026-03-08', time: '03:00' });
    expect(at('2026-03-08T07:00:59.999Z')).toEqual({ date: '2026-03-08', time: '03:00' });
    // Liberia kept UTC-0:44:30 until 1972: 12:00:00 and 12:00:40 UTC are 11:15 and 11:16 there.
    expect(zonedDateTime(new Date('1970-06-01T12:00:00Z'), 'Africa/Monrovia').time).toBe('11:15');
    expect(zonedDateTime(new Date('1970-06-01T12:00:40Z'), 'Africa/Monrovia').time).toBe('11:16');
    const kept = at('2026-11-23T15:00:10Z');
    kept.time = 'changed';
    expect(at('2026-11-23T15:00:20Z').time).toBe('10:00');
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

describe('delivery dates on day numbers (decision 371)', () => {
  /** The rule as first written on date strings, one day at a time: what the faster loop must answer. */
  function byStrings(now: Date, routeDays: number[], holidays: Set<string>, c: OrderCutoff, horizonDays: number) {
    const local = zonedDateTime(now, c.timeZone);
    const days = new Set<string>();
    const end = addDays(local.date, horizonDays);
    for (let date = addDays(local.date, -14); date <= end; date = addDays(date, 1)) {
      if (!routeDays.includes(isoWeekday(date))) continue;
      let delivery = date;
      if (holidays.has(date))
        while (holidays.has(delivery) || isoWeekday(delivery) === 7) delivery = addDays(delivery, 1);
      if (delivery >= local.date && delivery <= end) days.add(delivery);
    }
    return [...days].sort().filter((date) => {
      let closes = addDays(date, -c.leadDays);
      while (holidays.has(closes)) closes = addDays(closes, -1);
      return `${local.date} ${local.time}` < `${closes} ${c.time}`;
    });
  }

  it('answer what the rule on date strings answers, for random routes, holidays, cut-offs and moments', () => {
    let seed = 12345;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const zones = ['America/New_York', 'America/Los_Angeles', 'UTC', 'Pacific/Auckland'];
    for (let round = 0; round < 400; round++) {
      const start = Date.UTC(2024, 0, 1) + random(1500) * 86_400_000 + random(1440) * 60_000;
      const now = new Date(start);
      const routeDays = [1, 2, 3, 4, 5, 6, 7].filter(() => random(3) === 0);
      const holidays = new Set<string>(['not a date']);
      const base = zonedDateTime(now, 'UTC').date;
      for (let k = random(12); k > 0; k--) holidays.add(addDays(base, random(90) - 20));
      const c: OrderCutoff = {
        time: `${String(random(24)).padStart(2, '0')}:${String(random(60)).padStart(2, '0')}`,
        leadDays: random(4),
        timeZone: zones[random(zones.length)] ?? 'UTC',
      };
      const horizonDays = random(60) + 1;
      const expected = byStrings(now, routeDays, holidays, c, horizonDays);
      expect(validDeliveryDates({ now, calendar: { routeDays, holidays }, cutoff: c, horizonDays })).toEqual(expected);
    }
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
