// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { CUSTOMER_KEY_HEADER, endpointPath, endpoints, SHIP_METHOD_HEADER, userSchema } from '@provender/contract';
import { HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { endpointHandler, server, type TableEndpoint } from '../../testing/msw.ts';
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

/** The fake server answers the endpoint with this status and body, and keeps the requests it got. */
function answer(endpoint: TableEndpoint, status: number, body?: unknown) {
  const requests: Request[] = [];
  server.use(
    endpointHandler(endpoint, ({ request }) => {
      requests.push(request);
      return new HttpResponse(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
        status,
      });
    }),
  );
  return requests;
}

const userPath = endpointPath(endpoints.getUser);
/** An endpoint with a JSON body and no content in its answer. */
const logVisitPath = endpointPath(endpoints.logMenuVisit, { id: 7 });

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
    const requests = answer(endpoints.getUser, 200, user);
    await expect(apiRequest(session(), userPath, userSchema)).resolves.toEqual(user);
    expect(requests[0]?.headers.get(CUSTOMER_KEY_HEADER)).toBe('12');
  });

  it('sends a JSON body', async () => {
    const requests = answer(endpoints.logMenuVisit, 204);
    await apiRequest(session(), logVisitPath, z.undefined(), { method: 'POST', body: { a: 1 } });
    expect(requests[0]?.method).toBe('POST');
    expect(await requests[0]?.text()).toBe('{"a":1}');
  });

  it('parses the error body into code, message and errors', async () => {
    answer(endpoints.getUser, 409, { code: 'CONFLICT', message: 'Changed meanwhile', errors: ['line 2'] });
    const error = await apiRequest(session(), userPath, z.unknown()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', message: 'Changed meanwhile', firstError: 'line 2' });
  });

  it('ends the session with the server message on a 401 from a signed-in call', async () => {
    answer(endpoints.getUser, 401, {
      code: 'PASSWORD_CHANGED',
      message: 'Your session ended because of a changed password.',
    });
    const api = session();
    await expect(apiRequest(api, userPath, userSchema)).rejects.toMatchObject({ status: 401 });
    expect(api.onSessionEnded).toHaveBeenCalledWith('Your session ended because of a changed password.', 'tok');
  });

  it("ends the session with 'Your session has expired' on a 401 without the contract's error body", async () => {
    for (const body of [null, '<html>401 Authorization Required</html>', '{"error":"invalid_token"}']) {
      answer(endpoints.getUser, 401, body ?? undefined);
      const api = session();
      await expect(apiRequest(api, userPath, userSchema)).rejects.toMatchObject({
        status: 401,
        message: 'Your session has expired',
      });
      expect(api.onSessionEnded).toHaveBeenCalledWith('Your session has expired', 'tok');
    }
  });

  it('does not end the session on a 401 from an anonymous call or without a token', async () => {
    answer(endpoints.getMenu, 401, { code: 'SESSION_EXPIRED', message: 'expired' });
    answer(endpoints.getUser, 401, { code: 'SESSION_EXPIRED', message: 'expired' });
    const anonymous = session();
    await expect(
      apiRequest(anonymous, endpointPath(endpoints.getMenu), z.unknown(), { anonymous: true }),
    ).rejects.toBeInstanceOf(ApiRequestError);
    expect(anonymous.onSessionEnded).not.toHaveBeenCalled();
    const noToken = session({ token: null });
    await expect(apiRequest(noToken, userPath, z.unknown())).rejects.toBeInstanceOf(ApiRequestError);
    expect(noToken.onSessionEnded).not.toHaveBeenCalled();
  });

  it('reports a network failure with the spec message', async () => {
    server.use(endpointHandler(endpoints.getUser, () => HttpResponse.error()));
    await expect(apiRequest(session(), userPath, userSchema)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: NETWORK_FAILURE_MESSAGE,
    });
  });

  it('rejects an answer that does not match the contract', async () => {
    answer(endpoints.getUser, 200, { username: 'x' });
    await expect(apiRequest(session(), userPath, userSchema)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('falls back to a generic message when the error body is not the contract shape', async () => {
    answer(endpoints.getUser, 502, '<html>bad gateway</html>');
    await expect(apiRequest(session(), userPath, userSchema)).rejects.toMatchObject({
      status: 502,
      message: 'Request could not be completed at this time',
    });
  });
});
