import { z } from './zod.ts';
import { menuKeySchema } from './enums.ts';

export const menuEntrySchema = z.strictObject({
  id: z.number().check(z.int()),
  key: menuKeySchema,
  isVisible: z.boolean(),
  isLocked: z.boolean(),
  logEntry: z.boolean(),
});
export type MenuEntry = z.infer<typeof menuEntrySchema>;
export const menuSchema = z.array(menuEntrySchema);

export const idParamSchema = z.strictObject({ id: z.coerce.number().check(z.int(), z.positive()) });
export const okSchema = z.strictObject({ ok: z.literal(true) });
