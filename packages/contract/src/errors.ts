import { z } from './zod.ts';

/** The one closed list of error codes the API answers with, and the HTTP status of each. */
export const errorStatus = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  PASSWORD_CHANGED: 401,
  INVALID_GRANT: 401,
  ACCOUNT_DISABLED: 401,
  FORBIDDEN: 403,
  NOT_AUTHORIZED: 403,
  CUSTOMER_NOT_ASSIGNED: 403,
  MENU_LOCKED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];

/** Body of every 4xx/5xx answer except the OAuth token endpoint (which speaks RFC 6749). */
export const apiErrorSchema = z.strictObject({
  code: z.enum(errorCodes),
  message: z.string(),
  errors: z.optional(z.array(z.string())),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
