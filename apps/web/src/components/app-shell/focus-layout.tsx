import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

interface FocusLayoutProps {
  title: string;
  logoSrc: string;
  /** Buttons at the right of the bar (for example Log Out). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A bar without menu or search, for screens the session forces (selection, access denied). */
export function FocusLayout({ title, logoSrc, actions, children }: FocusLayoutProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
      <AppBar position="static">
        <Toolbar sx={{ gap: 1 }}>
          <Box component="img" src={logoSrc} alt="" sx={{ height: 40, width: 40 }} />
          {/* A long company name takes two smaller lines on a phone instead of being cut. */}
          <Typography
            variant="h6"
            component="div"
            sx={{
              flexGrow: 1,
              minWidth: 0,
              fontSize: { xs: '1.05rem', sm: '1.25rem' },
              lineHeight: 1.25,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {title}
          </Typography>
          {actions ? <Box sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>{actions}</Box> : null}
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        {children}
      </Box>
    </Box>
  );
}
