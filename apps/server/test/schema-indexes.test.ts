import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

/**
 * Guard for the indexes written by hand in migrations (issue 18). The Drizzle schema declares the ones
 * it can express (decision 230); it cannot say INCLUDE, so the listing indexes with INCLUDE columns
 * stay hand-written, and the snapshot does not know them: a regenerated migration could drop them
 * silently. Catalog search and listing depend on all of them (bench/README.md).
 */
const migrationsDir = join(import.meta.dirname, '../src/db/migrations');

/** Each index first written by hand, with the parts of its definition the queries rely on. */
const searchAndListing: Record<string, string[]> = {
  // Over the stored search text since migration 0029 (decision 482).
  products_search_trgm_idx: ['USING gin', '(search_text gin_trgm_ops)'],
  products_list_description_idx: [
    '(description, id)',
    'INCLUDE (main_category_code, category_code)',
    'WHERE is_active',
  ],
  products_list_sequence_idx: [
    '(sequence, description, id)',
    'INCLUDE (main_category_code, category_code)',
    'WHERE is_active',
  ],
  products_list_brand_idx: [
    "((additional ->> 'k1'::text)), description, id",
    'INCLUDE (main_category_code, category_code)',
    'WHERE is_active',
  ],
  products_list_code_idx: ['(product_code)', 'INCLUDE (id, main_category_code, category_code)', 'WHERE is_active'],
  products_list_category_idx: ['(main_category_code, category_code, id)', 'WHERE is_active'],
};
/** The ones the Drizzle schema declares (so its snapshot knows them); the others need INCLUDE. */
const declaredInSchema = ['products_search_trgm_idx', 'products_list_category_idx'];

function latestSnapshot(): { tables: Record<string, { indexes?: Record<string, unknown> }> } {
  const metaDir = join(migrationsDir, 'meta');
  const latest = readdirSync(metaDir)
    .filter((f) => f.endsWith('_snapshot.json'))
    .sort()
    .at(-1);
  return JSON.parse(readFileSync(join(metaDir, latest!), 'utf8'));
}

/** Indexes the migrations create and do not later drop (by name, or with their table). */
function indexesOfMigrations(): Set<string> {
  const live = new Map<string, string>();
  for (const file of readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const text = readFileSync(join(migrationsDir, file), 'utf8');
    const statements =
      /(CREATE (?:UNIQUE )?INDEX (?:IF NOT EXISTS )?"(\w+)" ON "(\w+)")|(DROP INDEX (?:IF EXISTS )?"(\w+)")|(DROP TABLE (?:IF EXISTS )?"(\w+)")/gi;
    for (const m of text.matchAll(statements)) {
      if (m[2] && m[3]) live.set(m[2], m[3]);
      else if (m[5]) live.delete(m[5]);
      else if (m[7]) for (const [name, table] of live) if (table === m[7]) live.delete(name);
    }
  }
  return new Set(live.keys());
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('indexes (issue 18: guard hand-written SQL)', () => {
  it('has every index the Drizzle snapshot knows and every hand-written one, with its definition', async () => {
    const result = await t.db.execute(sql`select indexname, indexdef from pg_indexes where schemaname = 'public'`);
    const defs = new Map(
      (result as unknown as { rows: { indexname: string; indexdef: string }[] }).rows.map((r) => [
        r.indexname,
        r.indexdef,
      ]),
    );
    const known = Object.values(latestSnapshot().tables).flatMap((table) => Object.keys(table.indexes ?? {}));
    expect(known.length).toBeGreaterThan(20);
    expect(known.filter((name) => !defs.has(name))).toEqual([]);
    for (const [name, parts] of Object.entries(searchAndListing)) {
      const def = defs.get(name);
      expect(def, `${name} is missing`).toBeDefined();
      for (const part of parts) expect(def, `${name}: ${part}`).toContain(part);
    }
  });

  it('lists every hand-written index of the migrations here, so none can be dropped unnoticed', () => {
    const snapshot = new Set(
      Object.values(latestSnapshot().tables).flatMap((table) => Object.keys(table.indexes ?? {})),
    );
    expect(declaredInSchema.filter((name) => !snapshot.has(name))).toEqual([]);
    const outsideSnapshot = [...indexesOfMigrations()].filter((name) => !snapshot.has(name)).sort();
    const handWritten = Object.keys(searchAndListing).filter((name) => !declaredInSchema.includes(name));
    expect(outsideSnapshot).toEqual(handWritten.sort());
  });
});
