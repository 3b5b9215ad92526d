import { eq } from 'drizzle-orm';
import type { ThemeInput } from '@provender/contract';
import type { Db } from '../../db/client.ts';
import { userThemes } from '../../db/schema/index.ts';

export function createThemeRepository(db: Db) {
  return {
    async find(userId: number) {
      const [row] = await db.select().from(userThemes).where(eq(userThemes.userId, userId));
      return row ?? null;
    },

    async put(userId: number, input: ThemeInput) {
      const values = { theme: input.theme, primaryColor: input.primaryColor, secondaryColor: input.secondaryColor };
      await db
        .insert(userThemes)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userThemes.userId, set: values });
    },

    async remove(userId: number) {
      await db.delete(userThemes).where(eq(userThemes.userId, userId));
    },
  };
}
export type ThemeRepository = ReturnType<typeof createThemeRepository>;
