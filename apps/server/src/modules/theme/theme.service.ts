import { defaultThemeColors, themeInputSchema, type ThemeInput, type UserTheme } from '@provender/contract';
import { requireUser, type RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { MenuService } from '../menu/menu.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { ThemeRepository } from './theme.repository.ts';

const siteTheme: UserTheme = { ...defaultThemeColors, hasUserTheme: false };

/**
 * Per-user themes (decision 081): a user whose ColorMaintenance entry is open and whose settings
 * allow user colours may keep a light or dark theme with their own primary and secondary colours.
 */
export function createThemeService(deps: { repo: ThemeRepository; menu: MenuService; settings: SettingsService }) {
  const { repo, menu, settings } = deps;

  /** Whether the caller may keep their own colours right now. */
  async function mayUseOwnTheme(ctx: RequestContext): Promise<boolean> {
    const [entries, values] = await Promise.all([menu.resolve(ctx), settings.effectiveValues(ctx)]);
    const entry = entries.find((e) => e.key === 'ColorMaintenance');
    return Boolean(entry?.isVisible && !entry.isLocked && values.allowUserColors);
  }

  return {
    /** The theme in force: the user's own while they may keep one, else the site's. */
    async current(ctx: RequestContext): Promise<UserTheme> {
      const user = requireUser(ctx);
      if (!(await mayUseOwnTheme(ctx))) return siteTheme;
      const row = await repo.find(user.id);
      if (!row) return siteTheme;
      // A row written before a rule changed still parses, or the site theme wins.
      const parsed = themeInputSchema.safeParse({
        theme: row.theme,
        primaryColor: row.primaryColor,
        secondaryColor: row.secondaryColor,
      });
      return parsed.success ? { ...parsed.data, hasUserTheme: true } : siteTheme;
    },

    async save(ctx: RequestContext, input: ThemeInput): Promise<UserTheme> {
      const user = requireUser(ctx);
      if (!(await mayUseOwnTheme(ctx))) throw new AppError('FORBIDDEN', 'Your account may not change its colours');
      const normalized = {
        theme: input.theme,
        primaryColor: input.primaryColor.toLowerCase(),
        secondaryColor: input.secondaryColor.toLowerCase(),
      };
      await repo.put(user.id, normalized);
      return { ...normalized, hasUserTheme: true };
    },

    /** Drops the user's theme (Reset, or DELETE); doing it twice is harmless. */
    async reset(ctx: RequestContext): Promise<UserTheme> {
      await repo.remove(requireUser(ctx).id);
      return siteTheme;
    },
  };
}
export type ThemeService = ReturnType<typeof createThemeService>;
