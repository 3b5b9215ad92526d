import { z } from 'zod';
import { pageLayoutSchema, pageSortBySchema } from './enums.ts';

/** GET /api/userPreferences/defaults: the user's own choices; null falls back to the site default. */
export const userDefaultsSchema = z
  .object({
    defaultPageLayout: pageLayoutSchema.nullable(),
    defaultPageSortBy: pageSortBySchema.nullable(),
  })
  .strict();
export type UserDefaults = z.infer<typeof userDefaultsSchema>;

/** POST /api/userPreferences/defaults: either or both; null clears the user's choice. */
export const userDefaultsUpdateSchema = z
  .object({
    defaultPageLayout: pageLayoutSchema.nullable().optional(),
    defaultPageSortBy: pageSortBySchema.nullable().optional(),
  })
  .strict();

/** GET and POST /api/admin/defaultPageLayout (numbers: grid 0, list 1, quickEntry 2). */
export const defaultPageLayoutSchema = z.object({ DefaultPageLayout: pageLayoutSchema }).strict();
/** GET and POST /api/admin/defaultPageSortBy (numbers: description 0, sequence 1, k0 2, k1 3). */
export const defaultPageSortBySchema = z.object({ DefaultPageSortBy: pageSortBySchema }).strict();

/** Success or failure of a defaults change; the browser shows errorReason on failure. */
export const defaultsResultSchema = z
  .object({
    isSuccess: z.boolean(),
    errorCode: z.number().int().optional(),
    errorReason: z.string().optional(),
  })
  .strict();
export type DefaultsResult = z.infer<typeof defaultsResultSchema>;

/** GET /api/admin/requestImageSync: what the import did. */
export const imageSyncResultSchema = z
  .object({
    isSuccess: z.boolean(),
    message: z.string(),
    imported: z.number().int(),
    unchanged: z.number().int(),
    failed: z.array(z.string()),
  })
  .strict();
export type ImageSyncResult = z.infer<typeof imageSyncResultSchema>;
