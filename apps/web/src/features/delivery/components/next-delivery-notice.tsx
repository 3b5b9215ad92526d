import Alert from '@mui/material/Alert';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import type { NextDelivery } from '@provender/contract';
import { useNow } from '../../../components/clock/use-now.ts';
import { nextDeliveryText } from '../utils/next-delivery-text.ts';

/** The cart page's line on the next delivery: the app bar's text, where the order is made. */
export function NextDeliveryNotice({ next }: { next: NextDelivery }) {
  const now = useNow();
  const shown = nextDeliveryText(next, now);
  if (!shown) return null;
  return (
    <Alert
      severity={shown.countdown ? 'warning' : 'info'}
      variant="outlined"
      icon={shown.countdown ? <TimerOutlinedIcon /> : <LocalShippingOutlinedIcon />}
      data-testid="cart-next-delivery"
      sx={{ mb: 2 }}
    >
      {shown.text}
    </Alert>
  );
}
