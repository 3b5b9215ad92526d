import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

/**
 * Where the server's log lines go when no stream is given: standard output, written
 * asynchronously (decision 481). A line is queued in memory and written when the event loop is
 * free, so a request never waits for the terminal or a pipe; pino flushes what is queued when the
 * process exits.
 */
export const asyncStdout = () => pino.destination({ dest: 1, sync: false });

/**
 * One log line per request, when its answer has been written (decision 481): the method and the
 * masked URL (`req`), the route it matched, the status (`res`), the time it took in ms and the
 * request id (the logger's `reqId`). Fastify's incoming-request line is written at `debug` only,
 * and its separate lines for a 404 and for a 4xx the default error handler answers are not
 * written: the completion line says the status. A 5xx is still logged with its error where it
 * happens, under the same request id.
 */
export class CompletionLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override routeNotFound(): void {}

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) super.defaultErrorLog(error, request, reply);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, route: request.routeOptions.url ?? null, res: reply, responseTime: reply.elapsedTime };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request completed');
  }
}
