import { z } from './zod.ts';
import { pageLayoutSchema, pageSortBySchema } from './enums.ts';

/** GET /api/userPreferences/defaults: the user's own choices; null falls back to the site default. */
export const userDefaultsSchema = z.strictObject({
  defaultPageLayout: z.nullable(pageLayoutSchema),
  defaultPageSortBy: z.nullable(pageSortBySchema),
});
export type UserDefaults = z.infer<typeof userDefaultsSchema>;

/** POST /api/userPreferences/defaults: either or both; null clears the user's choice. */
export const userDefaultsUpdateSchema = z.strictObject({
  defaultPageLayout: z.optional(z.nullable(pageLayoutSchema)),
  defaultPageSortBy: z.optional(z.nullable(pageSortBySchema)),
});

/** GET and POST /api/admin/defaultPageLayout (numbers: grid 0, list 1, quickEntry 2). */
export const defaultPageLayoutSchema = z.strictObject({ DefaultPageLayout: pageLayoutSchema });
/** GET and POST /api/admin/defaultPageSortBy (numbers: description 0, sequence 1, k0 2, k1 3). */
export const defaultPageSortBySchema = z.strictObject({ DefaultPageSortBy: pageSortBySchema });

/** Success or failure of a defaults change; the browser shows errorReason on failure. */
export const defaultsResultSchema = z.strictObject({
  isSuccess: z.boolean(),
  errorCode: z.optional(z.number().check(z.int())),
  errorReason: z.optional(z.string()),
});
export type DefaultsResult = z.infer<typeof defaultsResultSchema>;

/** GET /api/admin/requestImageSync: what the import did. */
export const imageSyncResultSchema = z.strictObject({
  isSuccess: z.boolean(),
  message: z.string(),
  imported: z.number().check(z.int()),
  unchanged: z.number().check(z.int()),
  failed: z.array(z.string()),
  /** What to do next when there was nothing to import (an empty or new image folder; decision 429). */
  hint: z.optional(z.string()),
});
export type ImageSyncResult = z.infer<typeof imageSyncResultSchema>;
