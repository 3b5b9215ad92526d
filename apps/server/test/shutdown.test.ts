import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { WEB_CLIENT_ID } from '@provender/contract';
import { DEMO_PASSWORD } from './helpers/app.ts';
import { testDatabaseName, withAdminClient } from './helpers/databases.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');
const nodeBin = join(repoRoot, 'node_modules/.bin/node');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

interface Server {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `main.ts` as `npm run serve` does, on its own data directory or database. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(nodeBin, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? tmpdir(),
      HOST: '127.0.0.1',
      PORT: String(port),
      // At debug a request is logged as it comes in too (decision 481): the test stops the server mid-request.
      LOG_LEVEL: 'debug',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  return { child, port, output: () => output, exited };
}

async function waitUntilAnswering(server: Server, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let exitedEarly = false;
  void server.exited.then(() => (exitedEarly = true));
  while (Date.now() < deadline) {
    if (exitedEarly) throw new Error(`server exited before answering:\n${server.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/api/settings/site`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer within ${timeoutMs} ms:\n${server.output()}`);
}

async function waitForOutput(server: Server, pattern: RegExp, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(server.output())) {
    if (Date.now() > deadline) throw new Error(`no ${pattern} in the output:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A request on a connection of its own, so that several processes sharing the port may each take one. */
function getOnNewConnection(port: number, path: string): Promise<number> {
  return new Promise((done, fail) => {
    get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.once('end', () => done(res.statusCode ?? 0));
    }).once('error', fail);
  });
}

/** The processes that logged an answer to a request (pino writes each line's pid). */
function answeringPids(output: string): Set<number> {
  const pids = new Set<number>();
  for (const line of output.split('\n')) {
    const match = /"pid":(\d+)[^\n]*"msg":"request completed"/.exec(line);
    if (match) pids.add(Number(match[1]));
  }
  return pids;
}

function signInRequest(port: number) {
  return fetch(`http://127.0.0.1:${port}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: WEB_CLIENT_ID,
      username: 'demo.customer',
      password: DEMO_PASSWORD,
    }),
  });
}

async function stopWithin(server: Server, ms: number) {
  const started = Date.now();
  server.child.kill('SIGTERM');
  const timeout = new Promise<'timeout'>((done) => setTimeout(() => done('timeout'), ms).unref());
  const result = await Promise.race([server.exited, timeout]);
  if (result === 'timeout') throw new Error(`no exit within ${ms} ms after SIGTERM:\n${server.output()}`);
  return { ...result, elapsedMs: Date.now() - started };
}

describe('graceful shutdown of the real server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'provender-shutdown-'));
  const adminUrl = process.env['TEST_DATABASE_URL'];
  let env: Record<string, string> = {};
  let dropDatabase = async () => {};
  const started: Server[] = [];

  beforeAll(async () => {
    env = { DATA_DIR: dataDir, SEED_PRODUCTS: '50' };
    if (adminUrl) {
      // On PostgreSQL the server runs on a copy of the seeded template, so it does not seed.
      const name = testDatabaseName();
      await withAdminClient(adminUrl, (c) => c.query(`create database ${name} template ${inject('pgTemplate')}`));
      const target = new URL(adminUrl);
      target.pathname = `/${name}`;
      env['DATABASE_URL'] = target.toString();
      dropDatabase = () =>
        withAdminClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined);
    }
  });

  afterAll(async () => {
    for (const server of started)
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight and exits with code 0 on SIGTERM', { timeout: 300_000 }, async () => {
    const server = await startServer(env);
    started.push(server);
    // The first start on an empty data directory migrates and loads the demo data.
    await waitUntilAnswering(server, 240_000);

    const inFlight = signInRequest(server.port);
    await waitForOutput(server, /"url":"\/api\/token"[^\n]*"incoming request"/, 10_000);
    const stop = stopWithin(server, 15_000);
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { access_token?: string }).access_token).toBeTruthy();

    const { code, signal, elapsedMs } = await stop;
    expect({ code, signal, elapsedMs }, server.output()).toEqual({
      code: 0,
      signal: null,
      elapsedMs: expect.any(Number),
    });
    expect(elapsedMs).toBeLessThan(15_000);
    expect(server.output()).toContain('shutting down');
    expect(server.output()).not.toMatch(/"level":(50|60)/);
  });

  it('starts again on the same data and stops cleanly again', { timeout: 180_000 }, async () => {
    const server = await startServer(env);
    started.push(server);
    await waitUntilAnswering(server, 120_000);
    expect((await signInRequest(server.port)).status).toBe(200);
    const { code, signal } = await stopWithin(server, 15_000);
    expect({ code, signal }, server.output()).toEqual({ code: 0, signal: null });
  });

  it(
    'serves from WEB_CONCURRENCY processes on PostgreSQL and one on PGlite, and stops them all on SIGTERM',
    { timeout: 180_000 },
    async () => {
      const server = await startServer({ ...env, WEB_CONCURRENCY: '2' });
      started.push(server);
      await waitUntilAnswering(server, 120_000);
      // The first process may answer while the second is still starting (a busy machine).
      if (adminUrl)
        await waitForOutput(server, /server process \d+ listening[\s\S]*server process \d+ listening/, 60_000);
      for (let i = 0; i < 12; i++) expect(await getOnNewConnection(server.port, '/api/settings/site')).toBe(200);
      await waitForOutput(server, /request completed/, 5_000);
      const pids = answeringPids(server.output());
      expect(pids.size, server.output()).toBe(adminUrl ? 2 : 1);
      if (!adminUrl) expect([...pids], server.output()).toEqual([server.child.pid]);
      else expect(pids.has(server.child.pid ?? -1)).toBe(false);

      const { code, signal } = await stopWithin(server, 15_000);
      expect({ code, signal }, server.output()).toEqual({ code: 0, signal: null });
      expect(server.output().match(/"msg":"shutting down"/g)?.length).toBe(adminUrl ? 2 : 1);
    },
  );
});
