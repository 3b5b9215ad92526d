import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { runningBalances } from '@provender/rules';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { useAccountDetail } from '../api/get-account-detail.ts';
import { DEFAULT_DETAIL_SORT, matchesSearch, nextSort, sortRows, type DetailRow } from '../utils/detail-table.ts';
import { DetailCards } from './detail-cards.tsx';
import { DetailTable } from './detail-table.tsx';

const DATE_FORMAT = 'MM/dd/yyyy';
/** Dates can be typed on every screen (the calendar stays one tap away), so ranges are quick to enter on phones too. */
const TYPED_DATES = '@media (min-width: 0px)';
export const START_AFTER_END = 'Start date cannot be after end date';
const pad = (n: number) => String(n).padStart(2, '0');
const toIso = (d: Date | null) =>
  d && !Number.isNaN(d.getTime()) ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : null;
const fromIso = (iso: string | null) => {
  if (!iso) return null;
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

/**
 * Account Details (spec 02): lines between optional dates, searched by every word, sorted
 * stably (Invoice Date descending first); the running balance accumulates from the oldest line
 * of the date range, so a search hides lines without changing it (decision 065).
 */
export function AccountDetailsPage() {
  const theme = useTheme();
  // Cards on phones and narrow tablets: the nine columns need about 800 px (decision 171).
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [startDate, setStartDate] = useState<string | null>(null);
  const [endDate, setEndDate] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState(DEFAULT_DETAIL_SORT);
  const rangeError = startDate && endDate && startDate > endDate ? START_AFTER_END : null;
  const detail = useAccountDetail({ startDate, endDate }, rangeError === null);

  const rows = useMemo(() => {
    const lines = detail.data ?? [];
    const running = runningBalances(lines);
    const withRunning: DetailRow[] = lines.map((line, i) => ({ ...line, running: running[i]?.toNumber() ?? 0 }));
    return sortRows(
      withRunning.filter((row) => matchesSearch(row, search)),
      sort,
    );
  }, [detail.data, search, sort]);

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Account Details
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
          <DatePicker
            label="Start Date"
            format={DATE_FORMAT}
            desktopModeMediaQuery={TYPED_DATES}
            value={fromIso(startDate)}
            onChange={(d) => setStartDate(toIso(d))}
            slotProps={{
              field: { clearable: true },
              textField: {
                size: 'small',
                error: rangeError !== null,
                helperText: rangeError,
                sx: { width: { xs: '100%', sm: 190 } },
              },
            }}
          />
          <DatePicker
            label="End Date"
            format={DATE_FORMAT}
            desktopModeMediaQuery={TYPED_DATES}
            value={fromIso(endDate)}
            onChange={(d) => setEndDate(toIso(d))}
            slotProps={{
              field: { clearable: true },
              textField: { size: 'small', sx: { width: { xs: '100%', sm: 190 } } },
            }}
          />
          <TextField
            label="Search"
            size="small"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            sx={{ flex: 1, minWidth: { xs: '100%', sm: 220 } }}
            slotProps={{ htmlInput: { 'aria-label': 'Search reference and remarks' } }}
          />
        </Box>
        {detail.isFetching ? <LinearProgress sx={{ mb: 1 }} /> : null}
        {detail.isError ? (
          <Alert severity="error">
            {isApiRequestError(detail.error) ? detail.error.firstError : detail.error.message}
          </Alert>
        ) : detail.isSuccess && rows.length === 0 ? (
          <Typography color="text.secondary">No Results</Typography>
        ) : phone ? (
          <DetailCards rows={rows} />
        ) : (
          <DetailTable rows={rows} sort={sort} onSort={(column) => setSort((s) => nextSort(s, column))} />
        )}
      </Box>
    </LocalizationProvider>
  );
}
