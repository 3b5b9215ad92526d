import { z } from 'zod/mini';

export const loginFormSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'Username is required')),
  password: z.string().check(z.minLength(1, 'Password is required')),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

/** Spec 01 section 2: consumers sign in with their e-mail address, so the label says so. */
export function usernameLabel(allowConsumer: boolean): string {
  return allowConsumer ? 'Username or Email' : 'Username';
}
