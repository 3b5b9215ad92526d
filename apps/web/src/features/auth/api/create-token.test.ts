import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEB_CLIENT_ID } from '@provender/contract';
import { createToken, SignInError } from './create-token.ts';

afterEach(() => vi.unstubAllGlobals());

describe('createToken', () => {
  it('posts the password grant as a form and returns the access token', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(
        new Response(JSON.stringify({ access_token: 'jwt', token_type: 'bearer', expires_in: 3600 }), { status: 200 }),
      );
    vi.stubGlobal('fetch', fetchMock);
    await expect(createToken({ username: 'demo.sales', password: 'p&ss' })).resolves.toBe('jwt');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/token');
    const form = new URLSearchParams(String(init.body));
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'password',
      client_id: WEB_CLIENT_ID,
      username: 'demo.sales',
      password: 'p&ss',
    });
  });

  it('throws the spec message on failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          new Response(JSON.stringify({ error: 'invalid_grant', error_description: 'Bad Request' }), { status: 401 }),
        ),
    );
    const error = await createToken({ username: 'x', password: 'y' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SignInError);
    expect((error as Error).message).toBe('Unknown user or invalid password');
  });

  it('throws the no-response message when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(createToken({ username: 'x', password: 'y' })).rejects.toThrow(
      'The server did not respond. Please refresh and try again.',
    );
  });

  it('says when the server asks for the human check, and sends a solved one with the next attempt', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          error: 'human_check_required',
          error_description: 'Too many login attempts, please try again later',
        }),
        { status: 429 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const error = await createToken({ username: 'x', password: 'y' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SignInError);
    expect((error as SignInError).humanCheckRequired).toBe(true);
    expect((error as Error).message).toBe('Too many login attempts, please try again later');

    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ access_token: 'jwt', token_type: 'bearer', expires_in: 3600 }), { status: 200 }),
    );
    await expect(createToken({ username: 'x', password: 'y', verifyToken: 'solved' })).resolves.toBe('jwt');
    const [, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(new URLSearchParams(String(init.body)).get('verifyToken')).toBe('solved');
  });

  it('does not ask for the human check for other refusals', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          new Response(JSON.stringify({ error: 'invalid_grant', error_description: 'Bad Request' }), { status: 401 }),
        ),
    );
    const error = await createToken({ username: 'x', password: 'y' }).catch((e: unknown) => e);
    expect((error as SignInError).humanCheckRequired).toBe(false);
  });
});
