import { z } from 'zod';
import { sessionTypeSchema, userTypeSchema } from './enums.ts';

export const userSchema = z
  .object({
    username: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    isSalesperson: z.boolean(),
    isAdmin: z.boolean(),
    userType: userTypeSchema,
    sessionType: sessionTypeSchema,
  })
  .strict();
export type User = z.infer<typeof userSchema>;
