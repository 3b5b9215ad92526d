import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { prepareDatabase } from './db/prepare.ts';

const config = loadConfig();
// The first start loads the demo data (tens of seconds): say so, before the server's own logger exists.
const database = await prepareDatabase(config, (msg) => process.stdout.write(`provender: ${msg}\n`));
const app = await buildApp(config, database);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000).unref();
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

await app.listen({ port: config.port, host: config.host });
app.log.info(`Provender storefront on http://localhost:${config.port} (database: ${database.kind})`);
