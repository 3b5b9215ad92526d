import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod/mini';
import { consumerPreferencesSchema, consumerSignupSchema, PasswordMessages } from '@provender/contract';
import { meetsPasswordPolicy, phoneError, type PasswordPolicy } from '@provender/rules';

/** The server's sign-up schema without the human check (a separate field), plus the confirmation. */
export function signUpFormSchema() {
  return z.extend(z.omit(consumerSignupSchema, { verifyToken: true }), {
    confirmPassword: z.string().check(z.minLength(1, 'Confirm Password is required')),
  });
}

/**
 * The rules zod's shape does not hold (phone format, password rules, matching confirmation),
 * checked whatever else is wrong, so one submit shows every error of the form (decision 107).
 */
export function signUpRuleErrors(
  v: { phone: string; password: string; confirmPassword: string },
  options: PasswordPolicy,
): Partial<Record<'phone' | 'password' | 'confirmPassword', string>> {
  const errors: Partial<Record<'phone' | 'password' | 'confirmPassword', string>> = {};
  const phone = phoneError(v.phone);
  if (phone) errors.phone = phone;
  if (v.password && !meetsPasswordPolicy(v.password, options))
    errors.password = 'Password does not meet the password rules';
  if (v.confirmPassword && v.confirmPassword !== v.password) errors.confirmPassword = PasswordMessages.mustMatch;
  return errors;
}

/** The sign-up form's resolver: the schema's errors and the rules' errors together. */
export function signUpResolver(options: PasswordPolicy): Resolver<SignUpFormInput, unknown, SignUpFormValues> {
  const shape = zodResolver(signUpFormSchema());
  return async (values, context, resolverOptions) => {
    const result = await shape(values, context, resolverOptions);
    const rules = Object.entries(signUpRuleErrors(values, options)).filter(([field]) => !(field in result.errors));
    if (rules.length === 0) return result;
    const errors = {
      ...Object.fromEntries(rules.map(([f, message]) => [f, { type: 'rule', message }])),
      ...result.errors,
    };
    return { values: {}, errors: errors as FieldErrors<SignUpFormInput> };
  };
}
export type SignUpFormInput = z.input<ReturnType<typeof signUpFormSchema>>;
export type SignUpFormValues = z.output<ReturnType<typeof signUpFormSchema>>;

/** Preferences: company max 40, phone 10 to 16 digits, the confirming e-mail required and valid. */
export const preferencesFormSchema = consumerPreferencesSchema.check(
  z.superRefine((v, ctx) => {
    const phone = phoneError(v.phone);
    if (phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: phone });
  }),
);
export type PreferencesFormInput = z.input<typeof preferencesFormSchema>;
export type PreferencesFormValues = z.output<typeof preferencesFormSchema>;
