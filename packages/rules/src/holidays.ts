import { addDays, fromDayNumber, dayNumber, isoWeekday, type IsoDate } from './calendar.ts';

export interface Holiday {
  date: IsoDate;
  name: string;
}

const iso = (year: number, month: number, day: number): IsoDate =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The n-th given ISO weekday of a month (n = -1: the last one). */
function nthWeekday(year: number, month: number, weekday: number, n: number): IsoDate {
  if (n > 0) {
    const first = iso(year, month, 1);
    const offset = (weekday - isoWeekday(first) + 7) % 7;
    return addDays(first, offset + (n - 1) * 7);
  }
  const last = fromDayNumber(dayNumber(iso(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1)) - 1);
  return addDays(last, -((isoWeekday(last) - weekday + 7) % 7));
}

/** A fixed-date holiday on a Saturday is observed the Friday before, on a Sunday the Monday after. */
function observed(date: IsoDate): IsoDate {
  const weekday = isoWeekday(date);
  if (weekday === 6) return addDays(date, -1);
  if (weekday === 7) return addDays(date, 1);
  return date;
}

/**
 * The US federal holidays of a year on the days they are observed (5 U.S.C. 6103). New Year's
 * Day falling on a Saturday is observed on December 31 of the year before, so that date is
 * listed with the year it belongs to.
 */
export function usFederalHolidays(year: number): Holiday[] {
  const fixed = (month: number, day: number, name: string): Holiday => {
    const actual = iso(year, month, day);
    const date = observed(actual);
    return { date, name: date === actual ? name : `${name} (observed)` };
  };
  const list: Holiday[] = [
    fixed(1, 1, "New Year's Day"),
    { date: nthWeekday(year, 1, 1, 3), name: 'Birthday of Martin Luther King, Jr.' },
    { date: nthWeekday(year, 2, 1, 3), name: "Washington's Birthday" },
    { date: nthWeekday(year, 5, 1, -1), name: 'Memorial Day' },
    ...(year >= 2021 ? [fixed(6, 19, 'Juneteenth National Independence Day')] : []),
    fixed(7, 4, 'Independence Day'),
    { date: nthWeekday(year, 9, 1, 1), name: 'Labor Day' },
    { date: nthWeekday(year, 10, 1, 2), name: 'Columbus Day' },
    fixed(11, 11, 'Veterans Day'),
    { date: nthWeekday(year, 11, 4, 4), name: 'Thanksgiving Day' },
    fixed(12, 25, 'Christmas Day'),
  ];
  return list.sort((a, b) => a.date.localeCompare(b.date));
}
