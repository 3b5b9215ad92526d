import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordOptions } from '../../db/schema/index.ts';

export function createAdminRepository(db: Db) {
  return {
    async passwordOptions() {
      const [row] = await db.select().from(passwordOptions).where(eq(passwordOptions.id, 1));
      return row ?? null;
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;
