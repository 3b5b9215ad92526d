import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tokenErrorSchema, tokenRequestSchema, tokenResponseSchema, TokenErrorDescription, WEB_CLIENT_ID } from '@provender/contract';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { TokenFailure } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.post(
    '/api/token',
    {
      config: { access: { anonymous: true } },
      attachValidation: true,
      schema: {
        tags: ['auth'],
        summary: 'Sign in (OAuth2 password grant) or open a punchout session (authorization_code grant), form body; answers a short-lived bearer token',
        security: [],
        consumes: ['application/x-www-form-urlencoded'],
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, 400: tokenErrorSchema, 401: tokenErrorSchema, 429: tokenErrorSchema },
      },
      // Failures before the handler (malformed or oversize body, a bad bearer header) keep the
      // OAuth error shape the response schema promises; the shared handler's shape would not serialize.
      errorHandler(err, req, typedReply) {
        // Any status may come from here (413, 415, 500), not only the ones the schema lists.
        const reply = typedReply as unknown as FastifyReply;
        const status = err instanceof AppError ? err.status : (err.statusCode ?? 500);
        if (status >= 500) {
          req.log.error({ err }, 'token request failed');
          return reply.status(500).send({ error: 'server_error', error_description: 'An unexpected error occurred' });
        }
        return reply.status(status).send({ error: 'invalid_request', error_description: err.message });
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      if (req.validationError) {
        // The grant type decides what a malformed request lacks: a punchout exchange without a
        // usable code reads like any refused code, a sign-in lacks its name or password.
        const grantType = (req.body as unknown as Record<string, unknown> | undefined)?.['grant_type'];
        if (grantType !== undefined && grantType !== 'password' && grantType !== 'authorization_code') {
          return reply.status(400).send({ error: 'unsupported_grant_type', error_description: 'Unsupported grant type' });
        }
        const clientId = (req.body as unknown as Record<string, unknown> | undefined)?.['client_id'];
        const description =
          grantType === 'authorization_code'
            ? TokenErrorDescription.codeRejected
            : typeof clientId !== 'string' || clientId === ''
              ? 'client_id is required'
              : 'User name and password are required';
        return reply.status(400).send({ error: 'invalid_request', error_description: description });
      }
      try {
        if (req.body.grant_type === 'authorization_code') {
          const { client_id, code, redirect_uri } = req.body;
          if (client_id !== undefined && client_id !== WEB_CLIENT_ID) {
            return await reply.status(400).send({ error: 'invalid_client', error_description: 'Unknown client' });
          }
          // A punchout session's one-time code (decision 052); every refusal reads the same.
          const token = await services.punchout.exchangeCode(code, redirect_uri);
          if (token) return token;
          return await reply.status(401).send({ error: 'invalid_grant', error_description: TokenErrorDescription.codeRejected });
        }
        const body = req.body;
        return await services.auth.passwordGrant({
          clientId: body.client_id,
          username: body.username,
          password: body.password,
          ip: req.ip,
        });
      } catch (err) {
        if (!(err instanceof TokenFailure)) throw err;
        if (err.retryAfterSeconds) void reply.header('retry-after', String(err.retryAfterSeconds));
        return reply.status(err.status).send({ error: err.error, error_description: err.description });
      }
    },
  );
};
