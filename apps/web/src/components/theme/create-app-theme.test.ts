import { describe, expect, it } from 'vitest';
import { createAppTheme } from './create-app-theme.ts';

describe('createAppTheme', () => {
  // The production build leaves MUI's CSS-variables themes out (decision 365): MUI's ThemeProvider
  // and createTheme take the other path only while a theme has no colour schemes and no variables.
  it.each(['light', 'dark'] as const)('makes a %s theme without CSS variables or colour schemes', (mode) => {
    const theme = createAppTheme({ mode, primary: '#007373', secondary: '#c2185b' });
    expect('colorSchemes' in theme).toBe(false);
    expect('vars' in theme && theme.vars).toBeFalsy();
    expect(theme.palette.mode).toBe(mode);
    expect(theme.palette.primary.main).toBe('#007373');
  });
});
