import { CONTRAST_THRESHOLD, NON_TEXT_CONTRAST_THRESHOLD } from '@provender/contract';

/** WCAG 2 relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [m[1], m[2], m[3]].map((part) => {
    const c = parseInt(part ?? '0', 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The page backgrounds the storefront draws on, per mode: light is a faint grey-teal page under white
 * paper (the site teal #008080 reaches 4.56:1 on it, decision 427), dark MUI's #121212.
 */
export const themeBackgrounds = { light: '#f8fafa', dark: '#121212' } as const;

/**
 * What each theme colour is drawn as, and so the contrast it needs on the page (decision 427): the
 * primary colour is text (links, text buttons, selected toggles), 4.5:1 (spec 01 section 9); the
 * secondary colour only fills and marks things (the cart badge, whose digits MUI draws in black or
 * white, whichever reaches 4.5:1 on it, and the sign-in backdrop), 3:1 as WCAG 1.4.11 asks of
 * non-text marks.
 */
export const themeColorThresholds = { primary: CONTRAST_THRESHOLD, secondary: NON_TEXT_CONTRAST_THRESHOLD } as const;
export type ThemeColorRole = keyof typeof themeColorThresholds;

export interface ColorContrast {
  /** Contrast of the colour on the mode's page background. */
  onBackground: number;
  /** What it must reach for its role. */
  threshold: number;
  /** Whether it reaches the threshold. */
  readable: boolean;
}

/** The theme card's check: a theme colour against the mode's page background, by the colour's role. */
export function checkThemeColor(
  color: string,
  mode: 'light' | 'dark',
  role: ThemeColorRole = 'primary',
): ColorContrast {
  const onBackground = contrastRatio(color, themeBackgrounds[mode]);
  const threshold = themeColorThresholds[role];
  return { onBackground, threshold, readable: onBackground >= threshold };
}
