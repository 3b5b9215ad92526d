import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { anyControlCharacters, controlCharacterPaths, controlCharactersMessage } from '@provender/contract';
import { AppError } from '../errors.ts';
import { checkedOnce } from '../routing/json-body-memo.ts';

/**
 * Every parsed request part (query, path parameters, form or JSON body) passes the contract's one
 * text schema before any route sees it: a NUL or another control character anywhere is a 400
 * that changes nothing (decision 093). Raw bodies (cXML) are left to their own parser.
 */
export const requestTextPlugin = fp(async (app: FastifyInstance) => {
  // A plain callback, not an async function: it runs on every request (decision 280).
  app.addHook('preValidation', (req, _reply, done) => {
    const body = typeof req.body === 'object' ? req.body : undefined;
    // A body parsed from a remembered text was checked when it was first parsed (decision 351).
    if (
      !anyControlCharacters(req.query) &&
      !anyControlCharacters(req.params) &&
      !checkedOnce(body, anyControlCharacters)
    ) {
      done();
      return;
    }
    const paths = [
      ...controlCharacterPaths(req.query, 'query'),
      ...controlCharacterPaths(req.params, 'params'),
      ...(typeof req.body === 'object' ? controlCharacterPaths(req.body, 'body') : []),
    ];
    if (paths.length > 0) {
      const errors = paths.map((p) => `${p}: ${controlCharactersMessage}`);
      done(new AppError('VALIDATION', `Invalid request: ${errors[0]}`, { errors }));
      return;
    }
    done();
  });
});
