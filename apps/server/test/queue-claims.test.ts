import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { createWebhooksRepository } from '../src/modules/integration/webhooks/webhooks.repository.ts';
import { createMailEventsRepository } from '../src/modules/notifications/mail-events.repository.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

/**
 * The mail and webhook workers' claims (decision 552) read the pending rows alone, however many
 * were sent before: the planner takes the partial index of pending ids. Each repository's own
 * statement is captured and explained instead of run.
 */
let t: TestApp;

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** The statement a repository call sends, captured instead of run. */
async function captured(call: (db: Db) => Promise<unknown>): Promise<SQL> {
  let statement: SQL | undefined;
  const capture = { execute: (q: SQL) => ((statement = q), Promise.resolve({ rows: [] })) } as unknown as Db;
  await call(capture);
  if (!statement) throw new Error('no statement');
  return statement;
}

const planOf = async (statement: SQL) =>
  JSON.stringify(rowsOf(await t.db.execute(sql`explain (format json) ${statement}`)));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('queue claims', () => {
  it('mail: the due events are found through the pending index, past 5,000 sent ones', async () => {
    await t.db.execute(sql`
      insert into mail_events (event_key, kind, status, attempts, finished_at)
      select 'sent-' || n, 'order-confirmation', 'sent', 1, now() from generate_series(1, 5000) n`);
    await t.db.execute(sql`
      insert into mail_events (event_key, kind) select 'due-' || n, 'order-confirmation' from generate_series(1, 3) n`);
    await t.db.execute(sql`analyze mail_events`);
    const claim = await captured((db) =>
      createMailEventsRepository(db).claimDue(new Date(), new Date(Date.now() + 60_000), 10),
    );
    expect(await planOf(claim)).toContain('mail_events_pending_idx');
  });

  it('webhooks: the due deliveries are found through the pending index, past 5,000 delivered ones', async () => {
    const [endpoint] = rowsOf<{ id: number }>(
      await t.db.execute(sql`
        insert into webhook_endpoints (name, url, events, secret)
        values ('erp', 'https://erp.example.com/hook', '{order.created}', 'secret') returning id`),
    );
    await t.db.execute(sql`
      insert into webhook_deliveries (endpoint_id, event_id, event_type, stream, seq, record_id, status, finished_at)
      select ${endpoint?.id}, gen_random_uuid(), 'order.created', 'orders', n, n,
             case when n <= 5000 then 'delivered' else 'pending' end, case when n <= 5000 then now() end
        from generate_series(1, 5003) n`);
    await t.db.execute(sql`analyze webhook_deliveries`);
    const claim = await captured((db) =>
      createWebhooksRepository(db).claimDue(new Date(), new Date(Date.now() + 60_000), 10),
    );
    expect(await planOf(claim)).toContain('webhook_deliveries_pending_idx');
  });
});
