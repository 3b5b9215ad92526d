import type { z } from 'zod/mini';

/** The contract schema's first message for a value, or undefined when it passes. */
export function fieldError(schema: z.ZodMiniType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
