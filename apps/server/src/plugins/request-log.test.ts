import type { FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { requestLogSerializers } from './log-serializers.ts';
import { CompletionLog } from './request-log.ts';

/** A request and its answer as Fastify hands them to the log controller. */
function exchange(url: string, extra: { version?: string; route?: string; remotePort?: number } = {}) {
  const request = {
    id: 'req-"7"\\',
    method: 'GET',
    url,
    headers: extra.version === undefined ? {} : { 'accept-version': extra.version },
    host: 'shop.example:8080',
    ip: '::ffff:10.0.0.7',
    socket: { remotePort: extra.remotePort },
    routeOptions: { url: extra.route, config: {} },
  } as unknown as FastifyRequest;
  const reply = { statusCode: 200, elapsedTime: 1.25 } as unknown as FastifyReply;
  return { request, reply };
}

/** The line pino writes for the same record, as the completion line was written before decision 551. */
function pinoLine(request: FastifyRequest, reply: FastifyReply): string {
  let line = '';
  const logger = pino(
    {
      serializers: {
        req: requestLogSerializers.req,
        res: (r: FastifyReply) => ({ statusCode: r.statusCode }),
      },
    },
    { write: (text: string) => void (line = text) },
  );
  const route = request.routeOptions.url ?? null;
  logger.info(
    { reqId: request.id, req: request, route, res: reply, responseTime: reply.elapsedTime },
    'request completed',
  );
  return line;
}

function written(level: string, request: FastifyRequest, reply: FastifyReply): string[] {
  const lines: string[] = [];
  new CompletionLog(level, { write: (line) => void lines.push(line) }).requestCompleted(null, request, reply);
  return lines;
}

/** Everything but the time, in the order it was written. */
const withoutTime = (line: string) =>
  Object.entries(JSON.parse(line) as Record<string, unknown>).filter(([k]) => k !== 'time');

describe('the completion line (decision 481, addendum 551)', () => {
  it.each([
    ['a plain path', '/api/user', { route: '/api/user', remotePort: 51234 }],
    ['credentials in the query, masked', '/changepassword?t=secret-value&x=1', { route: '/changepassword' }],
    ['quotes, backslashes, control and non-ASCII characters', '/api/product/list?search="ca\\fé"\t\u2028', {}],
    ['an Accept-Version header', '/api/menu', { version: '2', route: '/api/menu', remotePort: 1 }],
  ])('is the line pino writes, field for field and in its order: %s', (_name, url, extra) => {
    const { request, reply } = exchange(url, extra);
    const [line] = written('info', request, reply);
    const expected = pinoLine(request, reply);
    expect(line?.endsWith('}\n')).toBe(true);
    expect(withoutTime(line!)).toEqual(withoutTime(expected));
    expect(Object.keys(JSON.parse(line!) as object)).toEqual(Object.keys(JSON.parse(expected) as object));
    expect(line).not.toContain('secret-value');
  });

  it('is written at info and below, and not at warn or silent', () => {
    const { request, reply } = exchange('/api/user');
    expect(written('debug', request, reply)).toHaveLength(1);
    expect(written('warn', request, reply)).toHaveLength(0);
    expect(written('silent', request, reply)).toHaveLength(0);
  });
});
