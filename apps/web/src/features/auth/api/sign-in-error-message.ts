import { humanCheckFailedMessage, tokenErrorSchema, TokenErrorDescription } from '@provender/contract';

/** The sign-in messages of spec 01 section 8. */
export const SignInMessage = {
  tooManyAttempts: 'Too many login attempts, please try again later',
  badCredentials: 'Unknown user or invalid password',
  unavailable: 'Service temporarily unavailable',
  noResponse: 'The server did not respond. Please refresh and try again.',
  fallback: 'Authorization Failed',
} as const;

/** A failed POST /api/token: no answer at all, or an HTTP status with its (possibly unparsable) body. */
export type SignInFailure = { kind: 'network' } | { kind: 'http'; status: number; body: unknown };

export function signInErrorMessage(failure: SignInFailure): string {
  if (failure.kind === 'network') return SignInMessage.noResponse;
  const parsed = tokenErrorSchema.safeParse(failure.body);
  const description = parsed.success ? parsed.data.error_description.trim() : '';
  if (failure.status === 429)
    // A sent human check that did not pass is named as such; otherwise the spec's text.
    return description === humanCheckFailedMessage ? humanCheckFailedMessage : SignInMessage.tooManyAttempts;
  if (failure.status === 503) return SignInMessage.unavailable;
  if (failure.status === 401 && description === TokenErrorDescription.badCredentials)
    return SignInMessage.badCredentials;
  return description || SignInMessage.fallback;
}
