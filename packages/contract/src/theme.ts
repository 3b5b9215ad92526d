import { strict, z } from './zod.ts';

/**
 * Spec 01 sections 3 and 9: teal (#008080) and pink (#f50057) on a light background until a user
 * picks a theme. The page background is light enough for the teal to reach 4.5:1 as text
 * (decision 427); the logos, favicon, loading page and mails draw the same teal.
 */
export const defaultThemeColors = { theme: 'light', primaryColor: '#008080', secondaryColor: '#f50057' } as const;
/**
 * The site colours drawn in dark mode where no user theme applies (decision 085): the teal and pink
 * lightened until they reach 4.5:1 on the dark background (#66b3b3 7.7:1, #f48fb1 7.9:1 on #121212).
 */
export const darkSiteColors = { primaryColor: '#66b3b3', secondaryColor: '#f48fb1' } as const;
/** Spec 01 section 9: text must reach this contrast ratio against what it is drawn on. */
export const CONTRAST_THRESHOLD = 4.5;
/** WCAG 1.4.11: marks that are not text (icons, outlines, a badge's fill) need this much. */
export const NON_TEXT_CONTRAST_THRESHOLD = 3;

export const themeModeSchema = z.enum(['light', 'dark']);
export type ThemeMode = z.infer<typeof themeModeSchema>;
const hexColor = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'Colours are #rrggbb hex values'));

/** POST /api/theme: the user's own theme. */
export const themeInputSchema = z.strictObject({
  theme: themeModeSchema,
  primaryColor: hexColor,
  secondaryColor: hexColor,
});
export type ThemeInput = z.infer<typeof themeInputSchema>;

/** GET /api/theme and every theme answer: the theme in force and whether it is the user's own. */
export const themeSchema = strict(z.extend(themeInputSchema, { hasUserTheme: z.boolean() }));
export type UserTheme = z.infer<typeof themeSchema>;
