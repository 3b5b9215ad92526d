import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CartEstimate } from '@provender/contract';
import { formatMoney } from '@provender/rules';

const Row = ({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) => (
  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
    <Typography sx={{ fontWeight: strong ? 600 : 400 }} color={strong ? 'text.primary' : 'text.secondary'}>
      {label}
    </Typography>
    <Typography sx={{ fontWeight: strong ? 600 : 500, fontVariantNumeric: 'tabular-nums' }}>{value}</Typography>
  </Stack>
);

interface EstimateTotalsProps {
  estimate: CartEstimate | undefined;
  failed: boolean;
  /** Consumers and catch-weight carts see the total as an estimate. */
  estimated: boolean;
  /** The block's accessible name; two blocks on one page need two names. */
  label?: string;
}

/**
 * Line total, each add-on charge, tax and the total, exactly as GET /api/checkout computes them:
 * the same block on the cart page, in the checkout's order summary and at Confirm Order.
 */
export function EstimateTotals({ estimate, failed, estimated, label = 'Estimated totals' }: EstimateTotalsProps) {
  if (failed) return <Typography color="error">The totals could not be loaded.</Typography>;
  if (!estimate) return <Typography role="status">Loading totals</Typography>;
  return (
    <Stack spacing={0.5} aria-label={label}>
      <Row label="Line Total" value={formatMoney(estimate.lineTotal)} />
      {estimate.charges.map((c) => (
        <Row key={c.code} label={c.description} value={formatMoney(c.amount)} />
      ))}
      <Row label="Tax" value={formatMoney(estimate.tax)} />
      <Row
        label={estimated || estimate.isEstimated ? 'Estimated Total' : 'Total'}
        value={formatMoney(estimate.total)}
        strong
      />
    </Stack>
  );
}
