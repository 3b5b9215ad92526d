import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import { openDatabase, type Database } from './client.ts';
import { seedDemoData } from './demo-data/index.ts';

/** Opens the configured database, applies the committed migrations, and seeds an empty one. */
export async function prepareDatabase(
  config: AppConfig,
  log: (msg: string) => void = () => undefined,
): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pglite'),
    poolSize: config.databasePoolSize,
  });
  await database.migrate();
  if (config.seedOnEmpty) {
    // A database the distributor's files were imported into first (npm run import) is not empty.
    const result = await database.db.execute<{ n: number }>(
      sql`select ((select count(*) from users) + (select count(*) from products))::int as n`,
    );
    const n = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    if (n === 0) {
      log(`empty database: loading demo data (${config.seedProducts} products)`);
      await seedDemoData(database.db, {
        products: config.seedProducts,
        imageDir: config.imageDir,
        documentDir: config.documentDir,
        referenceDate: config.now?.(),
      });
    }
  }
  return database;
}
