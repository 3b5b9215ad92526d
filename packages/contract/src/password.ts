import { z } from 'zod';
import { textSchema } from './text.ts';
import { PasswordMessages } from './messages/password.ts';

/** The administrator's fixed choice list for the minimum password length. */
export const minimumPasswordLengthChoices = [6, 8, 10, 12, 14, 16] as const;

export const passwordOptionsSchema = z
  .object({
    minimumPasswordLength: z
      .number()
      .int()
      .refine((n) => (minimumPasswordLengthChoices as readonly number[]).includes(n), {
        message: `Minimum password length must be one of ${minimumPasswordLengthChoices.join(', ')}`,
      }),
    requireLowercase: z.boolean(),
    requireUppercase: z.boolean(),
    requireNumber: z.boolean(),
    requireSpecialCharacter: z.boolean(),
  })
  .strict();
export type PasswordOptions = z.infer<typeof passwordOptionsSchema>;

export const defaultPasswordOptions: PasswordOptions = {
  minimumPasswordLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireNumber: true,
  requireSpecialCharacter: true,
};

const secret = textSchema.max(1024);
/** The ALTCHA payload the human-check widget produces (base64 JSON). */
export const verifyTokenSchema = textSchema.min(1, 'Please complete the human check').max(8192);
export const resetTokenSchema = textSchema.min(1).max(200);

/** POST /api/password: change the signed-in user's password. */
export const changePasswordRequestSchema = z
  .object({
    password: secret.min(1, PasswordMessages.currentRequired),
    newPassword: secret.min(1, PasswordMessages.newRequired),
  })
  .strict();
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The change ends every other session; the calling client continues with this fresh token. */
export const changePasswordResponseSchema = z
  .object({
    message: z.string(),
    access_token: z.string(),
    token_type: z.literal('bearer'),
    expires_in: z.number().int().positive(),
  })
  .strict();
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** POST /api/password/requestreset */
export const resetRequestSchema = z
  .object({
    emailOrUsername: textSchema.trim().min(1, 'E-mail address or user name is required').max(254),
    verifyToken: verifyTokenSchema,
  })
  .strict();
export type ResetRequest = z.infer<typeof resetRequestSchema>;

export const resetRequestResponseSchema = z
  .object({ isSuccess: z.boolean(), message: z.string(), errors: z.array(z.string()) })
  .strict();
export type ResetRequestResponse = z.infer<typeof resetRequestResponseSchema>;

/** POST /api/password/userType: whether a reset link belongs to a business user. */
export const passwordUserTypeRequestSchema = z.object({ resetToken: resetTokenSchema }).strict();
export const passwordUserTypeResponseSchema = z.object({ isB2B: z.boolean(), errors: z.array(z.string()) }).strict();
export type PasswordUserTypeResponse = z.infer<typeof passwordUserTypeResponseSchema>;

/** POST /api/password/reset: the client sends an empty email (spec 01 section 7). */
export const passwordResetRequestSchema = z
  .object({
    email: textSchema.max(254).default(''),
    password: secret.min(1, PasswordMessages.newRequired),
    resetToken: resetTokenSchema,
    verifyToken: verifyTokenSchema,
  })
  .strict();
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() }).strict();
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** POST /api/admin/passwordOptions answer: failures carry errorCode (an HTTP status) and errorReason. */
export const passwordOptionsResultSchema = z
  .object({
    isSuccess: z.boolean(),
    errorCode: z.number().int().optional(),
    errorReason: z.string().optional(),
  })
  .strict();
export type PasswordOptionsResult = z.infer<typeof passwordOptionsResultSchema>;
