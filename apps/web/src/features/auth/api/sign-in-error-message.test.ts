import { describe, expect, it } from 'vitest';
import { TokenErrorDescription } from '@provender/contract';
import { signInErrorMessage } from './sign-in-error-message.ts';

const http = (status: number, body?: unknown) => ({ kind: 'http' as const, status, body });

describe('signInErrorMessage (spec 01 section 8)', () => {
  it('429: too many attempts', () => {
    expect(signInErrorMessage(http(429, { error: 'too_many_requests', error_description: 'whatever' }))).toBe(
      'Too many login attempts, please try again later',
    );
  });

  it('429 with a human check that did not pass: says so', () => {
    expect(
      signInErrorMessage(
        http(429, {
          error: 'human_check_required',
          error_description: 'The human check failed or has expired. Please try again.',
        }),
      ),
    ).toBe('The human check failed or has expired. Please try again.');
  });

  it("401 with 'Bad Request': unknown user or invalid password", () => {
    expect(
      signInErrorMessage(
        http(401, { error: 'invalid_grant', error_description: TokenErrorDescription.badCredentials }),
      ),
    ).toBe('Unknown user or invalid password');
  });

  it("401 with another description: the server's description", () => {
    expect(
      signInErrorMessage(http(401, { error: 'invalid_grant', error_description: TokenErrorDescription.disabled })),
    ).toBe(TokenErrorDescription.disabled);
  });

  it('503: service temporarily unavailable', () => {
    expect(signInErrorMessage(http(503))).toBe('Service temporarily unavailable');
  });

  it('network failure: the server did not respond', () => {
    expect(signInErrorMessage({ kind: 'network' })).toBe('The server did not respond. Please refresh and try again.');
  });

  it('missing message: Authorization Failed', () => {
    expect(signInErrorMessage(http(401))).toBe('Authorization Failed');
    expect(signInErrorMessage(http(500, '<html></html>'))).toBe('Authorization Failed');
    expect(signInErrorMessage(http(400, { error: 'invalid_request', error_description: ' ' }))).toBe(
      'Authorization Failed',
    );
  });

  it('other statuses with a description show it', () => {
    expect(
      signInErrorMessage(
        http(400, { error: 'invalid_request', error_description: 'User name and password are required' }),
      ),
    ).toBe('User name and password are required');
  });
});
