import type { ReactNode } from 'react';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CartLine } from '@provender/contract';
import { formatMoney } from '@provender/rules';
import { cartTotals, formatQuantity } from '../utils/cart-totals.ts';

export interface CartTotalsSettings {
  showTotalItemsQuantity: boolean;
  showTotalCaseQuantity: boolean;
  showTotalOrderQuantity: boolean;
  totalOrderQuantityLabel: string;
  hidePricing: boolean;
}

const Row = ({ label, value }: { label: string; value: string }) => (
  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
    <Typography color="text.secondary">{label}</Typography>
    <Typography sx={{ fontWeight: 500 }}>{value}</Typography>
  </Stack>
);

/** Total Items, Case Total, Total and the per-unit quantities, each as the settings ask. */
export function CartTotalsBlock({
  lines,
  settings,
  estimate = null,
}: {
  lines: readonly CartLine[];
  settings: CartTotalsSettings;
  /** The checkout's estimate (line total, charges, tax, total); it replaces the plain Total row. */
  estimate?: ReactNode;
}) {
  const totals = cartTotals(lines);
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 280 }} aria-label="Cart totals">
      <Stack spacing={0.5}>
        {settings.showTotalItemsQuantity ? <Row label="Total Items" value={String(totals.totalItems)} /> : null}
        {settings.showTotalCaseQuantity ? <Row label="Case Total" value={formatQuantity(totals.caseTotal)} /> : null}
        {settings.hidePricing || estimate ? null : <Row label="Total" value={formatMoney(totals.total)} />}
        {settings.showTotalOrderQuantity && totals.quantities.length > 0 ? (
          <>
            <Typography sx={{ pt: 1, fontWeight: 500 }}>
              {settings.totalOrderQuantityLabel || 'Total Order Quantity'}
            </Typography>
            {totals.quantities.map((q) => (
              <Row key={q.unit} label={q.unit} value={formatQuantity(q.quantity)} />
            ))}
          </>
        ) : null}
        {estimate && !settings.hidePricing ? (
          <>
            <Divider sx={{ my: 1 }} />
            {estimate}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
