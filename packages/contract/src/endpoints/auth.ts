import { tokenErrorSchema, tokenRequestSchema, tokenResponseSchema } from '../auth.ts';
import { defineEndpoint } from './define.ts';

/** The OAuth2-style token endpoint speaks RFC 6749's error shape, not the shared one. */
export const authEndpoints = {
  createToken: defineEndpoint({
    method: 'POST',
    path: '/api/token',
    tags: ['auth'],
    summary:
      'Sign in (OAuth2 password grant) or open a punchout session ' +
      '(authorization_code grant), form body; answers a short-lived bearer token',
    public: true,
    consumes: ['application/x-www-form-urlencoded'],
    body: tokenRequestSchema,
    status: 200,
    response: tokenResponseSchema,
    errors: [],
    otherResponses: {
      400: tokenErrorSchema,
      401: tokenErrorSchema,
      403: tokenErrorSchema,
      413: tokenErrorSchema,
      415: tokenErrorSchema,
      429: tokenErrorSchema,
      500: tokenErrorSchema,
    },
  }),
};
