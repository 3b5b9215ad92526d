import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { createImportHistoryQueries } from './import-history.repository.ts';
import { createImportCatalogQueries, createImportProductExtrasQueries } from './import-catalog.repository.ts';
import {
  createImportCustomerQueries,
  createImportPricingQueries,
  createImportSalespeopleQueries,
} from './import-accounts.repository.ts';
import { list, rowsOf } from './import-sql.ts';

/** Batched reads and upserts of the integration import, inside the import's one transaction. */
export function createImportRepository(tx: Tx) {
  return {
    ...createImportHistoryQueries(tx),
    ...createImportCatalogQueries(tx),
    ...createImportProductExtrasQueries(tx),
    ...createImportCustomerQueries(tx),
    ...createImportPricingQueries(tx),
    ...createImportSalespeopleQueries(tx),
    async idsByCode(table: 'customers' | 'products', codes: readonly string[]): Promise<Map<string, number>> {
      const column = table === 'customers' ? sql`customer_code` : sql`product_code`;
      const rows = rowsOf<{ code: string; id: number }>(
        await tx.execute(
          sql`select ${column} as code, id from ${sql.identifier(table)} where ${column} in ${list(codes)}`,
        ),
      );
      return new Map(rows.map((r) => [r.code, Number(r.id)]));
    },

    async consumerCodes(codes: readonly string[]): Promise<Set<string>> {
      const rows = rowsOf<{ code: string }>(
        await tx.execute(
          sql`select customer_code as code from customers where is_consumer and customer_code in ${list(codes)}`,
        ),
      );
      return new Set(rows.map((r) => r.code));
    },
  };
}
export type ImportRepository = ReturnType<typeof createImportRepository>;
