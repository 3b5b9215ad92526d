import { z } from 'zod';
import { menuKeySchema } from './enums.ts';

export const menuEntrySchema = z
  .object({
    id: z.number().int(),
    key: menuKeySchema,
    isVisible: z.boolean(),
    isLocked: z.boolean(),
    logEntry: z.boolean(),
  })
  .strict();
export type MenuEntry = z.infer<typeof menuEntrySchema>;
export const menuSchema = z.array(menuEntrySchema);

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() }).strict();
export const okSchema = z.object({ ok: z.literal(true) }).strict();
