import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useDelayedFlag } from './use-delayed-flag.ts';

/** Spec 02 section 9: the loading spinner appears only after 1000 ms. */
export const spinnerDelayMs = 1000;

/** A centred spinner for a screen whose data is still loading. */
export function PageLoading({ fullPage = false }: { fullPage?: boolean }) {
  const visible = useDelayedFlag(spinnerDelayMs);
  return (
    <Box
      role="status"
      aria-label="Loading"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: fullPage ? '100dvh' : 240 }}
    >
      {visible ? <CircularProgress aria-hidden /> : null}
    </Box>
  );
}
