import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatMoney, formatUsDate } from '@provender/rules';
import type { BalanceForward, DetailRow, DetailSort } from '../utils/detail-table.ts';
import { DetailDocumentButtons } from './detail-document-button.tsx';

function Pair({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** The balance forward as a card across the grid, where the older lines' cards would be. */
function BalanceForwardCard({ forward }: { forward: BalanceForward }) {
  return (
    <Card variant="outlined" data-testid="balance-forward" sx={{ gridColumn: '1 / -1', bgcolor: 'action.hover' }}>
      <CardContent sx={{ pb: '12px !important' }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Balance forward
          </Typography>
          <Typography
            variant="subtitle1"
            component="p"
            data-testid="running"
            sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
          >
            {formatMoney(forward.running)}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          Lines dated before {formatUsDate(forward.before)}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * Phones and narrow tablets: one card per line instead of the table (two abreast on tablets), in
 * the order of the Sort by choice; the balance forward ends the newest-first cards (starts the
 * oldest-first ones).
 */
export function DetailCards({
  rows,
  balanceForward,
  sort,
}: {
  rows: DetailRow[];
  balanceForward: BalanceForward | null;
  sort: DetailSort;
}) {
  const forward = balanceForward ? <BalanceForwardCard forward={balanceForward} /> : null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      {sort.direction === 'asc' ? forward : null}
      {rows.map((row) => (
        <Card key={row.arCode} variant="outlined" data-testid={`detail-${row.arCode}`}>
          <CardContent sx={{ pb: '12px !important' }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
              <Typography variant="subtitle1" component="h2">
                {row.type} {row.reference}
              </Typography>
              <Typography variant="subtitle1" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(row.balance)}
              </Typography>
            </Box>
            {row.remarks ? (
              <Typography variant="body2" color="text.secondary">
                {row.remarks}
              </Typography>
            ) : null}
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, mt: 1 }}>
              <Pair label="Invoice Date" value={formatUsDate(row.invoiceDate)} />
              <Pair label="Due Date" value={formatUsDate(row.dueDate)} />
              <Pair label="Age" value={String(row.age)} />
              <Pair label="Initial" value={formatMoney(row.initial)} />
              <Pair label="Running" value={formatMoney(row.running)} testId="running" />
            </Box>
            <Box sx={{ mt: 1.5 }}>
              <DetailDocumentButtons line={row} />
            </Box>
          </CardContent>
        </Card>
      ))}
      {sort.direction === 'desc' ? forward : null}
    </Box>
  );
}
