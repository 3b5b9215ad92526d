import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OpenReceivableItem } from '@provender/contract';
import { formatMoney, formatUsDate } from '@provender/rules';
import { selectionTotal, type Selection } from '../utils/payment-selection.ts';

/** The selected items with the amounts applied and the total (Review Selection, Review Payment). */
export function SelectionSummary({ items, selection }: { items: OpenReceivableItem[]; selection: Selection }) {
  const chosen = items.filter((item) => selection[item.arCode]);
  return (
    <Box>
      {chosen.map((item) => (
        <Box
          key={item.arCode}
          data-testid={`review-${item.reference}`}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 2,
            py: 0.75,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box>
            <Typography variant="body2">
              {item.type} {item.reference}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatUsDate(item.invoiceDate)} · Balance {formatMoney(item.balance)}
            </Typography>
          </Box>
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(selection[item.arCode]?.apply ?? 0)}
          </Typography>
        </Box>
      ))}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', pt: 1 }}>
        <Typography variant="subtitle1">Payment Amount</Typography>
        <Typography variant="subtitle1" data-testid="payment-amount">
          {formatMoney(selectionTotal(selection))}
        </Typography>
      </Box>
    </Box>
  );
}
