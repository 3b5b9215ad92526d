import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { HUMAN_CHECK_CHALLENGE_PATH } from '@provender/contract';

/** Test configuration: proof of work the tests can afford to do. */
export const easyHumanCheck = { altchaCost: 1, altchaMaxCounter: 20 };

/** Fetches a challenge and solves it like the widget does; answers the payload the forms send. */
export async function solveHumanCheck(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: HUMAN_CHECK_CHALLENGE_PATH });
  if (res.statusCode !== 200) throw new Error(`challenge: ${res.statusCode} ${res.body}`);
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
