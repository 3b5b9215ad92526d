import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import type { ProductHistoryRow } from '@provender/contract';
import { formatUsDate } from '@provender/rules';
import { Link as RouterLink } from 'react-router';
import type { SortState } from '../../../components/table-sort/sort-state.ts';
import { formatQuantity, formatTotal } from '../utils/history-format.ts';
import { productColumns, type ProductSortKey } from '../utils/history-rows.ts';
import { SortableHead } from '../../../components/table-sort/sortable-head.tsx';

interface ProductHistoryTableProps {
  rows: readonly ProductHistoryRow[];
  showPrice: boolean;
  sort: SortState<ProductSortKey>;
  onSort: (sort: SortState<ProductSortKey>) => void;
}

export const productPath = (row: ProductHistoryRow) => `/product/${row.productKey}`;

export function ProductHistoryTable({ rows, showPrice, sort, onSort }: ProductHistoryTableProps) {
  const columns = showPrice ? productColumns : productColumns.filter((c) => c.key !== 'price');
  return (
    <TableContainer>
      <Table size="small" aria-label="Product history" sx={{ '& td, & th': { px: 1 } }}>
        <SortableHead columns={columns} sort={sort} onSort={onSort} />
        <TableBody>
          {rows.map((r, i) => (
            <TableRow key={`${r.orderNumber}-${r.productKey}-${i}`} hover>
              <TableCell>{r.orderNumber}</TableCell>
              <TableCell>
                <Link component={RouterLink} to={productPath(r)}>
                  {r.productCode}
                </Link>
              </TableCell>
              <TableCell>
                <Link component={RouterLink} to={productPath(r)} color="inherit" underline="hover">
                  {r.description}
                </Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatUsDate(r.invoiceDate)}</TableCell>
              <TableCell align="right">{formatQuantity(r.quantity)}</TableCell>
              <TableCell>{r.unitOfMeasure_SellBy}</TableCell>
              {showPrice ? <TableCell align="right">{formatTotal(r.price)}</TableCell> : null}
              <TableCell>{r.type}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
