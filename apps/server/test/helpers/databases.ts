import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A small but complete demo instance: enough customers, ship-tos and products for every rule. */
export const testSeed = { products: 300, customers: 20, consumers: 5, seed: 20261121 };

export const templateDatabaseName = () => `provender_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
export const testDatabaseName = () => `provender_t_${process.pid}_${randomBytes(4).toString('hex')}`;

export async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
