import Box from '@mui/material/Box';
import { DatePickerProvider } from '../../../components/date-range/date-picker-provider.tsx';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { DateRangeFields } from '../../../components/date-range/date-range-fields.tsx';
import { rangeError, type DateRange } from '../../../components/date-range/date-values.ts';
import { useProductHistory } from '../api/get-product-history.ts';
import {
  HISTORY_BREAKPOINT_PX,
  anyPrice,
  defaultProductSort,
  productColumns,
  visibleProductLines,
} from '../utils/history-rows.ts';
import { HistoryListState } from './history-list-state.tsx';
import { HistoryPagination } from './history-pagination.tsx';
import { ProductHistoryCards } from './product-history-cards.tsx';
import { ProductHistoryTable } from './product-history-table.tsx';
import { SortSelect } from '../../../components/table-sort/sort-select.tsx';

interface ProductHistoryPageProps {
  /** The range first shown (decision 070: the last 90 days). */
  initialRange: DateRange;
}

/** Spec 02 Product History: a search, a date range, sortable columns, card rows under 700 px. */
export function ProductHistoryPage({ initialRange }: ProductHistoryPageProps) {
  const narrow = useMediaQuery(`(max-width:${HISTORY_BREAKPOINT_PX - 0.02}px)`, { noSsr: true });
  const [range, setRange] = useState<DateRange>(initialRange);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState(defaultProductSort);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(50);
  const history = useProductHistory(range, rangeError(range) === null);

  const rows = useMemo(() => visibleProductLines(history.data ?? [], search, sort), [history.data, search, sort]);
  const showPrice = anyPrice(history.data ?? []);
  const columns = showPrice ? productColumns : productColumns.filter((c) => c.key !== 'price');
  const shown = rows.slice(page * rowsPerPage, (page + 1) * rowsPerPage);

  return (
    <DatePickerProvider>
      <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1200 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Product History
        </Typography>
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ flexWrap: 'wrap', rowGap: 1.5, mb: 2, alignItems: 'flex-start' }}
        >
          <TextField
            size="small"
            type="search"
            label="Search"
            helperText="Order number, product code, type or description"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(0);
            }}
            sx={{ width: { xs: '100%', sm: 300 } }}
          />
          <DateRangeFields
            value={range}
            onChange={(r) => {
              setRange(r);
              setPage(0);
            }}
          />
          {narrow ? <SortSelect columns={columns} sort={sort} onSort={setSort} /> : null}
        </Stack>
        <HistoryListState
          isPending={history.isPending && rangeError(range) === null}
          error={history.error}
          empty={!history.isPending && rows.length === 0}
        />
        {history.data && rows.length > 0 ? (
          <>
            {narrow ? (
              <ProductHistoryCards rows={shown} showPrice={showPrice} />
            ) : (
              <ProductHistoryTable rows={shown} showPrice={showPrice} sort={sort} onSort={setSort} />
            )}
            <HistoryPagination
              count={rows.length}
              page={page}
              rowsPerPage={rowsPerPage}
              onPage={setPage}
              onRowsPerPage={(n) => {
                setRowsPerPage(n);
                setPage(0);
              }}
            />
          </>
        ) : null}
      </Box>
    </DatePickerProvider>
  );
}
