import cluster, { type Worker } from 'node:cluster';
import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { LISTEN_BACKLOG } from './plugins/connection-limits.ts';
import { prepareDatabase } from './db/prepare.ts';

const config = loadConfig();
const say = (msg: string) => process.stdout.write(`provender: ${msg}\n`);

/** How long a stopping process may take before it is killed (requests in flight finish first). */
const STOP_TIMEOUT_MS = 10_000;

/** One server process: the database, the application, and a clean stop on SIGTERM or SIGINT. */
async function serve(prepare: boolean) {
  // The first start loads the demo data (tens of seconds): say so, before the server's own logger exists.
  const database = await prepareDatabase(prepare ? config : { ...config, seedOnEmpty: false }, say);
  const app = await buildApp(config, database);

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), STOP_TIMEOUT_MS).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(timer);
    }
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  app.log.info(`Provender storefront on http://localhost:${config.port} (database: ${database.kind})`);
}

/**
 * The primary of several processes (decision 240): migrates and seeds once, then forks one worker
 * per process, which share the listening port (node:cluster hands connections round-robin). A
 * worker that dies after it started listening is replaced; one that dies before stops everything
 * (a bad port or database would only fail again). SIGTERM or SIGINT stops the workers, each
 * finishing its requests in flight, then the primary.
 */
async function primary(count: number) {
  const database = await prepareDatabase(config, say);
  await database.close();

  let stopping = false;
  const alive = new Set<Worker>();
  const listening = new WeakSet<Worker>();
  const fork = () => alive.add(cluster.fork());
  cluster.on('listening', (worker) => {
    listening.add(worker);
    say(`server process ${worker.process.pid} listening`);
  });
  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker);
    if (stopping) {
      if (alive.size === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    if (!listening.has(worker)) {
      say(`a server process failed to start (code ${code ?? signal}); stopping`);
      void stop('startup failure', 1);
      return;
    }
    // A second later, so a process that keeps failing does not spin the machine.
    say(`server process ${worker.process.pid} exited (code ${code ?? signal}); starting another`);
    setTimeout(() => {
      if (!stopping) fork();
    }, 1000);
  });

  async function stop(signal: string, exitCode = 0) {
    if (stopping) return;
    stopping = true;
    say(`shutting down ${count} server processes (${signal})`);
    setTimeout(() => process.exit(1), STOP_TIMEOUT_MS + 2_000).unref();
    process.exitCode = exitCode;
    if (alive.size === 0) process.exit(exitCode);
    for (const worker of alive) worker.process.kill('SIGTERM');
  }
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  say(`starting ${count} server processes on PostgreSQL`);
  for (let i = 0; i < count; i++) fork();
}

if (cluster.isPrimary && config.processes > 1) await primary(config.processes);
else await serve(cluster.isPrimary);
