import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '@provender/contract';
import { AppError } from '../errors.ts';
import { inputFaultOf, loggableError } from '../db/errors.ts';

function describeValidation(err: FastifyError): string[] {
  if (!hasZodFastifySchemaValidationErrors(err)) return [err.message];
  return err.validation.map((v) => {
    const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return path ? `${path}: ${v.message}` : (v.message ?? 'Invalid value');
  });
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Codes for the framework's own 4xx answers (body parser, body limit, content type). */
const frameworkCodes: Partial<Record<number, ErrorCode>> = {
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** One error handler: a code and a clear message for every 4xx, no internals for 5xx. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    // Error bodies are the contract's shape whatever a route's response schema lists for the
    // status (a 400 from the request checks before a route's own validation, decision 094). With a
    // serializer of its own, Fastify leaves the type unset: every refusal declares it (decision 383).
    void reply.serializer((payload: unknown) => JSON.stringify(payload)).type(JSON_TYPE);
    if (err instanceof AppError) {
      if (err.headers) void reply.headers(err.headers);
      const body: ApiError = { code: err.code, message: err.message, ...(err.errors ? { errors: err.errors } : {}) };
      return reply.status(err.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
      const errors = describeValidation(err);
      const body: ApiError = {
        code: 'VALIDATION',
        message: `Invalid request: ${errors[0] ?? 'invalid value'}`,
        errors,
      };
      return reply.status(400).send(body);
    }
    const fault = inputFaultOf(err);
    if (fault) {
      req.log.info({ err: loggableError(err) }, 'request refused by the database');
      const body: ApiError = { code: fault.status === 409 ? 'CONFLICT' : 'BAD_REQUEST', message: fault.message };
      return reply.status(fault.status).send(body);
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const body: ApiError = { code: frameworkCodes[status] ?? 'BAD_REQUEST', message: err.message };
      return reply.status(status).send(body);
    }
    req.log.error({ err: loggableError(err) }, 'request failed');
    const body: ApiError = { code: 'INTERNAL', message: 'An unexpected error occurred' };
    return reply.status(500).send(body);
  });
});
