import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { listen, type Listening } from './helpers/socket.ts';

/**
 * Slow clients are dropped and one address holds a bounded number of connections (issue 39,
 * item 7; decision 384), over real sockets: half-sent headers, bodies trickling a byte at a time,
 * idle keep-alive connections, and more connections than the cap.
 */
const limits = {
  headersTimeoutMs: 1500,
  bodyTimeoutMs: 1500,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 1000,
  maxConnectionsPerAddress: 40,
};
let t: TestApp;
let server: Listening;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ http: limits });
  server = await listen(t.app);
  token = await signIn(t.app, 'demo.customer');
});
afterAll(async () => {
  await server.close();
  await t.close();
});

interface Watched {
  socket: Socket;
  /** Everything the server wrote. */
  received: () => string;
  /** Resolves with the time from opening to the server's close. */
  closed: Promise<number>;
}

function open(): Promise<Watched> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(server.port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => undefined);
    const closed = new Promise<number>((done) => socket.on('close', () => done(Date.now() - started)));
    socket.once('connect', () => resolve({ socket, received: () => text, closed }));
    socket.once('error', reject);
  });
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'still open'>((done) => setTimeout(() => done('still open'), ms))]);

describe('slow clients', () => {
  it('a connection whose headers never finish is closed', async () => {
    const sockets = await Promise.all(Array.from({ length: 20 }, () => open()));
    for (const s of sockets) s.socket.write('GET /api/user HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    // A header byte every half second does not keep it open either.
    const drip = setInterval(() => sockets.forEach((s) => s.socket.writable && s.socket.write('a')), 500);
    const times = await Promise.all(sockets.map((s) => within(s.closed, 6000)));
    clearInterval(drip);
    expect(times.filter((time) => time === 'still open')).toEqual([]);
    for (const time of times) expect(time).toBeGreaterThanOrEqual(limits.headersTimeoutMs - 100);
  });

  it.each([
    ['anonymous', undefined],
    ['signed in', 'buyer'],
  ])('a body trickling a byte at a time is answered 408 and closed (%s)', async (_name, who) => {
    const sockets = await Promise.all(Array.from({ length: 10 }, () => open()));
    const auth = who ? `Authorization: Bearer ${token}\r\n` : '';
    const path = who ? '/api/cart/line' : '/api/password/userType';
    for (const s of sockets)
      s.socket.write(
        `POST ${path} HTTP/1.1\r\nHost: x\r\n${auth}Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{`,
      );
    const drip = setInterval(() => sockets.forEach((s) => s.socket.writable && s.socket.write(' ')), 300);
    const times = await Promise.all(sockets.map((s) => within(s.closed, 6000)));
    clearInterval(drip);
    expect(times.filter((time) => time === 'still open')).toEqual([]);
    for (const s of sockets) {
      expect(s.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(s.received()).toContain('content-type: application/json');
      expect(s.received()).toContain('"code":"REQUEST_TIMEOUT"');
    }
  });

  it('an idle keep-alive connection is closed after its timeout; a busy one is served', async () => {
    const s = await open();
    s.socket.write('GET /api/settings/site HTTP/1.1\r\nHost: x\r\n\r\n');
    await expect.poll(() => s.received(), { timeout: 5000 }).toMatch(/^HTTP\/1\.1 200 /);
    const closedAfter = await within(s.closed, 5000);
    expect(closedAfter).not.toBe('still open');
  });

  it('a body that arrives in time is served, however many bodies are open at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${server.url}/api/password/userType`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ resetToken: 'no-such-token' }),
        }).then((res) => res.status),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 20 }, () => 200));
  });
});

describe('the body timer', () => {
  it('ends with the answer: a request refused before its body was read leaves no timer behind', async () => {
    // Through inject, whose request has no socket to close: a timer left running threw here.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/no-such-endpoint',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ productCode: 'P1', unitOfMeasure: 'CS', quantity: 1 }),
    });
    expect(refused.statusCode).toBe(404);
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onError);
    try {
      await new Promise((done) => setTimeout(done, limits.bodyTimeoutMs + 500));
    } finally {
      process.off('uncaughtException', onError);
    }
    expect(errors).toEqual([]);
  });
});

describe('connections per address', () => {
  it('past the cap, a connection is answered 503 with Retry-After and closed; closing frees the slots', async () => {
    const first = await Promise.all(Array.from({ length: limits.maxConnectionsPerAddress }, () => open()));
    const extra = await Promise.all(Array.from({ length: 5 }, () => open()));
    for (const s of extra) {
      expect(await within(s.closed, 3000)).not.toBe('still open');
      expect(s.received()).toMatch(/^HTTP\/1\.1 503 /);
      expect(s.received()).toContain('retry-after: 5');
      expect(s.received()).toContain('"code":"UNAVAILABLE"');
    }
    // The connections within the cap are served.
    const kept = first[0] as Watched;
    kept.socket.write('GET /api/settings/site HTTP/1.1\r\nHost: x\r\n\r\n');
    await expect.poll(() => kept.received(), { timeout: 5000 }).toMatch(/^HTTP\/1\.1 200 /);
    for (const s of first) s.socket.destroy();
    await Promise.all(first.map((s) => s.closed));
    await expect.poll(async () => (await fetch(`${server.url}/api/settings/site`)).status, { timeout: 5000 }).toBe(200);
  });
});

describe('the defaults', () => {
  it('bound every part of a request, and are documented', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/provender-config-test' });
    expect(config.http).toEqual({
      headersTimeoutMs: 10_000,
      bodyTimeoutMs: 30_000,
      requestTimeoutMs: 600_000,
      keepAliveTimeoutMs: 10_000,
      maxConnectionsPerAddress: 256,
    });
  });
});
