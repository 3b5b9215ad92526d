import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { brandBackdrop } from '../theme/create-app-theme.ts';
import { Link as RouterLink } from 'react-router';

interface AuthCardLayoutProps {
  title: string;
  logoSrc: string;
  companyName: string;
  children: ReactNode;
  /** Wider cards for longer forms (create account). */
  maxWidth?: number;
}

/** The signed-out screens around the login page: logo, title and one card on the brand background. */
export function AuthCardLayout({ title, logoSrc, companyName, children, maxWidth = 440 }: AuthCardLayoutProps) {
  return (
    <Box
      component="main"
      sx={(theme) => ({
        minHeight: '100dvh',
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'center',
        px: 2,
        py: { xs: 4, sm: 6 },
        ...brandBackdrop(theme),
      })}
    >
      <Paper elevation={3} sx={{ width: '100%', maxWidth, p: { xs: 3, sm: 4 } }}>
        <Stack spacing={2.5}>
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <RouterLink to="/login" aria-label="Log In">
              <Box
                component="img"
                src={logoSrc}
                alt={companyName}
                sx={{ width: '100%', maxWidth: 220, height: 'auto', display: 'block' }}
              />
            </RouterLink>
          </Box>
          <Typography variant="h5" component="h1" sx={{ textAlign: 'center', fontWeight: 600 }}>
            {title}
          </Typography>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
