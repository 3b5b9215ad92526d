import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import { openDatabase, type Database } from './client.ts';
import { seedDemoData } from './demo-data/index.ts';

/** Opens the configured database, applies the committed migrations, and seeds an empty one. */
export async function prepareDatabase(config: AppConfig, log: (msg: string) => void = () => undefined): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') });
  await database.migrate();
  if (config.seedOnEmpty) {
    const result = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
    const n = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    if (n === 0) {
      log(`empty database: loading demo data (${config.seedProducts} products)`);
      await seedDemoData(database.db, { products: config.seedProducts, imageDir: config.imageDir });
    }
  }
  return database;
}
