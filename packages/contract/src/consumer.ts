import { z } from './zod.ts';
import { textSchema } from './text.ts';
import { verifyTokenSchema } from './password.ts';
import { AddressMessages } from './messages/address.ts';

export const emailSchema = z.pipe(
  z
    .string()
    .check(z.trim(), z.minLength(1, 'Email is required'), z.maxLength(254, 'Email must be at most 254 characters')),
  z.email('Email must be a valid email'),
);

/**
 * Phone check of the preferences and the sign-up form: structure here, the digit rule
 * (10 to 16 digits, 'Phone number format (###) ###-#### Ext ######') in @provender/rules.
 */
const phoneField = textSchema.check(z.trim(), z.maxLength(30, AddressMessages.phoneFormat));

/** GET and POST /api/consumer. On save, email must repeat the account's e-mail (case-insensitive). */
export const consumerPreferencesSchema = z.strictObject({
  email: emailSchema,
  company: textSchema.check(z.trim(), z.maxLength(40, 'Company must be at most 40 characters')),
  phone: phoneField,
  emailOption: z.boolean(),
});
export type ConsumerPreferences = z.infer<typeof consumerPreferencesSchema>;

/** POST /api/consumer/signup: the spec's form plus the new password and the human check (decision 020). */
export const consumerSignupSchema = z.strictObject({
  company: textSchema.check(z.trim(), z.maxLength(40, 'Company must be at most 40 characters')),
  phone: phoneField,
  name: textSchema.check(
    z.trim(),
    z.minLength(1, 'Name is required'),
    z.maxLength(40, 'Name must be at most 40 characters'),
  ),
  email: emailSchema,
  emailOption: z.boolean(),
  password: textSchema.check(z.minLength(1, 'Password is required'), z.maxLength(1024)),
  verifyToken: verifyTokenSchema,
});
export type ConsumerSignup = z.infer<typeof consumerSignupSchema>;

/** GET /api/settings/consumer (anonymous: the sign-up form needs it). */
export const consumerSettingsSchema = z.strictObject({
  useOption: z.boolean(),
  optionText: z.string(),
  optionDefault: z.boolean(),
  registrationMessage: z.string(),
});
export type ConsumerSettings = z.infer<typeof consumerSettingsSchema>;

export const consumerVerifyQuerySchema = z.strictObject({ t: textSchema.check(z.minLength(1), z.maxLength(200)) });
export const consumerVerifyResponseSchema = z.strictObject({ ok: z.literal(true), message: z.string() });

export const consumerResendSchema = z.strictObject({ email: emailSchema, verifyToken: verifyTokenSchema });
