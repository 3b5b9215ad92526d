import Box from '@mui/material/Box';

/**
 * A field's helper line: its error (or nothing) on the left and 'n/limit' on the right, so a
 * buyer sees the limit before typing into it instead of being cut off silently (decision 106).
 */
export function LimitHelperText({
  message,
  length,
  max,
}: {
  message: string | undefined;
  length: number;
  max: number;
}) {
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <span>{message}</span>
      <Box component="span" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
        {length}/{max}
      </Box>
    </Box>
  );
}
