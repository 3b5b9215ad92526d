import { z } from './zod.ts';
import { textSchema } from './text.ts';
import { PasswordMessages } from './messages/password.ts';

/** The administrator's fixed choice list for the minimum password length. */
export const minimumPasswordLengthChoices = [6, 8, 10, 12, 14, 16] as const;

export const passwordOptionsSchema = z.strictObject({
  minimumPasswordLength: z.number().check(
    z.int(),
    z.refine((n) => (minimumPasswordLengthChoices as readonly number[]).includes(n), {
      message: `Minimum password length must be one of ${minimumPasswordLengthChoices.join(', ')}`,
    }),
  ),
  requireLowercase: z.boolean(),
  requireUppercase: z.boolean(),
  requireNumber: z.boolean(),
  requireSpecialCharacter: z.boolean(),
});
export type PasswordOptions = z.infer<typeof passwordOptionsSchema>;

export const defaultPasswordOptions: PasswordOptions = {
  minimumPasswordLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireNumber: true,
  requireSpecialCharacter: true,
};

const secret = textSchema.check(z.maxLength(1024));
/** The ALTCHA payload the human-check widget produces (base64 JSON). */
export const verifyTokenSchema = textSchema.check(z.minLength(1, 'Please complete the human check'), z.maxLength(8192));
export const resetTokenSchema = textSchema.check(z.minLength(1), z.maxLength(200));

/** POST /api/password: change the signed-in user's password. */
export const changePasswordRequestSchema = z.strictObject({
  password: secret.check(z.minLength(1, PasswordMessages.currentRequired)),
  newPassword: secret.check(z.minLength(1, PasswordMessages.newRequired)),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The change ends every other session; the calling client continues with this fresh token. */
export const changePasswordResponseSchema = z.strictObject({
  message: z.string(),
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().check(z.int(), z.positive()),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** POST /api/password/requestreset */
export const resetRequestSchema = z.strictObject({
  emailOrUsername: textSchema.check(
    z.trim(),
    z.minLength(1, 'E-mail address or user name is required'),
    z.maxLength(254),
  ),
  verifyToken: verifyTokenSchema,
});
export type ResetRequest = z.infer<typeof resetRequestSchema>;

export const resetRequestResponseSchema = z.strictObject({
  isSuccess: z.boolean(),
  message: z.string(),
  errors: z.array(z.string()),
});
export type ResetRequestResponse = z.infer<typeof resetRequestResponseSchema>;

/** POST /api/password/userType: whether a reset link belongs to a business user. */
export const passwordUserTypeRequestSchema = z.strictObject({ resetToken: resetTokenSchema });
export const passwordUserTypeResponseSchema = z.strictObject({ isB2B: z.boolean(), errors: z.array(z.string()) });
export type PasswordUserTypeResponse = z.infer<typeof passwordUserTypeResponseSchema>;

/** POST /api/password/reset: the client sends an empty email (spec 01 section 7). */
export const passwordResetRequestSchema = z.strictObject({
  email: z._default(textSchema.check(z.maxLength(254)), ''),
  password: secret.check(z.minLength(1, PasswordMessages.newRequired)),
  resetToken: resetTokenSchema,
  verifyToken: verifyTokenSchema,
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const messageResponseSchema = z.strictObject({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** POST /api/admin/passwordOptions answer: failures carry errorCode (an HTTP status) and errorReason. */
export const passwordOptionsResultSchema = z.strictObject({
  isSuccess: z.boolean(),
  errorCode: z.optional(z.number().check(z.int())),
  errorReason: z.optional(z.string()),
});
export type PasswordOptionsResult = z.infer<typeof passwordOptionsResultSchema>;
