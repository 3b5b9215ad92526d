import Box from '@mui/material/Box';
import { DatePickerProvider } from '../../../components/date-range/date-picker-provider.tsx';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import type { OrderHistoryRow } from '@provender/contract';
import { DateRangeFields } from '../../../components/date-range/date-range-fields.tsx';
import type { DateRange } from '../../../components/date-range/date-values.ts';
import { useOrderHistory } from '../api/get-order-history.ts';
import { useReorderOrder } from '../api/reorder-order.ts';
import { HISTORY_BREAKPOINT_PX, defaultOrderSort, orderColumns, visibleOrders } from '../utils/history-rows.ts';
import { HistoryListState } from './history-list-state.tsx';
import { HistoryPagination } from './history-pagination.tsx';
import { OrderDocumentsDialog } from './order-documents-dialog.tsx';
import { OrderHistoryCards } from './order-history-cards.tsx';
import { OrderHistoryTable } from './order-history-table.tsx';
import { ReorderDialog } from './reorder-dialog.tsx';
import { SortSelect } from '../../../components/table-sort/sort-select.tsx';

interface OrderHistoryPageProps {
  /** Refreshes the cart after Reorder (the app passes the cart feature's invalidation). */
  onCartChanged: () => void;
}

/** Order number and date range (and, on a narrow screen, the sort the table's headers give otherwise). */
function OrderFilters(props: {
  search: string;
  onSearch: (search: string) => void;
  range: DateRange;
  onRange: (range: DateRange) => void;
  sort: { sort: typeof defaultOrderSort; onSort: (sort: typeof defaultOrderSort) => void } | null;
}) {
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', rowGap: 1.5, mb: 2, alignItems: 'flex-start' }}
    >
      <TextField
        size="small"
        type="search"
        label="Order Number"
        value={props.search}
        onChange={(e) => props.onSearch(e.target.value)}
        sx={{ width: { xs: '100%', sm: 190 } }}
      />
      <DateRangeFields value={props.range} onChange={props.onRange} />
      {props.sort ? <SortSelect columns={orderColumns} sort={props.sort.sort} onSort={props.sort.onSort} /> : null}
    </Stack>
  );
}

/** Spec 02 Order History: search by number, a date range, sortable columns, card rows under 700 px. */
export function OrderHistoryPage({ onCartChanged }: OrderHistoryPageProps) {
  const history = useOrderHistory();
  const reorder = useReorderOrder(onCartChanged);
  const narrow = useMediaQuery(`(max-width:${HISTORY_BREAKPOINT_PX - 0.02}px)`, { noSsr: true });
  const [search, setSearch] = useState('');
  const [range, setRange] = useState<DateRange>({ start: null, end: null });
  const [sort, setSort] = useState(defaultOrderSort);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(50);
  const [documentsOf, setDocumentsOf] = useState<OrderHistoryRow | null>(null);
  const [reordering, setReordering] = useState<string | null>(null);

  const rows = useMemo(
    () => visibleOrders(history.data ?? [], search, range, sort),
    [history.data, search, range, sort],
  );
  const shown = rows.slice(page * rowsPerPage, (page + 1) * rowsPerPage);
  const onReorder = (order: OrderHistoryRow) => {
    setReordering(order.orderNumber);
    reorder.mutate(order.orderNumber);
  };
  const filtered =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(0);
    };

  return (
    <DatePickerProvider>
      <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1200 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Order History
        </Typography>
        <OrderFilters
          search={search}
          onSearch={filtered(setSearch)}
          range={range}
          onRange={filtered(setRange)}
          sort={narrow ? { sort, onSort: setSort } : null}
        />
        <HistoryListState isPending={history.isPending} error={history.error} empty={rows.length === 0} />
        {history.data && rows.length > 0 ? (
          <>
            {narrow ? (
              <OrderHistoryCards rows={shown} onDocuments={setDocumentsOf} onReorder={onReorder} />
            ) : (
              <OrderHistoryTable
                rows={shown}
                sort={sort}
                onSort={setSort}
                onDocuments={setDocumentsOf}
                onReorder={onReorder}
              />
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
        <OrderDocumentsDialog order={documentsOf} onClose={() => setDocumentsOf(null)} />
        <ReorderDialog
          orderNumber={reordering}
          pending={reorder.isPending}
          result={reorder.data}
          error={reorder.error}
          onClose={() => {
            setReordering(null);
            reorder.reset();
          }}
        />
      </Box>
    </DatePickerProvider>
  );
}
