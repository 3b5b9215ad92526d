import TablePagination from '@mui/material/TablePagination';

export const HISTORY_ROWS_PER_PAGE = [25, 50, 100];

interface HistoryPaginationProps {
  count: number;
  page: number;
  rowsPerPage: number;
  onPage: (page: number) => void;
  onRowsPerPage: (rows: number) => void;
}

/** Years of history are shown a page at a time (decision 070), so long lists stay quick. */
export function HistoryPagination({ count, page, rowsPerPage, onPage, onRowsPerPage }: HistoryPaginationProps) {
  if (count <= HISTORY_ROWS_PER_PAGE[0]!) return null;
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={HISTORY_ROWS_PER_PAGE}
      onPageChange={(_, p) => onPage(p)}
      onRowsPerPageChange={(e) => onRowsPerPage(Number(e.target.value))}
      labelRowsPerPage="Rows"
    />
  );
}
