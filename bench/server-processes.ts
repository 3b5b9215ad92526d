import type { buildApp } from '../apps/server/src/app.ts';
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';

const repoRoot = resolve(import.meta.dirname, '..');

/** A server run as `npm run serve` runs it, with several processes sharing its port (decision 240). */
export interface ServerProcesses {
  url: string;
  /** The primary's process id (its workers are its children). */
  pid: number | undefined;
  stop(): Promise<void>;
}

function freePort(host: string): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/** Where a benchmark server's log goes (bench/results, not committed): one line per request at info. */
export function serverLogFile(name: string): string {
  const dir = join(repoRoot, 'bench/results');
  mkdirSync(dir, { recursive: true });
  return join(dir, `server-${name}.log`);
}

/** The log of an app in the bench's own process, written as the server writes stdout: asynchronously (decision 481). */
export const asyncLog = (name: string) => pino.destination({ dest: serverLogFile(name), sync: false, mkdir: true });

let built: Promise<void> | undefined;
/** `npm run build:server`, once per bench process: the bench runs the server `npm start` runs (issue 37). */
export function buildServer(): Promise<void> {
  built ??= new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'tools/build-server.ts')], {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`build:server exited with ${code}`))));
  });
  return built;
}

/**
 * `buildApp` as `npm start` runs it (apps/server/dist/app.js, compiled by build:server): the bench's
 * in-process PGlite server runs the compiled code too, not the TypeScript loader's output (which
 * names every closure it makes, a few per cent of a warm read).
 */
export async function compiledBuildApp(): Promise<typeof buildApp> {
  await buildServer();
  const compiled = (await import(join(repoRoot, 'apps/server/dist/app.js'))) as { buildApp: typeof buildApp };
  return compiled.buildApp;
}

/**
 * Starts the compiled server (apps/server/dist/main.js, as `npm run serve` runs it, decision 484)
 * on the benchmark database with WEB_CONCURRENCY=count and waits until it answers. The environment
 * is the one the in-process app's configuration was read from. `onOutput` receives everything the
 * processes write (bench:stress keeps their log in a file); without it their output, one log line
 * per request, goes to `logFile` and never through the bench's own event loop.
 */
export async function startServerProcesses(
  env: Record<string, string>,
  count: number,
  host: string,
  onOutput?: (chunk: Buffer) => void,
  logFile?: string,
): Promise<ServerProcesses> {
  await buildServer();
  const port = await freePort(host);
  // The flags of package.json's serve script (decisions 373 and 484).
  const args = ['--max-semi-space-size=64', '--enable-source-maps', join(repoRoot, 'apps/server/dist/main.js')];
  const logFd = !onOutput && logFile ? openSync(logFile, 'w') : undefined;
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '',
      ...env,
      HOST: host,
      PORT: String(port),
      WEB_CONCURRENCY: String(count),
    },
    stdio: ['ignore', logFd ?? 'pipe', 'pipe'],
  });
  if (logFd !== undefined) closeSync(logFd);
  let output = '';
  let listening = 0;
  let warm = 0;
  const keep = (chunk: Buffer) => {
    onOutput?.(chunk);
    const text = chunk.toString();
    listening += text.match(/server process \d+ listening/g)?.length ?? 0;
    warm += text.match(/catalog warm: search index/g)?.length ?? 0;
    output = (output + text).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const logged = () => (logFile && logFd !== undefined ? readFileSync(logFile, 'utf8') : output);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let gone = false;
  void exited.then(() => (gone = true));
  const url = `http://${host}:${port}`;

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (gone) throw new Error(`the server processes exited before answering:\n${logged().slice(-4000)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server processes did not answer within 120 s:\n${logged().slice(-4000)}`);
    }
    // The primary says when each worker listens; then one request shows the site answers.
    if (logFd !== undefined) listening = logged().match(/server process \d+ listening/g)?.length ?? 0;
    if (count === 1 || listening >= count) {
      try {
        if ((await fetch(`${url}/api/settings/site`)).ok) break;
      } catch {
        // Not answering yet.
      }
    }
    await sleep(200);
  }
  // Measured once every process has its catalog warm (decision 550): as a load balancer's readiness
  // check would hold traffic back, the warm-up's reads are not counted against the first scenario.
  for (;;) {
    if (logFd !== undefined) warm = logged().match(/catalog warm: search index/g)?.length ?? 0;
    if (warm >= count || gone || Date.now() > deadline || (env['SEARCH_INDEX'] ?? 'background') !== 'background') break;
    await sleep(200);
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      if (gone) return;
      child.kill('SIGTERM');
      const timeout = sleep(15_000).then(() => 'timeout' as const);
      if ((await Promise.race([exited, timeout])) === 'timeout') child.kill('SIGKILL');
    },
  };
}
