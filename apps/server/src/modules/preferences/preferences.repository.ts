import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteSettings, users } from '../../db/schema/index.ts';
import { announcingWrites, type ChangeNotices } from '../../cache/change-feed.ts';

/** Site-wide defaults live beside the other site settings under these keys. */
export const siteDefaultKeys = { layout: 'defaultPageLayout', sortBy: 'defaultPageSortBy' } as const;
export type SiteDefaultKey = (typeof siteDefaultKeys)[keyof typeof siteDefaultKeys];

export function createPreferencesRepository(db: Db, notices: ChangeNotices) {
  const repo = {
    async userDefaults(userId: number) {
      const [row] = await db
        .select({ layout: users.defaultPageLayout, sortBy: users.defaultPageSortBy })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async setUserDefaults(
      userId: number,
      values: { defaultPageLayout?: number | null; defaultPageSortBy?: number | null },
    ) {
      // An update with nothing to set is an error in Drizzle; an empty body changes nothing.
      if (values.defaultPageLayout === undefined && values.defaultPageSortBy === undefined) return;
      await db.update(users).set(values).where(eq(users.id, userId));
    },

    async siteDefaults(): Promise<Map<string, unknown>> {
      const rows = await db
        .select()
        .from(siteSettings)
        .where(inArray(siteSettings.key, Object.values(siteDefaultKeys)));
      return new Map(rows.map((r) => [r.key, r.value]));
    },

    async setSiteDefault(key: SiteDefaultKey, value: number) {
      await db
        .insert(siteSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
    },
  };
  return announcingWrites(repo, notices, {
    setSiteDefault: () => ['site_settings'],
  });
}

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
