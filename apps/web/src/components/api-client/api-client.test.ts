import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_KEY_HEADER, SHIP_METHOD_HEADER, userSchema } from '@provender/contract';
import { z } from 'zod';
import { apiRequest, buildHeaders } from './api-client.ts';
import { ApiRequestError, NETWORK_FAILURE_MESSAGE } from './api-request-error.ts';
import { scopeOf, type ApiSession } from './api-session.ts';

const user = {
  username: 'demo.sales',
  name: 'Sam',
  email: null,
  isSalesperson: true,
  isAdmin: false,
  userType: 'salesperson',
  sessionType: 'normal',
};

function session(overrides: Partial<ApiSession> = {}): ApiSession {
  return { token: 'tok', customerKey: 12, shipMethod: null, onSessionEnded: vi.fn(), ...overrides };
}

function answer(status: number, body?: unknown) {
  return vi
    .fn()
    .mockImplementation(() =>
      Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status })),
    );
}

afterEach(() => vi.unstubAllGlobals());

describe('buildHeaders', () => {
  it('adds the bearer token, customer key and ship method', () => {
    const headers = buildHeaders({ token: 'tok', customerKey: 0, shipMethod: 'pickup' }, true);
    expect(headers.get('authorization')).toBe('Bearer tok');
    expect(headers.get(CUSTOMER_KEY_HEADER)).toBe('0');
    expect(headers.get(SHIP_METHOD_HEADER)).toBe('pickup');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('leaves out what the session does not have', () => {
    const headers = buildHeaders({ token: null, customerKey: null, shipMethod: null }, false);
    expect(headers.has('authorization')).toBe(false);
    expect(headers.has(CUSTOMER_KEY_HEADER)).toBe(false);
    expect(headers.has(SHIP_METHOD_HEADER)).toBe(false);
    expect(headers.has('content-type')).toBe(false);
  });
});

describe('scopeOf', () => {
  it('keeps the token itself out of query keys', () => {
    expect(scopeOf({ token: 'secret', customerKey: 3, shipMethod: 'delivery' })).toEqual({
      signedIn: true,
      customerKey: 3,
      shipMethod: 'delivery',
    });
  });
});

describe('apiRequest', () => {
  it('sends the credentials and returns the parsed answer', async () => {
    const fetchMock = answer(200, user);
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest(session(), '/api/user', userSchema)).resolves.toEqual(user);
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(new Headers(init.headers).get(CUSTOMER_KEY_HEADER)).toBe('12');
  });

  it('sends a JSON body', async () => {
    const fetchMock = answer(204);
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest(session(), '/api/x', z.undefined(), { method: 'POST', body: { a: 1 } });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
  });

  it('parses the error body into code, message and errors', async () => {
    vi.stubGlobal('fetch', answer(409, { code: 'CONFLICT', message: 'Changed meanwhile', errors: ['line 2'] }));
    const error = await apiRequest(session(), '/api/x', z.unknown()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', message: 'Changed meanwhile', firstError: 'line 2' });
  });

  it('ends the session with the server message on a 401 from a signed-in call', async () => {
    vi.stubGlobal(
      'fetch',
      answer(401, { code: 'PASSWORD_CHANGED', message: 'Your session ended because of a changed password.' }),
    );
    const api = session();
    await expect(apiRequest(api, '/api/user', userSchema)).rejects.toMatchObject({ status: 401 });
    expect(api.onSessionEnded).toHaveBeenCalledWith('Your session ended because of a changed password.', 'tok');
  });

  it("ends the session with 'Your session has expired' on a 401 without the contract's error body", async () => {
    for (const body of [null, '<html>401 Authorization Required</html>', '{"error":"invalid_token"}']) {
      vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(body, { status: 401 })));
      const api = session();
      await expect(apiRequest(api, '/api/user', userSchema)).rejects.toMatchObject({
        status: 401,
        message: 'Your session has expired',
      });
      expect(api.onSessionEnded).toHaveBeenCalledWith('Your session has expired', 'tok');
    }
  });

  it('does not end the session on a 401 from an anonymous call or without a token', async () => {
    vi.stubGlobal('fetch', answer(401, { code: 'SESSION_EXPIRED', message: 'expired' }));
    const anonymous = session();
    await expect(apiRequest(anonymous, '/api/menu', z.unknown(), { anonymous: true })).rejects.toBeInstanceOf(
      ApiRequestError,
    );
    expect(anonymous.onSessionEnded).not.toHaveBeenCalled();
    const noToken = session({ token: null });
    await expect(apiRequest(noToken, '/api/user', z.unknown())).rejects.toBeInstanceOf(ApiRequestError);
    expect(noToken.onSessionEnded).not.toHaveBeenCalled();
  });

  it('reports a network failure with the spec message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest(session(), '/api/user', userSchema)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: NETWORK_FAILURE_MESSAGE,
    });
  });

  it('rejects an answer that does not match the contract', async () => {
    vi.stubGlobal('fetch', answer(200, { username: 'x' }));
    await expect(apiRequest(session(), '/api/user', userSchema)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('falls back to a generic message when the error body is not the contract shape', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 })));
    await expect(apiRequest(session(), '/api/user', userSchema)).rejects.toMatchObject({
      status: 502,
      message: 'Request could not be completed at this time',
    });
  });
});
