import { darkSiteColors, defaultThemeColors, type ThemeInput, type UserTheme } from '@provender/contract';

/**
 * The theme in force: the user's own, or the site's colours in the preferred colour scheme (lightened
 * for a dark screen, where the site teal would reach only 3.3:1).
 */
export function effectiveTheme(saved: UserTheme | undefined, systemMode: ThemeInput['theme']): ThemeInput {
  if (saved?.hasUserTheme)
    return { theme: saved.theme, primaryColor: saved.primaryColor, secondaryColor: saved.secondaryColor };
  const colors = systemMode === 'dark' ? darkSiteColors : (saved ?? defaultThemeColors);
  return { theme: systemMode, primaryColor: colors.primaryColor, secondaryColor: colors.secondaryColor };
}
