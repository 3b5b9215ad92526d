import { createTheme, type Theme } from '@mui/material/styles';

export interface ThemeChoice {
  mode: 'light' | 'dark';
  primary: string;
  secondary: string;
}

/** Spec 01 section 9: teal and pink on a light background until a user picks a theme. */
export const defaultThemeChoice: ThemeChoice = { mode: 'light', primary: '#008080', secondary: '#f50057' };

export function createAppTheme(choice: ThemeChoice = defaultThemeChoice): Theme {
  return createTheme({
    palette: {
      mode: choice.mode,
      primary: { main: choice.primary },
      secondary: { main: choice.secondary },
      // Spec 01 section 9: text must reach a 4.5 contrast ratio on coloured surfaces.
      contrastThreshold: 4.5,
      background: choice.mode === 'light' ? { default: '#f5f7f7', paper: '#ffffff' } : {},
    },
    shape: { borderRadius: 8 },
    components: {
      MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
      MuiAppBar: { defaultProps: { elevation: 1 } },
    },
  });
}
