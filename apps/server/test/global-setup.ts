import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { seedDemoData } from '../src/db/demo-data/index.ts';
import { testSeed, templateDatabaseName, withAdminClient } from './helpers/databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string | null;
    documentDir: string;
  }
}

/**
 * Builds one migrated, seeded database for the whole run: a PGlite data-dir snapshot that each
 * test file loads into memory, and, when TEST_DATABASE_URL is set, a PostgreSQL template database
 * that each test file clones.
 */
export default async function setup(project: TestProject) {
  const work = mkdtempSync(join(tmpdir(), 'provender-test-'));
  const imageDir = join(work, 'images');
  const documentDir = join(work, 'documents');

  const url = process.env['TEST_DATABASE_URL'];
  let pgTemplate: string | null = null;
  if (url) {
    pgTemplate = templateDatabaseName();
    await withAdminClient(url, async (client) => {
      await client.query(`drop database if exists ${pgTemplate}`);
      await client.query(`create database ${pgTemplate}`);
    });
    const target = new URL(url);
    target.pathname = `/${pgTemplate}`;
    const pgDb = await openDatabase({ databaseUrl: target.toString() });
    await pgDb.migrate();
    await seedDemoData(pgDb.db, { ...testSeed, imageDir, documentDir });
    await pgDb.close();
  }

  const lite = await openDatabase({});
  await lite.migrate();
  await seedDemoData(lite.db, { ...testSeed, imageDir, documentDir });
  const snapshotFile = join(work, 'pglite.tar.gz');
  if (!lite.client) throw new Error('expected an embedded database');
  const pglite = lite.client;
  writeFileSync(snapshotFile, Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer()));
  await lite.close();

  project.provide('pgliteSnapshot', snapshotFile);
  project.provide('documentDir', documentDir);
  project.provide('pgTemplate', pgTemplate);

  return async () => {
    if (url && pgTemplate) {
      await withAdminClient(url, async (client) => {
        await client.query(`drop database if exists ${pgTemplate} with (force)`);
      });
    }
    rmSync(work, { recursive: true, force: true });
  };
}
