import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { landingMessages } from '@provender/contract';

/** Spec 02 section 8: an empty carousel or product list. */
export function NoContent() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 120, height: '100%', p: 2 }}>
      <Typography color="text.secondary">{landingMessages.noContent}</Typography>
    </Box>
  );
}
