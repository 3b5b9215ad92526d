import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { DatePickerProvider } from '../../../components/date-range/date-picker-provider.tsx';
import { DateRangeFields } from '../../../components/date-range/date-range-fields.tsx';
import { rangeError, type DateRange } from '../../../components/date-range/date-values.ts';
import { SortSelect } from '../../../components/table-sort/sort-select.tsx';
import { useAccountDetail } from '../api/get-account-detail.ts';
import { DEFAULT_DETAIL_SORT, detailColumns, detailView } from '../utils/detail-table.ts';
import { DetailCards } from './detail-cards.tsx';
import { DetailTable } from './detail-table.tsx';

/**
 * Account Details (spec 02): lines between optional dates, searched by every word, sorted stably
 * (Invoice Date descending first). Running is the whole account's, from its oldest line, as the
 * server answers it; a range with a start opens on the balance forward (decision 421). A search
 * only hides lines (decision 065). Phones and narrow tablets get cards and a Sort by choice.
 */
export function AccountDetailsPage() {
  const theme = useTheme();
  // Cards on phones and narrow tablets: the nine columns need about 800 px (decision 171).
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [range, setRange] = useState<DateRange>({ start: null, end: null });
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState(DEFAULT_DETAIL_SORT);
  const detail = useAccountDetail(range, rangeError(range) === null);

  const { rows, balanceForward } = useMemo(
    () => detailView(detail.data ?? [], search, sort, range.start),
    [detail.data, search, sort, range.start],
  );

  return (
    <DatePickerProvider>
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Account Details
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}>
          <DateRangeFields value={range} onChange={setRange} />
          <TextField
            label="Search"
            size="small"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            sx={{ flex: 1, minWidth: { xs: '100%', sm: 220 } }}
            slotProps={{ htmlInput: { 'aria-label': 'Search reference and remarks' } }}
          />
          {phone ? <SortSelect columns={detailColumns} sort={sort} onSort={setSort} /> : null}
        </Box>
        {detail.isFetching ? <LinearProgress sx={{ mb: 1 }} /> : null}
        {detail.isError ? (
          <Alert severity="error">
            {isApiRequestError(detail.error) ? detail.error.firstError : detail.error.message}
          </Alert>
        ) : detail.isSuccess && rows.length === 0 ? (
          <Typography color="text.secondary">No Results</Typography>
        ) : phone ? (
          <DetailCards rows={rows} balanceForward={balanceForward} sort={sort} />
        ) : (
          <DetailTable rows={rows} balanceForward={balanceForward} sort={sort} onSort={setSort} />
        )}
      </Box>
    </DatePickerProvider>
  );
}
