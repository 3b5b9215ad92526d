import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney, formatUsDate } from '@provender/rules';
import { SortableHead } from '../../../components/table-sort/sortable-head.tsx';
import { detailColumns, type BalanceForward, type DetailRow, type DetailSort } from '../utils/detail-table.ts';
import { DetailDocumentButtons } from './detail-document-button.tsx';

/**
 * Nine columns share the page beside the permanent menu (about 900 px at a 1280 px window, 830 px
 * at 1200 px): cells are padded 6 px, headings may wrap onto two lines, dates and amounts never
 * wrap, Remarks takes the width left over and wraps, and a long document label wraps inside its
 * button only when the window is narrow, so every column, Documents included, stays in view
 * (decision 171). Narrower windows get the cards.
 */
const tableSx = {
  '& td, & th': { px: 0.75 },
  '& th': { verticalAlign: 'bottom', lineHeight: 1.25 },
  '& td': { verticalAlign: 'top' },
  '& .nowrap': { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
} as const;

/** The balance forward as the row the newest-first (or oldest-first) lines end (or start) with. */
function BalanceForwardRow({ forward }: { forward: BalanceForward }) {
  return (
    <TableRow data-testid="balance-forward" sx={{ bgcolor: 'action.hover' }}>
      <TableCell colSpan={6}>
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          Balance forward
        </Typography>
        <Typography variant="body2" component="span" color="text.secondary">
          {` · lines dated before ${formatUsDate(forward.before)}`}
        </Typography>
      </TableCell>
      <TableCell align="right" className="nowrap" data-testid="running" sx={{ fontWeight: 600 }}>
        {formatMoney(forward.running)}
      </TableCell>
      <TableCell colSpan={2} />
    </TableRow>
  );
}

export function DetailTable({
  rows,
  balanceForward,
  sort,
  onSort,
}: {
  rows: DetailRow[];
  /** Shown where the older lines would be: last when the rows run descending, first when ascending. */
  balanceForward: BalanceForward | null;
  sort: DetailSort;
  onSort: (sort: DetailSort) => void;
}) {
  const forward = balanceForward ? <BalanceForwardRow forward={balanceForward} /> : null;
  return (
    <TableContainer>
      <Table size="small" aria-label="Account details" sx={tableSx}>
        <SortableHead columns={detailColumns} sort={sort} onSort={onSort} trailing="Documents" wrap />
        <TableBody>
          {sort.direction === 'asc' ? forward : null}
          {rows.map((row) => (
            <TableRow key={row.arCode} hover data-testid={`detail-${row.arCode}`}>
              <TableCell>{row.reference}</TableCell>
              <TableCell className="nowrap">{formatUsDate(row.invoiceDate)}</TableCell>
              <TableCell className="nowrap">{formatUsDate(row.dueDate)}</TableCell>
              <TableCell align="right">{row.age}</TableCell>
              <TableCell align="right" className="nowrap">
                {formatMoney(row.initial)}
              </TableCell>
              <TableCell align="right" className="nowrap">
                {formatMoney(row.balance)}
              </TableCell>
              <TableCell align="right" className="nowrap" data-testid="running">
                {formatMoney(row.running)}
              </TableCell>
              <TableCell sx={{ minWidth: '6.5rem', overflowWrap: 'anywhere' }}>{row.remarks}</TableCell>
              <TableCell sx={{ py: 0.5 }} data-testid="documents">
                <DetailDocumentButtons line={row} direction="column" />
              </TableCell>
            </TableRow>
          ))}
          {sort.direction === 'desc' ? forward : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
