// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DatePickerProvider } from './date-picker-provider.tsx';
import { DateRangeFields } from './date-range-fields.tsx';
import { INVALID_DATE, START_AFTER_END, readTypedDate, type DateRange } from './date-values.ts';

afterEach(cleanup);

/** The range fields as a screen holds them; every range they report is recorded. */
function renderRange(initial: DateRange = { start: null, end: null }) {
  const reported: DateRange[] = [];
  function Screen() {
    const [range, setRange] = useState(initial);
    return (
      <DateRangeFields
        value={range}
        onChange={(next) => {
          reported.push(next);
          setRange(next);
        }}
      />
    );
  }
  render(
    <DatePickerProvider>
      <Screen />
    </DatePickerProvider>,
  );
  return reported;
}

const field = (name: string) => screen.getByRole('group', { name });

async function typeInto(name: string, keys: string) {
  const user = userEvent.setup();
  await user.click(within(field(name)).getByRole('spinbutton', { name: 'Month' }));
  await user.keyboard(keys);
}

describe('date range fields', () => {
  it('report a typed date only once it is complete: 10/01/202 waits, 10/01/2025 is sent', async () => {
    const reported = renderRange();
    await typeInto('Start Date', '1001202');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reported).toEqual([]);
    expect(screen.queryByText(INVALID_DATE)).toBeNull();
    await userEvent.keyboard('5');
    await waitFor(() => expect(reported).toEqual([{ start: '2025-10-01', end: null }]));
  });

  it("show the field's own message for an impossible date and send nothing", async () => {
    const reported = renderRange();
    await typeInto('End Date', '02302026');
    await waitFor(() => expect(screen.getByText(INVALID_DATE)).toBeTruthy());
    expect(reported).toEqual([]);
  });

  it('let a section be retyped without a word while the field has focus, and say so when it is left unfinished', async () => {
    const reported = renderRange({ start: '2025-10-01', end: null });
    const user = userEvent.setup();
    await user.click(within(field('Start Date')).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('{Backspace}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(INVALID_DATE)).toBeNull();
    await user.keyboard('15');
    await waitFor(() => expect(reported).toEqual([{ start: '2025-10-15', end: null }]));
    await user.keyboard('{Backspace}');
    await user.click(document.body);
    await waitFor(() => expect(screen.getByText(INVALID_DATE)).toBeTruthy());
    expect(reported).toHaveLength(1);
  });

  it('flag a start after the end on the start, with the spec text', async () => {
    const reported = renderRange({ start: null, end: '2026-01-31' });
    await typeInto('Start Date', '02012026');
    await waitFor(() => expect(reported.at(-1)).toEqual({ start: '2026-02-01', end: '2026-01-31' }));
    expect(screen.getByText(START_AFTER_END)).toBeTruthy();
  });
});

describe('readTypedDate', () => {
  it('tells an empty field, an unfinished date, an impossible one and a complete one apart', () => {
    const year = (y: number) => {
      const d = new Date(2000, 9, 1);
      d.setFullYear(y);
      return d;
    };
    expect(readTypedDate(null, null, 'none')).toEqual({ kind: 'empty' });
    expect(readTypedDate(null, null, 'some')).toEqual({ kind: 'incomplete' });
    for (const y of [2, 20, 202]) expect(readTypedDate(year(y), 'minDate', 'all')).toEqual({ kind: 'incomplete' });
    expect(readTypedDate(year(2025), null, 'all')).toEqual({ kind: 'complete', iso: '2025-10-01' });
    expect(readTypedDate(year(1202), 'minDate', 'all')).toEqual({ kind: 'invalid' });
    expect(readTypedDate(new Date(Number.NaN), 'invalidDate', 'all')).toEqual({ kind: 'invalid' });
    expect(readTypedDate(new Date(Number.NaN), 'invalidDate', 'some')).toEqual({ kind: 'incomplete' });
  });
});
