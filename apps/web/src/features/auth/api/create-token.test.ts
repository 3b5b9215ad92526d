// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { endpoints, WEB_CLIENT_ID } from '@provender/contract';
import { HttpResponse } from 'msw';
import { endpointHandler, server } from '../../../testing/msw.ts';
import { createToken, SignInError } from './create-token.ts';

/** The token endpoint answers these in turn (the last one again), and keeps the requests it got. */
function tokenAnswers(...answers: (() => Response)[]) {
  const requests: Request[] = [];
  server.use(
    endpointHandler(endpoints.createToken, ({ request }) => {
      requests.push(request);
      return (answers[requests.length - 1] ?? answers.at(-1))!();
    }),
  );
  return requests;
}

const granted = () => HttpResponse.json({ access_token: 'jwt', token_type: 'bearer', expires_in: 3600 });
const refused = () => HttpResponse.json({ error: 'invalid_grant', error_description: 'Bad Request' }, { status: 401 });

describe('createToken', () => {
  it('posts the password grant as a form and returns the access token', async () => {
    const requests = tokenAnswers(granted);
    await expect(createToken({ username: 'demo.sales', password: 'p&ss' })).resolves.toBe('jwt');
    const request = requests[0]!;
    expect(new URL(request.url).pathname).toBe('/api/token');
    const form = new URLSearchParams(await request.text());
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'password',
      client_id: WEB_CLIENT_ID,
      username: 'demo.sales',
      password: 'p&ss',
    });
  });

  it('throws the spec message on failure', async () => {
    tokenAnswers(refused);
    const error = await createToken({ username: 'x', password: 'y' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SignInError);
    expect((error as Error).message).toBe('Unknown user or invalid password');
  });

  it('throws the no-response message when the network fails', async () => {
    tokenAnswers(() => HttpResponse.error());
    await expect(createToken({ username: 'x', password: 'y' })).rejects.toThrow(
      'The server did not respond. Please refresh and try again.',
    );
  });

  it('says when the server asks for the human check, and sends a solved one with the next attempt', async () => {
    const requests = tokenAnswers(
      () =>
        HttpResponse.json(
          { error: 'human_check_required', error_description: 'Too many login attempts, please try again later' },
          { status: 429 },
        ),
      granted,
    );
    const error = await createToken({ username: 'x', password: 'y' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SignInError);
    expect((error as SignInError).humanCheckRequired).toBe(true);
    expect((error as Error).message).toBe('Too many login attempts, please try again later');

    await expect(createToken({ username: 'x', password: 'y', verifyToken: 'solved' })).resolves.toBe('jwt');
    expect(new URLSearchParams(await requests[1]!.text()).get('verifyToken')).toBe('solved');
  });

  it('does not ask for the human check for other refusals', async () => {
    tokenAnswers(refused);
    const error = await createToken({ username: 'x', password: 'y' }).catch((e: unknown) => e);
    expect((error as SignInError).humanCheckRequired).toBe(false);
  });
});
