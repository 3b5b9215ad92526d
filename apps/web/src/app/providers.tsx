import { useMemo, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { createAppTheme, useSystemMode } from '../components/theme/create-app-theme.ts';
import { effectiveTheme } from '../features/theme/hooks/effective-theme.ts';
import { createQueryClient } from './query-client.ts';

/**
 * Providers that do not need the router: server-state cache and theme (the user's theme comes later).
 * Before sign-in the site colours are drawn in the browser's preferred colour scheme (decision 085).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const mode = useSystemMode();
  const theme = useMemo(() => {
    const site = effectiveTheme(undefined, mode);
    return createAppTheme({ mode, primary: site.primaryColor, secondary: site.secondaryColor });
  }, [mode]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
