import { z } from 'zod';
import { textSchema } from './text.ts';

export const passwordGrantSchema = z
  .object({
    grant_type: z.literal('password'),
    client_id: textSchema.min(1),
    username: textSchema.trim().min(1).max(254),
    password: textSchema.min(1).max(1024),
    /** The solved human check, needed once an account or address is past its attempt limit (decision 090). */
    verifyToken: textSchema.max(8192).optional(),
  })
  .strict();

export const authorizationCodeGrantSchema = z
  .object({
    grant_type: z.literal('authorization_code'),
    client_id: textSchema.min(1).optional(),
    code: textSchema.min(1).max(512),
    redirect_uri: textSchema.max(2048).optional(),
  })
  .strict();

export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  passwordGrantSchema,
  authorizationCodeGrantSchema,
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal('bearer'),
    expires_in: z.number().int().positive(),
  })
  .strict();
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/**
 * OAuth-style error body of POST /api/token. The client shows 'Unknown user or invalid password'
 * when error_description is 'Bad Request', otherwise error_description itself.
 */
export const tokenErrorSchema = z
  .object({
    error: z.string(),
    error_description: z.string(),
  })
  .strict();
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
