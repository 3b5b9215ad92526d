import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menuEntries, menuLog } from '../../db/schema/index.ts';

export function createMenuRepository(db: Db) {
  return {
    /** The user type's entries and every override made for the acting customer. */
    async entries(userType: string, customerId: number | null) {
      const forType = and(eq(menuEntries.userType, userType), isNull(menuEntries.customerId));
      return db
        .select()
        .from(menuEntries)
        .where(customerId === null ? forType : or(forType, eq(menuEntries.customerId, customerId)));
    },

    async log(menuEntryId: number, userId: number, customerId: number | null) {
      await db.insert(menuLog).values({ menuEntryId, userId, customerId });
    },
  };
}
export type MenuRepository = ReturnType<typeof createMenuRepository>;
