import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

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

/**
 * Starts apps/server/src/main.ts on the benchmark database with WEB_CONCURRENCY=count and waits
 * until it answers. The environment is the one the in-process app's configuration was read from.
 * `onOutput` also receives everything the processes write (bench:stress keeps their log in a file).
 */
export async function startServerProcesses(
  env: Record<string, string>,
  count: number,
  host: string,
  onOutput?: (chunk: Buffer) => void,
): Promise<ServerProcesses> {
  const port = await freePort(host);
  // The flags of package.json's serve script (decision 373).
  const args = ['--max-semi-space-size=64', '--import', 'tsx', join(repoRoot, 'apps/server/src/main.ts')];
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
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let listening = 0;
  const keep = (chunk: Buffer) => {
    onOutput?.(chunk);
    const text = chunk.toString();
    listening += text.match(/server process \d+ listening/g)?.length ?? 0;
    output = (output + text).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let gone = false;
  void exited.then(() => (gone = true));
  const url = `http://${host}:${port}`;

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (gone) throw new Error(`the server processes exited before answering:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server processes did not answer within 120 s:\n${output}`);
    }
    // The primary says when each worker listens; then one request shows the site answers.
    if (listening >= count) {
      try {
        if ((await fetch(`${url}/api/settings/site`)).ok) break;
      } catch {
        // Not answering yet.
      }
    }
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
