import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { dayOfWeekNames } from '@provender/contract';
import { ReportCard } from './report-card.tsx';
import { EffectiveDateField, ReportDateField } from './report-date-field.tsx';

const ALL_DAYS = 0;

/** The quote sheet: what was bought since a date (on one delivery day or all), priced on a date. */
export function QuoteSheetCard() {
  const [effectiveDate, setEffectiveDate] = useState<string | null>(null);
  const [purchasedSince, setPurchasedSince] = useState<string | null>(null);
  const [dayOfWeek, setDayOfWeek] = useState(ALL_DAYS);
  const params = { effectiveDate, purchasedSince, dayOfWeek: dayOfWeek === ALL_DAYS ? null : dayOfWeek };
  return (
    <ReportCard
      kind="quotesheet"
      params={params}
      title="Quote Sheet"
      description="Products you have bought, priced for your next order, with room to write quantities."
      fileName="Quote-Sheet.pdf"
    >
      <EffectiveDateField value={effectiveDate} onChange={setEffectiveDate} />
      <ReportDateField
        label="Purchased Since"
        value={purchasedSince}
        onChange={setPurchasedSince}
        helperText="A year before the effective date when left empty"
      />
      <TextField
        select
        size="small"
        label="Day of Week"
        value={dayOfWeek}
        onChange={(e) => setDayOfWeek(Number(e.target.value))}
        helperText="Deliveries on this day only"
      >
        <MenuItem value={ALL_DAYS}>All Days</MenuItem>
        {dayOfWeekNames.map((name, i) => (
          <MenuItem key={name} value={i + 1}>
            {name}
          </MenuItem>
        ))}
      </TextField>
    </ReportCard>
  );
}
