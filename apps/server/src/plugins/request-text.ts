import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  anyControlCharacters,
  controlCharacterPaths,
  controlCharactersMessage,
  isParsedRecord,
} from '@provender/contract';
import { AppError } from '../errors.ts';
import { checkedOnce } from '../routing/json-body-memo.ts';

/**
 * Every parsed request part (query, path parameters, form or JSON body) passes the contract's one
 * text schema before any route sees it: a NUL or another control character anywhere is a 400
 * that changes nothing (decision 093). Raw bodies (cXML) are left to their own parser, and so are
 * streamed ones (the import files, checked row by row by the importer, decision 396): only a body
 * a parser made (an array or a parsed record) is walked, never a stream, a Buffer or another
 * class's instance, whose properties lead to sockets and back (decision 395).
 */
const parsedBody = (body: unknown): object | undefined =>
  typeof body === 'object' && body !== null && (Array.isArray(body) || isParsedRecord(body)) ? body : undefined;

export const requestTextPlugin = fp(async (app: FastifyInstance) => {
  // A plain callback, not an async function: it runs on every request (decision 280).
  app.addHook('preValidation', (req, _reply, done) => {
    const body = parsedBody(req.body);
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
      ...(body === undefined ? [] : controlCharacterPaths(body, 'body')),
    ];
    if (paths.length > 0) {
      const errors = paths.map((p) => `${p}: ${controlCharactersMessage}`);
      done(new AppError('VALIDATION', `Invalid request: ${errors[0]}`, { errors }));
      return;
    }
    done();
  });
});
