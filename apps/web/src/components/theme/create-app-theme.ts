import { alpha, createTheme, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { defaultThemeColors } from '@provender/contract';
import { themeBackgrounds } from '@provender/rules';

export interface ThemeChoice {
  mode: 'light' | 'dark';
  primary: string;
  secondary: string;
}

/**
 * Spec 01 section 9: teal (#008080) and pink (#f50057) on a light background until a user picks a
 * theme. The light page is #f8fafa, where the teal reaches 4.56:1 as text (WCAG 1.4.3 asks 4.5:1),
 * 4.77:1 on the white paper and with white text on it (decision 427).
 */
export const defaultThemeChoice: ThemeChoice = {
  mode: defaultThemeColors.theme,
  primary: defaultThemeColors.primaryColor,
  secondary: defaultThemeColors.secondaryColor,
};

/**
 * The mode used where no theme of the user's own applies (signed out, or no theme saved): the
 * browser's preferred colour scheme (decision 085).
 */
export function useSystemMode(): ThemeChoice['mode'] {
  return useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true }) ? 'dark' : 'light';
}

/**
 * The brand backdrop behind the signed-out cards: a faint wash of the primary and secondary colours
 * over the page background, so it follows the mode and the colours instead of being a fixed light gradient.
 */
export function brandBackdrop(theme: Theme) {
  const { primary, secondary, background, mode } = theme.palette;
  const strength = mode === 'dark' ? 0.16 : 0.1;
  return {
    backgroundColor: background.default,
    backgroundImage: `linear-gradient(160deg, ${alpha(primary.main, strength)} 0%, ${alpha(
      primary.main,
      0,
    )} 55%, ${alpha(secondary.main, strength * 0.7)} 100%)`,
  };
}

/**
 * MUI's warning orange (#ed6c02) is 3.11:1 on white and its own dark tone (#e65100) 3.79:1: fine for
 * icons and outlines (3:1), too faint for text (4.5:1). Light mode's warning.dark is #b45309 instead:
 * 5.02:1 on the white paper, 4.67:1 on a #f5f7f7 page and more on today's #f8fafa (decision 411).
 */
export const LIGHT_WARNING_TEXT = '#b45309';

/**
 * The colour of text that warns (Out of stock, an overridden price's label): the dark tone on light
 * surfaces, the main tone (#ffa726, 9.6:1 on #121212) on dark ones (decision 411).
 */
export function warningTextColor(theme: Theme): string {
  return theme.palette.mode === 'light' ? theme.palette.warning.dark : theme.palette.warning.main;
}

/** The product page's stock status: green when some is available, the warning text colour when not. */
export function stockStatusColor(theme: Theme, inStock: boolean): string {
  return inStock ? theme.palette.success.main : warningTextColor(theme);
}

/** Dark mode's error colour: text on a dialog's raised paper needs a lighter red than MUI's. */
export const DARK_ERROR_TEXT = '#ff8a80';

export function createAppTheme(choice: ThemeChoice = defaultThemeChoice): Theme {
  return createTheme({
    palette: {
      mode: choice.mode,
      primary: { main: choice.primary },
      secondary: { main: choice.secondary },
      // Spec 01 section 9: text must reach a 4.5 contrast ratio on coloured surfaces.
      contrastThreshold: 4.5,
      background: choice.mode === 'light' ? { default: themeBackgrounds.light, paper: '#ffffff' } : {},
      // Warning text takes the dark tone in light mode (warningTextColor); main and light stay MUI's own.
      ...(choice.mode === 'light' ? { warning: { main: '#ed6c02', light: '#ff9800', dark: LIGHT_WARNING_TEXT } } : {}),
      // Screens use grey.50 and grey.100 as quiet backdrops (image wells, headers); in dark mode
      // those stay quiet instead of glaring white (decision 081).
      ...(choice.mode === 'dark' ? { grey: { 50: '#1d2022', 100: '#25292b' } } : {}),
      // Error text (field messages, failed lines) in dark mode: MUI's #f44336 reaches only 3.14:1 on
      // a dialog's raised paper; #ff8a80 (MUI's red A100) reaches 5:1 there (decision 411).
      ...(choice.mode === 'dark' ? { error: { main: DARK_ERROR_TEXT } } : {}),
    },
    shape: { borderRadius: 8 },
    // Every page's title (an h1 drawn as h5) has the same weight as Products, so no page reads as a sub-heading.
    typography: { h5: { fontWeight: 600 } },
    components: {
      MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
      // Toggles read like the buttons beside them (Grid, Pickup), not in capitals.
      // Unselected toggles take the secondary text colour: MUI's action.active (54 % black) is too faint
      // on a grey page. A selected primary toggle's words sit on an 8 % tint of the primary, where the
      // teal itself reaches only 4.3:1: in light mode they take the primary's dark tone (7.4:1; decision 427).
      MuiToggleButton: {
        styleOverrides: {
          root: ({ theme }) => ({
            textTransform: 'none',
            color: theme.palette.text.secondary,
            ...(theme.palette.mode === 'light'
              ? { '&.Mui-selected.MuiToggleButton-primary': { color: theme.palette.primary.dark } }
              : {}),
          }),
        },
      },
      MuiAppBar: { defaultProps: { elevation: 1 } },
    },
  });
}
