import { getOverlayAlpha } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { CONTRAST_THRESHOLD } from '@provender/contract';
import { contrastRatio } from '@provender/rules';
import {
  createAppTheme,
  defaultThemeChoice,
  LIGHT_WARNING_TEXT,
  stockStatusColor,
  warningTextColor,
} from './create-app-theme.ts';

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

/** `rgba(...)` of `colour` at `opacity` laid over the opaque `under`, as #rrggbb. */
function over(under: string, colour: string, opacity: number): string {
  const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [a, b] = [channels(under), channels(colour)];
  return `#${a
    .map((c, i) =>
      Math.round(c * (1 - opacity) + (b[i] ?? 0) * opacity)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** MUI's computed tones are rgb(r, g, b); the contrast rule takes #rrggbb. */
const asHex = (colour: string) =>
  colour.startsWith('#')
    ? colour
    : `#${(colour.match(/\d+/g) ?? []).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;

describe("the site theme: spec 01's teal and pink (issue 36, decision 427)", () => {
  it('is #008080 and #f50057 on a page where the teal reads as text at 4.5:1', () => {
    expect(defaultThemeChoice).toEqual({ mode: 'light', primary: '#008080', secondary: '#f50057' });
    const theme = createAppTheme(defaultThemeChoice);
    const { paper, default: page } = theme.palette.background;
    for (const background of [paper, page]) {
      expect(contrastRatio(theme.palette.primary.main, background), background).toBeGreaterThanOrEqual(
        CONTRAST_THRESHOLD,
      );
    }
    // Buttons filled with the teal carry white words at 4.5:1 or more.
    expect(theme.palette.primary.contrastText).toBe('#fff');
    expect(contrastRatio('#ffffff', theme.palette.primary.main)).toBeGreaterThanOrEqual(CONTRAST_THRESHOLD);
  });

  it("draws a selected toggle's words in the teal's dark tone, readable on the selection's tint", () => {
    const theme = createAppTheme(defaultThemeChoice);
    const tint = over(theme.palette.background.paper, theme.palette.primary.main, theme.palette.action.selectedOpacity);
    // The teal itself would be 4.3:1 there.
    expect(contrastRatio(theme.palette.primary.main, tint)).toBeLessThan(CONTRAST_THRESHOLD);
    expect(contrastRatio(asHex(theme.palette.primary.dark), tint)).toBeGreaterThanOrEqual(CONTRAST_THRESHOLD);
    const root = theme.components?.MuiToggleButton?.styleOverrides?.root as (props: { theme: typeof theme }) => object;
    expect(root({ theme })).toMatchObject({
      '&.Mui-selected.MuiToggleButton-primary': { color: theme.palette.primary.dark },
    });
  });
});

/** The colour `alpha` of white laid over `hex`: how a dark-mode Paper with elevation is drawn. */
function whiteOver(hex: string, alpha: number): string {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `#${channels
    .map((c) =>
      Math.round(c + (255 - c) * alpha)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

describe('text that tells the stock status, warns or names an error (issue 39 item 10, decision 411)', () => {
  it.each(['light', 'dark'] as const)('reaches 4.5:1 on every surface it is drawn on in %s mode', (mode) => {
    const theme = createAppTheme({ mode, primary: '#007373', secondary: '#c2185b' });
    const { paper, default: page } = theme.palette.background;
    // The product page draws the status on paper; a dialog (the cart line's price) is paper raised 24
    // levels, which dark mode lightens with a white overlay.
    const dialog = mode === 'dark' ? whiteOver(paper, getOverlayAlpha(24)) : paper;
    const texts = {
      'error text': theme.palette.error.main,
      'Out of stock': stockStatusColor(theme, false),
      'N available': stockStatusColor(theme, true),
      'warning text': warningTextColor(theme),
    };
    for (const [what, colour] of Object.entries(texts)) {
      for (const [surface, background] of Object.entries({ paper, page, dialog })) {
        expect(
          contrastRatio(colour, background),
          `${what} ${colour} on the ${surface} ${background}`,
        ).toBeGreaterThanOrEqual(CONTRAST_THRESHOLD);
      }
    }
  });

  it("keeps MUI's orange for icons and outlines, which need 3:1 and not the text's 4.5:1", () => {
    const light = createAppTheme({ mode: 'light', primary: '#007373', secondary: '#c2185b' });
    expect(light.palette.warning.main).toBe('#ed6c02');
    expect(light.palette.warning.light).toBe('#ff9800');
    expect(contrastRatio(light.palette.warning.main, light.palette.background.paper)).toBeLessThan(CONTRAST_THRESHOLD);
    expect(contrastRatio(light.palette.warning.main, light.palette.background.paper)).toBeGreaterThanOrEqual(3);
    expect(warningTextColor(light)).toBe(LIGHT_WARNING_TEXT);
  });
});
