import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { IntegrationScope } from '@provender/contract';
import type { Db } from '../../db/client.ts';
import { integrationApiKeys } from '../../db/schema/index.ts';

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

export interface IntegrationCaller {
  id: number;
  name: string;
  scopes: string[];
}

/**
 * API keys of integrations (decision 160): 32 random bytes, shown once at creation; the database
 * keeps a SHA-256 hash (a key is random, so a slow password hash adds nothing) and an 8-character
 * prefix to tell keys apart. Revoked keys stay listed, they only stop working.
 */
export function createIntegrationKeysService(db: Db) {
  return {
    async create(name: string, scopes: IntegrationScope[]): Promise<{ key: string; prefix: string }> {
      const prefix = randomBytes(6).toString('base64url').slice(0, 8);
      const key = `pvk_${prefix}_${randomBytes(32).toString('base64url')}`;
      await db.insert(integrationApiKeys).values({ name, keyPrefix: prefix, keyHash: hashOf(key), scopes });
      return { key, prefix };
    },

    async revoke(name: string): Promise<boolean> {
      const rows = await db
        .update(integrationApiKeys)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(integrationApiKeys.name, name), isNull(integrationApiKeys.revokedAt)))
        .returning({ id: integrationApiKeys.id });
      return rows.length > 0;
    },

    /**
     * Adds scopes to an active key, keeping its secret and its other scopes: how an administrator
     * lets an existing key acknowledge orders (decision 397). The key's scopes afterwards, or null
     * when there is no active key of that name.
     */
    async grant(name: string, scopes: IntegrationScope[]): Promise<string[] | null> {
      const [row] = await db
        .select({ id: integrationApiKeys.id, scopes: integrationApiKeys.scopes })
        .from(integrationApiKeys)
        .where(and(eq(integrationApiKeys.name, name), isNull(integrationApiKeys.revokedAt)));
      if (!row) return null;
      const next = [...new Set([...row.scopes, ...scopes])];
      await db.update(integrationApiKeys).set({ scopes: next }).where(eq(integrationApiKeys.id, row.id));
      return next;
    },

    list() {
      return db
        .select({
          name: integrationApiKeys.name,
          prefix: integrationApiKeys.keyPrefix,
          scopes: integrationApiKeys.scopes,
          createdAt: integrationApiKeys.createdAt,
          revokedAt: integrationApiKeys.revokedAt,
          lastUsedAt: integrationApiKeys.lastUsedAt,
        })
        .from(integrationApiKeys)
        .orderBy(asc(integrationApiKeys.name));
    },

    /** The integration a key belongs to, or null for an unknown or revoked key. */
    async authenticate(key: string): Promise<IntegrationCaller | null> {
      if (!/^pvk_[A-Za-z0-9_-]{8}_[A-Za-z0-9_-]{43}$/.test(key)) return null;
      const hash = hashOf(key);
      const [row] = await db
        .select()
        .from(integrationApiKeys)
        .where(and(eq(integrationApiKeys.keyHash, hash), isNull(integrationApiKeys.revokedAt)));
      if (!row || !timingSafeEqual(Buffer.from(row.keyHash), Buffer.from(hash))) return null;
      await db
        .update(integrationApiKeys)
        .set({ lastUsedAt: sql`now()` })
        .where(eq(integrationApiKeys.id, row.id));
      return { id: row.id, name: row.name, scopes: row.scopes };
    },
  };
}
export type IntegrationKeysService = ReturnType<typeof createIntegrationKeysService>;
