import { useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import type { ThemeInput } from '@provender/contract';
import { createAppTheme, useSystemMode } from '../../../components/theme/create-app-theme.ts';
import { useUserTheme } from '../api/get-theme.ts';
import { effectiveTheme } from '../hooks/effective-theme.ts';
import { ThemePreviewContext } from '../hooks/theme-preview.ts';

/**
 * The signed-in user's theme (or the card's unapplied preview) for everything inside the session.
 * Without a theme of their own the site colours are drawn in the browser's preferred colour scheme
 * (decision 085), as on the signed-out screens.
 */
export function UserThemeProvider({ children }: { children: ReactNode }) {
  const saved = useUserTheme();
  const systemMode = useSystemMode();
  const [preview, setPreview] = useState<ThemeInput | null>(null);
  const choice: ThemeInput = preview ?? effectiveTheme(saved.data, systemMode);
  const theme = useMemo(
    () => createAppTheme({ mode: choice.theme, primary: choice.primaryColor, secondary: choice.secondaryColor }),
    [choice.theme, choice.primaryColor, choice.secondaryColor],
  );
  const context = useMemo(() => ({ preview, setPreview }), [preview]);
  return (
    <ThemePreviewContext.Provider value={context}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ThemePreviewContext.Provider>
  );
}
