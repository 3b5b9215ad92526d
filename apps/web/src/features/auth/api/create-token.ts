import { HUMAN_CHECK_REQUIRED_ERROR, tokenErrorSchema, WEB_CLIENT_ID, authEndpoints } from '@provender/contract';
import { signInErrorMessage } from './sign-in-error-message.ts';

/** A refused sign-in; the message is already the text the spec says to show. */
export class SignInError extends Error {
  constructor(
    message: string,
    /** The server wants a solved human check with the next attempt (decision 090). */
    readonly humanCheckRequired = false,
  ) {
    super(message);
    this.name = 'SignInError';
  }
}

export interface SignInCredentials {
  username: string;
  password: string;
  /** A solved ALTCHA payload, sent once the server has asked for the human check. */
  verifyToken?: string | undefined;
}

async function bodyOf(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/token with the password grant (form body). There is no mutation hook: the session
 * state machine in src/app drives sign-in, so it calls this fetcher directly.
 */
export async function createToken({ username, password, verifyToken }: SignInCredentials): Promise<string> {
  const form = new URLSearchParams({ grant_type: 'password', client_id: WEB_CLIENT_ID, username, password });
  if (verifyToken) form.set('verifyToken', verifyToken);
  return requestToken(form);
}

export interface AuthorizationCode {
  code: string;
  /** The start page the code was issued for (origin and path). */
  redirectUri: string;
}

/**
 * POST /api/token with the authorization_code grant: a punchout session's one-time code for its
 * token. A refused code fails with 'Authorization code rejected' (spec 01 section 8).
 */
export async function exchangeAuthorizationCode({ code, redirectUri }: AuthorizationCode): Promise<string> {
  return requestToken(
    new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: WEB_CLIENT_ID,
      code,
      redirect_uri: redirectUri,
    }),
  );
}

async function requestToken(form: URLSearchParams): Promise<string> {
  let response: Response;
  try {
    response = await fetch(authEndpoints.createToken.path, {
      method: authEndpoints.createToken.method,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new SignInError(signInErrorMessage({ kind: 'network' }));
  }
  const body = await bodyOf(response);
  if (!response.ok) {
    const error = tokenErrorSchema.safeParse(body).data?.error;
    throw new SignInError(
      signInErrorMessage({ kind: 'http', status: response.status, body }),
      response.status === 429 && error === HUMAN_CHECK_REQUIRED_ERROR,
    );
  }
  const parsed = authEndpoints.createToken.response.safeParse(body);
  if (!parsed.success)
    throw new SignInError(signInErrorMessage({ kind: 'http', status: response.status, body: undefined }));
  return parsed.data.access_token;
}
