import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { formatMoney, formatUsDate } from '@provender/rules';
import type { DetailColumn, DetailRow, DetailSort } from '../utils/detail-table.ts';
import { DetailDocumentButtons } from './detail-document-button.tsx';

const columns: { key: DetailColumn; label: string; numeric?: boolean }[] = [
  { key: 'reference', label: 'Reference' },
  { key: 'invoiceDate', label: 'Invoice Date' },
  { key: 'dueDate', label: 'Due Date' },
  { key: 'age', label: 'Age', numeric: true },
  { key: 'initial', label: 'Initial', numeric: true },
  { key: 'balance', label: 'Balance', numeric: true },
  { key: 'running', label: 'Running', numeric: true },
  { key: 'remarks', label: 'Remarks' },
];

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

export function DetailTable({
  rows,
  sort,
  onSort,
}: {
  rows: DetailRow[];
  sort: DetailSort;
  onSort: (column: DetailColumn) => void;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Account details" sx={tableSx}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell
                key={c.key}
                align={c.numeric ? 'right' : 'left'}
                sortDirection={sort.column === c.key ? sort.direction : false}
              >
                <TableSortLabel
                  active={sort.column === c.key}
                  direction={sort.column === c.key ? sort.direction : 'asc'}
                  onClick={() => onSort(c.key)}
                >
                  {c.label}
                </TableSortLabel>
              </TableCell>
            ))}
            <TableCell>Documents</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
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
        </TableBody>
      </Table>
    </TableContainer>
  );
}
