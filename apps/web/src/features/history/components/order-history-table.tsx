import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import type { OrderHistoryRow } from '@provender/contract';
import { formatUsDate } from '@provender/rules';
import type { SortState } from '../../../components/table-sort/sort-state.ts';
import { orderColumns, type OrderSortKey } from '../utils/history-rows.ts';
import { formatTotal } from '../utils/history-format.ts';
import { OrderRowActions } from './order-row-actions.tsx';
import { SortableHead } from '../../../components/table-sort/sortable-head.tsx';

interface OrderHistoryTableProps {
  rows: readonly OrderHistoryRow[];
  sort: SortState<OrderSortKey>;
  onSort: (sort: SortState<OrderSortKey>) => void;
  onDocuments: (order: OrderHistoryRow) => void;
  onReorder: (order: OrderHistoryRow) => void;
}

export function OrderHistoryTable({ rows, sort, onSort, onDocuments, onReorder }: OrderHistoryTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Order history" sx={{ '& td, & th': { px: 1 } }}>
        <SortableHead columns={orderColumns} sort={sort} onSort={onSort} trailing="Documents" />
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.orderNumber} hover>
              <TableCell>{r.orderNumber}</TableCell>
              <TableCell>{r.pO_Number}</TableCell>
              <TableCell>{formatUsDate(r.orderDate)}</TableCell>
              <TableCell>{r.deliveryDate ? formatUsDate(r.deliveryDate) : ''}</TableCell>
              <TableCell>{r.status}</TableCell>
              <TableCell align="right">{formatTotal(r.total)}</TableCell>
              <TableCell sx={{ py: 0.5 }}>
                <OrderRowActions order={r} onDocuments={onDocuments} onReorder={onReorder} compact />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
