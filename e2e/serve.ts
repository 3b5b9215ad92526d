import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { LISTEN_BACKLOG } from '../apps/server/src/plugins/connection-limits.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';

/**
 * The server for the end-to-end run: the real app (same config parsing, migrations, demo data and
 * buildApp as apps/server/src/main.ts), serving a snapshot of the web build taken at start. Other
 * work in the same checkout may rebuild apps/web/dist mid-run, which would swap the asset files
 * under the running tests.
 */
const base = loadConfig();
const builtWeb = base.webDistDir;
if (!existsSync(join(builtWeb, 'index.html'))) {
  throw new Error(`no web build in ${builtWeb}: run npm run build first (npm run test:e2e does)`);
}
const webSnapshot = join(base.dataDir, 'web');
rmSync(webSnapshot, { recursive: true, force: true });
mkdirSync(webSnapshot, { recursive: true });
cpSync(builtWeb, webSnapshot, { recursive: true });

const config = { ...base, webDistDir: webSnapshot };
const throwaway = base.dataDir.startsWith(tmpdir()) && basename(base.dataDir).startsWith('provender-e2e-');
const database = await prepareDatabase(config);
const app = await buildApp(config, database);

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  const timer = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await app.close();
    await database.close();
    // The run's throwaway data directory (about 200 MB with images); the next run starts afresh anyway.
    if (throwaway) rmSync(base.dataDir, { recursive: true, force: true });
  } finally {
    clearTimeout(timer);
  }
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
