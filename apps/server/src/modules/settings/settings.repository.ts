import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settingOverrides, siteSettings } from '../../db/schema/index.ts';
import { announcingWrites, type ChangeNotices } from '../../cache/change-feed.ts';

export function createSettingsRepository(db: Db, notices: ChangeNotices) {
  const repo = {
    async siteRows(): Promise<Map<string, unknown>> {
      const rows = await db.select().from(siteSettings);
      return new Map(rows.map((r) => [r.key, r.value]));
    },

    async putSite(key: string, value: unknown) {
      await db
        .insert(siteSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
    },

    /** Overrides for the customer (user null) and for the user (customer null or this customer). */
    async overrides(customerId: number | null, userId: number | null) {
      const conditions = [];
      if (customerId !== null)
        conditions.push(and(eq(settingOverrides.customerId, customerId), isNull(settingOverrides.userId)));
      if (userId !== null) {
        conditions.push(
          and(
            eq(settingOverrides.userId, userId),
            customerId === null
              ? isNull(settingOverrides.customerId)
              : or(isNull(settingOverrides.customerId), eq(settingOverrides.customerId, customerId)),
          ),
        );
      }
      if (conditions.length === 0) return [];
      return db
        .select()
        .from(settingOverrides)
        .where(or(...conditions));
    },
  };
  return announcingWrites(repo, notices, {
    putSite: () => ['site_settings'],
  });
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
