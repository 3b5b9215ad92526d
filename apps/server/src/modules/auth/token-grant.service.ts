import {
  TokenErrorDescription,
  WEB_CLIENT_ID,
  type TokenError,
  type TokenRequest,
  type TokenResponse,
} from '@provender/contract';
import type { PunchoutService } from '../punchout/punchout.service.ts';
import { TokenFailure, type AuthService } from './auth.service.ts';

/** What POST /api/token answers: a token, or an OAuth error with its status. */
export type TokenAnswer =
  | { status: 200; body: TokenResponse }
  | { status: 400 | 401 | 429; body: TokenError; retryAfterSeconds?: number | undefined };

const failure = (status: 400 | 401 | 429, error: string, description: string): TokenAnswer => ({
  status,
  body: { error, error_description: description },
});

/** Dispatches POST /api/token by grant type and maps every refusal to RFC 6749's error format. */
export function createTokenGrantService(deps: { auth: AuthService; punchout: PunchoutService }) {
  const { auth, punchout } = deps;
  return {
    /**
     * A body the schema refused: the grant type decides what it lacks. A punchout exchange without
     * a usable code reads like any refused code, a sign-in lacks its name or password.
     */
    malformed(raw: unknown): TokenAnswer {
      const body = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
      const grantType = body['grant_type'];
      if (grantType !== undefined && grantType !== 'password' && grantType !== 'authorization_code') {
        return failure(400, 'unsupported_grant_type', 'Unsupported grant type');
      }
      const clientId = body['client_id'];
      const description =
        grantType === 'authorization_code'
          ? TokenErrorDescription.codeRejected
          : typeof clientId !== 'string' || clientId === ''
            ? 'client_id is required'
            : 'User name and password are required';
      return failure(400, 'invalid_request', description);
    },

    async grant(request: TokenRequest, ip: string): Promise<TokenAnswer> {
      try {
        if (request.grant_type === 'authorization_code') {
          const { client_id, code, redirect_uri } = request;
          if (client_id !== undefined && client_id !== WEB_CLIENT_ID) {
            return failure(400, 'invalid_client', 'Unknown client');
          }
          // A punchout session's one-time code (decision 052); every refusal reads the same.
          const token = await punchout.exchangeCode(code, redirect_uri);
          return token
            ? { status: 200, body: token }
            : failure(401, 'invalid_grant', TokenErrorDescription.codeRejected);
        }
        const body = await auth.passwordGrant({
          clientId: request.client_id,
          username: request.username,
          password: request.password,
          verifyToken: request.verifyToken,
          ip,
        });
        return { status: 200, body };
      } catch (err) {
        if (!(err instanceof TokenFailure)) throw err;
        return {
          status: err.status,
          body: { error: err.error, error_description: err.description },
          retryAfterSeconds: err.retryAfterSeconds,
        };
      }
    },
  };
}
export type TokenGrantService = ReturnType<typeof createTokenGrantService>;
