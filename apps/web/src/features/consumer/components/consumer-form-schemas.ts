import { z } from 'zod';
import { consumerPreferencesSchema, consumerSignupSchema, PasswordMessages } from '@provender/contract';
import { meetsPasswordPolicy, phoneError, type PasswordPolicy } from '@provender/rules';

/** The server's sign-up schema without the human check (a separate field), plus the confirmation. */
export function signUpFormSchema(options: PasswordPolicy) {
  return consumerSignupSchema
    .omit({ verifyToken: true })
    .extend({ confirmPassword: z.string().min(1, 'Confirm Password is required') })
    .superRefine((v, ctx) => {
      const phone = phoneError(v.phone);
      if (phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: phone });
      if (v.password && !meetsPasswordPolicy(v.password, options)) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: 'Password does not meet the password rules' });
      }
      if (v.confirmPassword && v.confirmPassword !== v.password) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PasswordMessages.mustMatch });
      }
    });
}
export type SignUpFormInput = z.input<ReturnType<typeof signUpFormSchema>>;
export type SignUpFormValues = z.output<ReturnType<typeof signUpFormSchema>>;

/** Preferences: company max 40, phone 10 to 16 digits, the confirming e-mail required and valid. */
export const preferencesFormSchema = consumerPreferencesSchema.superRefine((v, ctx) => {
  const phone = phoneError(v.phone);
  if (phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: phone });
});
export type PreferencesFormInput = z.input<typeof preferencesFormSchema>;
export type PreferencesFormValues = z.output<typeof preferencesFormSchema>;
