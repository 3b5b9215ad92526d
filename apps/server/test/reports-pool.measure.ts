/**
 * Decision 400's measurement (issue 39, item 5): starts the real server (`main.ts`, as `npm run
 * serve` does) on a data directory, sends 20 product lists from five customers at once while
 * demo.admin's GET /api/user is polled, and reads the server's resident memory from /proc before,
 * during and after. Not a test: run it by hand, from the repository root.
 *
 *   node --import tsx apps/server/test/reports-pool.measure.ts <data dir> [repository root]
 *
 * The first run on an empty data directory loads the demo data (3,000 products) first.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { WEB_CLIENT_ID } from '@provender/contract';

const [dataDir, root = process.cwd()] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: reports-pool.measure.ts <data dir> [repository root]');
const repoRoot = resolve(root);

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const say = (line: string) => process.stdout.write(`${line}\n`);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? NaN;
};

const port = await new Promise<number>((done, fail) => {
  const probe = createServer();
  probe.once('error', fail);
  probe.listen(0, '127.0.0.1', () => {
    const address = probe.address();
    probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
  });
});
const base = `http://127.0.0.1:${port}`;
const child = spawn(
  join(repoRoot, 'node_modules/.bin/node'),
  ['--max-semi-space-size=64', '--import', 'tsx', 'apps/server/src/main.ts'],
  {
    cwd: repoRoot,
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '/tmp',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: resolve(dataDir),
      LOG_LEVEL: 'warn',
      REPORT_WORKER_IDLE_SECONDS: '10',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
let exited = false;
child.once('exit', () => (exited = true));
const rssOf = (pid: number) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0; // Ended meanwhile.
  }
};
/** The server's PDF worker processes (its children). */
const workerPids = () =>
  readdirSync(`/proc/${child.pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${child.pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
const rssMb = () => rssOf(child.pid!);
const workersMb = () => workerPids().reduce((sum, pid) => sum + rssOf(pid), 0);

try {
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (exited || Date.now() > deadline) throw new Error('the server did not answer');
    try {
      if ((await fetch(`${base}/api/settings/site`)).ok) break;
    } catch {
      // Not listening yet (the first start loads the demo data).
    }
    await sleep(500);
  }
  const signIn = async (username: string) => {
    const res = await fetch(`${base}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', client_id: WEB_CLIENT_ID, username, password: 'Demo-pass1' }),
    });
    if (!res.ok) throw new Error(`sign-in of ${username}: ${res.status}`);
    return `Bearer ${((await res.json()) as { access_token: string }).access_token}`;
  };
  const printers = await Promise.all(
    ['demo.customer', 'buyer.c10003', 'buyer.c10004', 'buyer.c10005', 'buyer.c10007'].map(signIn),
  );
  const other = await signIn('demo.admin');
  let userFailures = 0;
  /** One GET /api/user, timed to its last byte (or to its failure: a reset connection counts its wait). */
  const user = async () => {
    const started = performance.now();
    try {
      const res = await fetch(`${base}/api/user`, { headers: { authorization: other } });
      await res.arrayBuffer();
      if (!res.ok) userFailures++;
    } catch {
      userFailures++;
    }
    return performance.now() - started;
  };
  for (let i = 0; i < 50; i++) await user();
  await sleep(2000);
  const baseline = rssMb();

  let peak = baseline;
  let workersPeak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
    workersPeak = Math.max(workersPeak, workersMb());
  }, 100);
  const started = performance.now();
  let rendering = true;
  const reports = Promise.all(
    Array.from({ length: 20 }, async (_, i) => {
      try {
        const res = await fetch(`${base}/api/reports/productlist`, {
          headers: { authorization: printers[i % printers.length]! },
        });
        const body = Buffer.from(await res.arrayBuffer());
        return {
          status: String(res.status),
          pdf: body.subarray(0, 5).toString('latin1') === '%PDF-',
          bytes: body.length,
        };
      } catch (err) {
        return { status: (err as { cause?: { code?: string } }).cause?.code ?? 'failed', pdf: false, bytes: 0 };
      }
    }),
  ).finally(() => (rendering = false));
  const busy: number[] = [];
  while (rendering) {
    busy.push(await user());
    await sleep(10);
  }
  const answers = await reports;
  const burstMs = performance.now() - started;
  clearInterval(sampler);
  const after = rssMb();
  await sleep(15_000);
  const idle15 = rssMb();
  await sleep(30_000);
  const idle45 = rssMb();
  await sleep(45_000);
  const idle90 = rssMb();

  const statuses = answers.map((a) => a.status).join(' ');
  say(
    `reports: ${statuses}; all PDFs: ${answers.every((a) => a.pdf)}; ${Math.max(...answers.map((a) => a.bytes))} bytes`,
  );
  say(`20 reports in ${(burstMs / 1000).toFixed(1)} s`);
  say(
    `GET /api/user meanwhile: ${busy.length} requests (${userFailures} failed), p50 ${percentile(busy, 0.5).toFixed(1)} ms, ` +
      `p95 ${percentile(busy, 0.95).toFixed(1)} ms, max ${Math.max(...busy).toFixed(1)} ms`,
  );
  say(`worker processes: RSS peak ${workersPeak.toFixed(0)} MB; alive 90 s later: ${workerPids().length}`);
  say(
    `server RSS (MB): before ${baseline.toFixed(0)}, peak ${peak.toFixed(0)}, right after ${after.toFixed(0)}, ` +
      `15 s later ${idle15.toFixed(0)}, 45 s later ${idle45.toFixed(0)}, 90 s later ${idle90.toFixed(0)}`,
  );
} finally {
  child.kill('SIGTERM');
}
