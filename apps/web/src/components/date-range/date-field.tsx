import { useRef, useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError, FieldRef } from '@mui/x-date-pickers/models';
import { DATE_FORMAT, INVALID_DATE, isoToDate, readTypedDate, sectionsFilled, type TypedDate } from './date-values.ts';

/** Dates can be typed on every screen, phones too; the calendar stays one tap away (decision 065). */
const TYPED_DATES = '@media (min-width: 0px)';

export interface DateFieldProps {
  label: string;
  /** The field's date (YYYY-MM-DD), or null: the last complete, valid date it reported. */
  value: string | null;
  /** Called with a complete, valid date, or null when the field is emptied; never with a partial one. */
  onChange: (value: string | null) => void;
  /** A message about the date from outside (a start after the end), shown when the field has none of its own. */
  error?: string | null;
  width?: number;
}

interface Draft {
  /** What the picker holds, finished or not. */
  date: Date | null;
  /** The date last reported to (or received from) the parent. */
  value: string | null;
  problem: 'incomplete' | 'invalid' | null;
}

const draftOf = (value: string | null): Draft => ({ date: value ? isoToDate(value) : null, value, problem: null });

/**
 * A clearable MM/dd/yyyy date picker that can be typed into (decision 420). While a date is being
 * typed nothing is reported: a half-typed year (10/01/202) waits without a word, an impossible
 * date (02/30/2026) shows the field's own message, and only a complete, valid date reaches
 * `onChange`, so a screen never asks the server with a partial date.
 */
export function DateField({ label, value, onChange, error, width = 190 }: DateFieldProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const [focused, setFocused] = useState(false);
  const fieldRef = useRef<FieldRef<Date | null>>(null);
  const changes = useRef(0);

  // The parent set another date (a reset): show it.
  if (value !== draft.value) setDraft(draftOf(value));

  const settle = (date: Date | null, typed: TypedDate) => {
    if (typed.kind === 'complete' || typed.kind === 'empty') {
      const next = typed.kind === 'complete' ? typed.iso : null;
      setDraft({ date, value: next, problem: null });
      if (next !== value) onChange(next);
    } else setDraft((d) => ({ ...d, date, problem: typed.kind }));
  };

  const onPicked = (date: Date | null, validationError: DateValidationError | null) => {
    const change = ++changes.current;
    if (date === null || Number.isNaN(date.getTime())) {
      // No date, or no valid one: whether the field is empty, half typed or holds an impossible
      // day shows in its sections once it has drawn this keystroke (a deleted section reports null).
      setDraft((d) => ({ ...d, date }));
      setTimeout(() => {
        if (change !== changes.current) return;
        settle(date, readTypedDate(date, validationError, sectionsFilled(fieldRef.current?.getSections() ?? [])));
      });
      return;
    }
    settle(date, readTypedDate(date, validationError, 'all'));
  };

  const onBlur = () => {
    setFocused(false);
    // Sections typed but not all of them (10/DD/YYYY) never make a date: say so on leaving.
    if (sectionsFilled(fieldRef.current?.getSections() ?? []) === 'some')
      setDraft((d) => ({ ...d, problem: d.problem ?? 'incomplete' }));
  };

  const own = draft.problem === 'invalid' || (draft.problem === 'incomplete' && !focused) ? INVALID_DATE : null;
  const message = own ?? error ?? null;
  return (
    <DatePicker
      label={label}
      format={DATE_FORMAT}
      desktopModeMediaQuery={TYPED_DATES}
      value={draft.date}
      onChange={(date, context) => onPicked(date, context.validationError)}
      slotProps={{
        field: { clearable: true, fieldRef, onFocus: () => setFocused(true), onBlur },
        textField: {
          size: 'small',
          error: message !== null,
          helperText: message,
          sx: { width: { xs: '100%', sm: width } },
        },
      }}
    />
  );
}
