import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Link as RouterLink } from 'react-router';
import { CountMessages, type GuideCount } from '@provender/contract';
import { viewerPath } from '../utils/guide-paths.ts';

/** The customer's ship-tos as count mode offers them (the app composes them from the session and the cart header). */
export interface CountShiptos {
  options: readonly { code: string; name: string }[];
  /** Makes `code` the current ship-to (the cart header's): the count, its pars and Add to Cart follow it. */
  choose: (code: string) => Promise<void>;
}

const lastCounted = (at: string, by: string) =>
  CountMessages.lastCounted(
    new Date(at).toLocaleString('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
    by,
  );

interface CountHeaderProps {
  name: string;
  count: GuideCount | undefined;
  shiptos: CountShiptos | undefined;
  /** Switching waits while offline or while a switch is under way. */
  switching: boolean;
  onSwitch: (code: string) => void;
}

/**
 * Count mode's title: the guide, who counted last, and the ship-to the pars and count are for
 * (decision 495): a large select when the customer has several, its name otherwise; none for consumers.
 */
export function CountHeader({ name, count, shiptos, switching, onSwitch }: CountHeaderProps) {
  const selectId = useId();
  const code = count?.shipto ?? '';
  const shipto = shiptos?.options.find((s) => s.code === code);
  const label = shipto ? `${shipto.name} (${shipto.code})` : code;
  return (
    <Box sx={{ px: { xs: 0, sm: 1 }, mb: 2 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {`Count: ${count?.name ?? name}`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {count?.countedAt && count.countedBy ? lastCounted(count.countedAt, count.countedBy) : 'Not counted yet'}
      </Typography>
      {code !== '' && shiptos && shiptos.options.length > 1 ? (
        <Box sx={{ mt: 1.5, maxWidth: 420 }}>
          <TextField
            id={selectId}
            select
            fullWidth
            label="Ship-to (pars and order)"
            value={code}
            disabled={switching}
            onChange={(e) => onSwitch(e.target.value)}
            sx={{ '& .MuiSelect-select': { minHeight: 32, display: 'flex', alignItems: 'center' } }}
            slotProps={{ inputLabel: { shrink: true } }}
          >
            {shiptos.options.map((s) => (
              <MenuItem key={s.code} value={s.code} sx={{ minHeight: 48 }}>
                {`${s.name} (${s.code})`}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      ) : code !== '' ? (
        <Typography variant="body2" sx={{ mt: 0.5, display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <StorefrontIcon fontSize="small" color="action" />
          {`Ship-to: ${label}`}
        </Typography>
      ) : null}
      <Button component={RouterLink} to={viewerPath(name)} size="small" sx={{ mt: 0.5, px: 0 }}>
        Back to the order guide
      </Button>
    </Box>
  );
}
