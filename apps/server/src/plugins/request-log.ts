import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { hostname } from 'node:os';
import pino from 'pino';
import { requestLogSerializers } from './log-serializers.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route logs its request line with the path only (`pathOnlyLog`): its completion line goes through its own logger. */
    logPathOnly?: boolean;
  }
}

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
 *
 * The line of an answered request is put together here and written on the same stream, without the
 * app logger's redaction (decision 481): its fields are the request line's serializer (no headers,
 * the credentials in the query masked), the route, the status and the time, none of which the
 * redaction paths name, and walking those paths for every line cost a sixth of a warm read. A
 * request that errored is logged by the request's own logger, redaction and all.
 */
export class CompletionLog extends LogController {
  readonly #stream: { write(line: string): void } | null;
  readonly #head: string;
  readonly #tail: string;

  constructor(level: string, stream: { write(line: string): void }) {
    super();
    const writes = level !== 'silent' && (pino.levels.values[level] ?? Infinity) <= pino.levels.values.info!;
    this.#stream = writes ? stream : null;
    this.#head = `{"level":${pino.levels.values.info},"time":`;
    this.#tail = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())},"reqId":`;
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override routeNotFound(): void {}

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) super.defaultErrorLog(error, request, reply);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!error && this.#stream === null) return;
    if (error || request.routeOptions.config?.logPathOnly) {
      const line = {
        req: request,
        route: request.routeOptions.url ?? null,
        res: reply,
        responseTime: reply.elapsedTime,
      };
      if (error) request.log.error({ ...line, err: error }, 'request errored');
      else request.log.info(line, 'request completed');
      return;
    }
    this.#stream?.write(this.#line(request, reply));
  }

  /**
   * The completion line as pino writes it (level, time, pid, hostname, then the fields), put
   * together here: pino's generic path (serializers, then its own JSON writer over the record)
   * was a third of a warm read's CPU (decision 481, addendum 551). Every text is a JSON string of
   * its own; the request line's fields are requestLogSerializers.req's.
   */
  #line(request: FastifyRequest, reply: FastifyReply): string {
    const req = requestLogSerializers.req(request);
    const route = request.routeOptions.url;
    return (
      `${this.#head}${Date.now()}${this.#tail}${JSON.stringify(request.id)},"req":{"method":${JSON.stringify(req.method)},` +
      `"url":${JSON.stringify(req.url)}${req.version === undefined ? '' : `,"version":${JSON.stringify(req.version)}`},` +
      `"host":${JSON.stringify(req.host)},"remoteAddress":${JSON.stringify(req.remoteAddress)}` +
      `${req.remotePort === undefined ? '' : `,"remotePort":${req.remotePort}`}},` +
      `"route":${route === undefined ? 'null' : JSON.stringify(route)},"res":{"statusCode":${reply.statusCode}},` +
      `"responseTime":${reply.elapsedTime},"msg":"request completed"}\n`
    );
  }
}

type Bindings = Record<string, unknown>;
type AnyLogFn = (...args: unknown[]) => void;

/**
 * A request's logger, made when the request first logs (decision 481): Fastify gives every request
 * a child logger with its id, and making one (its bindings go through the redaction paths) cost
 * about 5 µs of every warm read, although a request that goes well logs nothing but its completion
 * line, which CompletionLog writes itself.
 */
class LazyRequestLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: object;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: object) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  get #log(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings, this.#options));
  }

  get level(): string {
    return this.#child?.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#log.level = level;
  }

  /**
   * pino's own check (the parent's level until the request's logger exists): a debug line is not
   * made to be dropped. Fastify's silent logger has no such check and drops everything itself.
   */
  isLevelEnabled(level: string): boolean {
    const log = (this.#child ?? this.#parent) as FastifyBaseLogger & { isLevelEnabled?: (l: string) => boolean };
    return log.isLevelEnabled ? log.isLevelEnabled(level) : true;
  }

  child(bindings: Bindings, options?: object): FastifyBaseLogger {
    return this.#log.child(bindings, options);
  }

  fatal(...args: unknown[]): void {
    (this.#log.fatal as AnyLogFn)(...args);
  }

  error(...args: unknown[]): void {
    (this.#log.error as AnyLogFn)(...args);
  }

  warn(...args: unknown[]): void {
    (this.#log.warn as AnyLogFn)(...args);
  }

  info(...args: unknown[]): void {
    (this.#log.info as AnyLogFn)(...args);
  }

  debug(...args: unknown[]): void {
    if (this.isLevelEnabled('debug')) (this.#log.debug as AnyLogFn)(...args);
  }

  trace(...args: unknown[]): void {
    if (this.isLevelEnabled('trace')) (this.#log.trace as AnyLogFn)(...args);
  }

  silent(): void {}
}

/** Fastify's `childLoggerFactory`: each request's logger made on its first line (LazyRequestLogger). */
export const lazyRequestLogger = (logger: FastifyBaseLogger, bindings: Bindings, options: object): FastifyBaseLogger =>
  new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
