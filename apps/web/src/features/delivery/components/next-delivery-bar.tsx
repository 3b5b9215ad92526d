import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import type { NextDelivery } from '@provender/contract';
import { useNow } from '../../../components/clock/use-now.ts';
import { nextDeliveryText } from '../utils/next-delivery-text.ts';

/**
 * The app bar's second row (decision 501): "Order by 4:00 PM Tue for Wed, 03/11 delivery", counting
 * down in the last 24 hours. One short line, so it fits a 390 px phone.
 */
export function NextDeliveryBar({ next }: { next: NextDelivery }) {
  const now = useNow();
  const shown = nextDeliveryText(next, now);
  if (!shown) return null;
  const Icon = shown.countdown ? TimerOutlinedIcon : LocalShippingOutlinedIcon;
  return (
    <Box
      data-testid="next-delivery"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.75,
        height: '100%',
        px: 1.5,
        minWidth: 0,
      }}
    >
      <Icon aria-hidden sx={{ fontSize: 18, flexShrink: 0 }} />
      <Typography variant="body2" component="p" noWrap sx={{ fontWeight: shown.countdown ? 700 : 500, minWidth: 0 }}>
        {shown.text}
      </Typography>
    </Box>
  );
}
