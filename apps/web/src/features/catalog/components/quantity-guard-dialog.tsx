import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { USUAL_QUANTITY_WEEKS } from '@provender/contract';
import { warningTextColor } from '../../../components/theme/create-app-theme.ts';
import type { QuantityConcern } from '../utils/quantity-guard.ts';

interface QuantityGuardDialogProps {
  /** The lines asked about; null (or empty) when nothing is asked. */
  concerns: readonly QuantityConcern[] | null;
  /** Back to the quantities: nothing is added. */
  onChange: () => void;
  /** Add them as typed. */
  onConfirm: () => void;
}

const amount = (quantity: number, unit: string) =>
  `${quantity.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${unit}`;

function usualText(concern: QuantityConcern): string {
  if (concern.usual) {
    const orders = concern.recentOrders ?? 0;
    const perOrder = amount(concern.usual.orderQuantity, concern.usual.unitOfMeasure);
    return `${perOrder} per order (${orders} orders in the last ${USUAL_QUANTITY_WEEKS} weeks)`;
  }
  if (concern.recentOrders === 1) return `Ordered once in the last ${USUAL_QUANTITY_WEEKS} weeks`;
  return `Not ordered in the last ${USUAL_QUANTITY_WEEKS} weeks`;
}

/** One line's facts: what is added, what is in stock, what the customer usually orders. */
function Facts({ concern, named }: { concern: QuantityConcern; named: boolean }) {
  const rows: { label: string; value: string; warn: boolean }[] = [
    { label: 'Adding', value: amount(concern.quantity, concern.unitOfMeasure), warn: false },
  ];
  if (concern.stockText) rows.push({ label: 'In stock', value: concern.stockText, warn: concern.aboveStock });
  if (concern.recentOrders !== null)
    rows.push({ label: 'You usually order', value: usualText(concern), warn: concern.aboveUsual });
  return (
    <Box
      component="section"
      aria-label={concern.description}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1.5, bgcolor: 'background.paper' }}
    >
      {named ? <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{concern.description}</Typography> : null}
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {row.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{
                m: 0,
                mb: { xs: 0.75, sm: 0 },
                fontWeight: row.warn || row.label === 'Adding' ? 700 : 400,
                color: row.warn ? (theme) => warningTextColor(theme) : 'text.primary',
              }}
            >
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The typo guard (issue 36 item 8, decision 425): before a quantity above the stock or far above
 * the customer's usual one goes into the cart, the buyer sees both and chooses. Change Quantity is
 * focused, so a reflexive Enter goes back to the quantity instead of adding it.
 */
export function QuantityGuardDialog({ concerns, onChange, onConfirm }: QuantityGuardDialogProps) {
  const open = concerns !== null && concerns.length > 0;
  // The last question stays drawn while the dialog closes.
  const [last, setLast] = useState<readonly QuantityConcern[]>([]);
  if (open && concerns !== last) setLast(concerns);
  const list = open ? concerns : last;
  const one = list.length === 1 ? list[0] : undefined;
  return (
    <Dialog
      open={open}
      onClose={onChange}
      fullWidth
      maxWidth="xs"
      aria-labelledby="quantity-guard-title"
      aria-describedby="quantity-guard-text"
    >
      <DialogTitle id="quantity-guard-title">Check Quantity</DialogTitle>
      <DialogContent>
        <DialogContentText id="quantity-guard-text" sx={{ mb: 2, color: 'text.primary' }}>
          {one
            ? `You are about to add ${amount(one.quantity, one.unitOfMeasure)} of ${one.description}.`
            : 'These quantities are above what is in stock or well above what you usually order.'}
        </DialogContentText>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {list.map((concern) => (
            <Facts key={`${concern.productKey}-${concern.unitOfMeasure}`} concern={concern} named={!one} />
          ))}
        </Box>
        <Typography sx={{ mt: 2 }}>{one ? 'Add this quantity anyway?' : 'Add these quantities anyway?'}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onChange} autoFocus>
          {one ? 'Change Quantity' : 'Change Quantities'}
        </Button>
        <Button variant="contained" onClick={onConfirm}>
          Add Anyway
        </Button>
      </DialogActions>
    </Dialog>
  );
}
