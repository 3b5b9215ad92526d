import { z } from './zod.ts';
import { sessionTypeSchema, userTypeSchema } from './enums.ts';

export const userSchema = z.strictObject({
  username: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  isSalesperson: z.boolean(),
  isAdmin: z.boolean(),
  userType: userTypeSchema,
  sessionType: sessionTypeSchema,
});
export type User = z.infer<typeof userSchema>;
