import {
  PageLayout,
  PageSortBy,
  pageLayoutSchema,
  pageSortBySchema,
  type PageLayoutValue,
  type PageSortByValue,
  type UserDefaults,
} from '@provender/contract';
import { requireUser, type RequestContext } from '../../context.ts';
import { siteDefaultKeys, type PreferencesRepository, type SiteDefaultKey } from './preferences.repository.ts';

export function createPreferencesService(repo: PreferencesRepository) {
  /** The site defaults live among the site's settings, which processes cache (decision 210). */
  async function setSiteDefault(key: SiteDefaultKey, value: number) {
    await repo.setSiteDefault(key, value);
  }

  return {
    /** The user's own layout and sort; null means the site default applies. */
    async userDefaults(ctx: RequestContext): Promise<UserDefaults> {
      const row = await repo.userDefaults(requireUser(ctx).id);
      return {
        defaultPageLayout: pageLayoutSchema.safeParse(row?.layout).data ?? null,
        defaultPageSortBy: pageSortBySchema.safeParse(row?.sortBy).data ?? null,
      };
    },

    async setUserDefaults(ctx: RequestContext, values: Partial<UserDefaults>): Promise<void> {
      await repo.setUserDefaults(requireUser(ctx).id, values);
    },

    /** The site's default layout: the administrator's choice, else grid. */
    async siteLayout(): Promise<PageLayoutValue> {
      return (
        pageLayoutSchema.safeParse((await repo.siteDefaults()).get(siteDefaultKeys.layout)).data ?? PageLayout.grid
      );
    },

    /** The site's default sort: the administrator's choice, else description. */
    async siteSortBy(): Promise<PageSortByValue> {
      return (
        pageSortBySchema.safeParse((await repo.siteDefaults()).get(siteDefaultKeys.sortBy)).data ??
        PageSortBy.description
      );
    },

    setSiteLayout: (value: PageLayoutValue) => setSiteDefault(siteDefaultKeys.layout, value),
    setSiteSortBy: (value: PageSortByValue) => setSiteDefault(siteDefaultKeys.sortBy, value),
  };
}
export type PreferencesService = ReturnType<typeof createPreferencesService>;
