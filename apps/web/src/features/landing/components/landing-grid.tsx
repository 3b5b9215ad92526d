import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Four columns on large screens, two on tablets, one on phones. */
export function LandingGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
        gap: { xs: 1.5, md: 2 },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}
