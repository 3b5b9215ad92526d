import { z } from './zod.ts';
import { textSchema } from './text.ts';

export const passwordGrantSchema = z.strictObject({
  grant_type: z.literal('password'),
  client_id: textSchema.check(z.minLength(1)),
  username: textSchema.check(z.trim(), z.minLength(1), z.maxLength(254)),
  password: textSchema.check(z.minLength(1), z.maxLength(1024)),
  /** The solved human check, needed once an account or address is past its attempt limit (decision 090). */
  verifyToken: z.optional(textSchema.check(z.maxLength(8192))),
});

export const authorizationCodeGrantSchema = z.strictObject({
  grant_type: z.literal('authorization_code'),
  client_id: z.optional(textSchema.check(z.minLength(1))),
  code: textSchema.check(z.minLength(1), z.maxLength(512)),
  redirect_uri: z.optional(textSchema.check(z.maxLength(2048))),
});

export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  passwordGrantSchema,
  authorizationCodeGrantSchema,
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.strictObject({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().check(z.int(), z.positive()),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/**
 * OAuth-style error body of POST /api/token. The client shows 'Unknown user or invalid password'
 * when error_description is 'Bad Request', otherwise error_description itself.
 */
export const tokenErrorSchema = z.strictObject({
  error: z.string(),
  error_description: z.string(),
});
export type TokenError = z.infer<typeof tokenErrorSchema>;

/** error_description values the server uses; the client maps them as the spec says. */
export const TokenErrorDescription = {
  badCredentials: 'Bad Request',
  disabled: 'This account has been disabled. Please contact the distributor.',
  notVerified: 'Your e-mail address has not been verified yet. Please use the link in the verification e-mail.',
  consumersNotAllowed: 'Consumer accounts are not authorized on this site.',
  noCustomer: 'This user is not authorized to order for any customer.',
  codeRejected: 'Authorization code rejected',
} as const;

/** The token error asking for a solved human check with the next sign-in attempt (decision 090). */
export const HUMAN_CHECK_REQUIRED_ERROR = 'human_check_required';

/** Reasons the API gives when it ends a session; the client routes on their wording. */
export const SessionEndReason = {
  expired: 'Your session expired - Please sign in again',
  passwordChanged: 'Your session ended because of a changed password. Please sign in again.',
  disabled: 'Your account is not authorized to use this site any more.',
  punchoutExpired: 'Punchout session expired',
} as const;
