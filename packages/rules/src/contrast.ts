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

/** The page backgrounds the storefront draws on, per mode (light is white paper, dark MUI's #121212). */
export const themeBackgrounds = { light: '#ffffff', dark: '#121212' } as const;

export interface ColorContrast {
  /** Contrast of the colour used as text or an outline on the mode's background. */
  onBackground: number;
  /** Whether it reaches the threshold. */
  readable: boolean;
}

/**
 * The theme card's check (spec 01 section 9, threshold 4.5): a primary or secondary colour is drawn
 * as link, icon and outline colour on the page, so it must stand out from the mode's background.
 */
export function checkThemeColor(color: string, mode: 'light' | 'dark', threshold = 4.5): ColorContrast {
  const onBackground = contrastRatio(color, themeBackgrounds[mode]);
  return { onBackground, readable: onBackground >= threshold };
}
