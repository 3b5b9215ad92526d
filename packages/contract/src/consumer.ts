import { z } from 'zod';
import { textSchema } from './text.ts';
import { verifyTokenSchema } from './password.ts';
import { AddressMessages } from './messages/address.ts';

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Email must be a valid email'));

/**
 * Phone check of the preferences and the sign-up form: structure here, the digit rule
 * (10 to 16 digits, 'Phone number format (###) ###-#### Ext ######') in @provender/rules.
 */
const phoneField = textSchema.trim().max(30, AddressMessages.phoneFormat);

/** GET and POST /api/consumer. On save, email must repeat the account's e-mail (case-insensitive). */
export const consumerPreferencesSchema = z
  .object({
    email: emailSchema,
    company: textSchema.trim().max(40, 'Company must be at most 40 characters'),
    phone: phoneField,
    emailOption: z.boolean(),
  })
  .strict();
export type ConsumerPreferences = z.infer<typeof consumerPreferencesSchema>;

/** POST /api/consumer/signup: the spec's form plus the new password and the human check (decision 020). */
export const consumerSignupSchema = z
  .object({
    company: textSchema.trim().max(40, 'Company must be at most 40 characters'),
    phone: phoneField,
    name: textSchema.trim().min(1, 'Name is required').max(40, 'Name must be at most 40 characters'),
    email: emailSchema,
    emailOption: z.boolean(),
    password: textSchema.min(1, 'Password is required').max(1024),
    verifyToken: verifyTokenSchema,
  })
  .strict();
export type ConsumerSignup = z.infer<typeof consumerSignupSchema>;

/** GET /api/settings/consumer (anonymous: the sign-up form needs it). */
export const consumerSettingsSchema = z
  .object({
    useOption: z.boolean(),
    optionText: z.string(),
    optionDefault: z.boolean(),
    registrationMessage: z.string(),
  })
  .strict();
export type ConsumerSettings = z.infer<typeof consumerSettingsSchema>;

export const consumerVerifyQuerySchema = z.object({ t: textSchema.min(1).max(200) }).strict();
export const consumerVerifyResponseSchema = z.object({ ok: z.literal(true), message: z.string() }).strict();

export const consumerResendSchema = z.object({ email: emailSchema, verifyToken: verifyTokenSchema }).strict();
