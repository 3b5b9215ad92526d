import { z } from 'zod/mini';
import { PasswordMessages } from '@provender/contract';
import { meetsPasswordPolicy, type PasswordPolicy } from '@provender/rules';

const MEETS_RULES = 'Password does not meet the password rules';

/** Settings' Change Password card: current, new and confirmation (spec 01 section 5). */
export function changePasswordFormSchema(options: PasswordPolicy) {
  return z
    .object({
      password: z.string().check(z.minLength(1, PasswordMessages.currentRequired)),
      newPassword: z.string().check(
        z.minLength(1, PasswordMessages.newRequired),
        z.refine((p) => meetsPasswordPolicy(p, options), MEETS_RULES),
      ),
      confirmPassword: z.string().check(z.minLength(1, 'Confirm Password is required')),
    })
    .check(
      z.refine((v) => v.confirmPassword === v.newPassword, {
        path: ['confirmPassword'],
        message: PasswordMessages.mustMatch,
      }),
    );
}
export type ChangePasswordFormValues = z.infer<ReturnType<typeof changePasswordFormSchema>>;

/** /changepassword: 'Set Password' and 'Confirm Password' ('passwords must match'). */
export function resetPasswordFormSchema(options: PasswordPolicy) {
  return z
    .object({
      password: z.string().check(
        z.minLength(1, 'Set Password is required'),
        z.refine((p) => meetsPasswordPolicy(p, options), MEETS_RULES),
      ),
      confirmPassword: z.string().check(z.minLength(1, 'Confirm Password is required')),
    })
    .check(
      z.refine((v) => v.confirmPassword === v.password, {
        path: ['confirmPassword'],
        message: PasswordMessages.resetMustMatch,
      }),
    );
}
export type ResetPasswordFormValues = z.infer<ReturnType<typeof resetPasswordFormSchema>>;
