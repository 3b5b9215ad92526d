import type { PasswordServiceDeps } from './password-deps.ts';
import { createPasswordChange } from './password-change.ts';
import { createPasswordOptions } from './password-options.ts';
import { createPasswordReset } from './password-reset.ts';

export type { PasswordServiceDeps };
export { passwordChangeAttemptLimit } from './password-change.ts';

/**
 * Passwords: the administrator's options and the check against them (password-options.ts), a
 * signed-in user's change (password-change.ts) and the reset or invitation link (password-reset.ts).
 */
export function createPasswordService(deps: PasswordServiceDeps) {
  const options = createPasswordOptions(deps);
  const { assertMeetsOptions } = options;
  return {
    ...options,
    ...createPasswordChange({ ...deps, assertMeetsOptions }),
    ...createPasswordReset({ ...deps, assertMeetsOptions }),
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;
