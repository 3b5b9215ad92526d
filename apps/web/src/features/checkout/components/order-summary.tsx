import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CartEstimate, CartLine } from '@provender/contract';
import { formatMoney } from '@provender/rules';
import { EstimateTotals } from '../../../components/order-estimate/estimate-totals.tsx';

interface OrderSummaryProps {
  lines: readonly CartLine[];
  estimate: CartEstimate | undefined;
  estimateFailed: boolean;
  estimated: boolean;
  hidePricing: boolean;
}

/** Beside the steps on wide screens: what is being ordered and what it comes to, from the start. */
export function OrderSummary({ lines, estimate, estimateFailed, estimated, hidePricing }: OrderSummaryProps) {
  return (
    <Paper variant="outlined" component="aside" aria-labelledby="order-summary-title" sx={{ p: 2 }}>
      <Typography id="order-summary-title" variant="h6" component="h2" gutterBottom>
        Order Summary
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {lines.length} {lines.length === 1 ? 'item' : 'items'}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none', maxHeight: 320, overflowY: 'auto' }}>
        {lines.map((line) => (
          <Stack component="li" key={line.id} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2" sx={{ minWidth: 0 }}>
              {line.product.description}
              <Typography component="span" variant="body2" color="text.secondary">
                {' '}
                × {line.quantity.value} {line.quantity.unit}
              </Typography>
            </Typography>
            {hidePricing ? null : (
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(line.extension)}
              </Typography>
            )}
          </Stack>
        ))}
      </Stack>
      {hidePricing ? null : (
        <>
          <Divider sx={{ my: 1.5 }} />
          <EstimateTotals
            estimate={estimate}
            failed={estimateFailed}
            estimated={estimated}
            label="Order summary totals"
          />
        </>
      )}
    </Paper>
  );
}
