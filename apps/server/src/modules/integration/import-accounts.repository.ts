import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { json, list, rowsOf, tableUpsert, upsert, type UpsertOutcome } from './import-sql.ts';

/** The customers' writes of an import: customers and their ship-tos. */
export function createImportCustomerQueries(tx: Tx) {
  return {
    upsertCustomers: tableUpsert(tx, {
      table: 'customers',
      columns: [
        'customer_code',
        'name',
        'address1',
        'address2',
        'city',
        'state',
        'zip',
        'phone',
        'email',
        'default_shipto_code',
        'default_po',
        'required_po',
        'price_level',
        'credit_limit',
        'terms_days',
      ],
      conflict: '("customer_code")',
      key: 'customer_code',
    }),

    upsertShipTos: tableUpsert(tx, {
      table: 'shiptos',
      columns: [
        'customer_id',
        'code',
        'name',
        'address1',
        'address2',
        'city',
        'state',
        'zip',
        'phone',
        'contact',
        'delivery_time',
        'delivery_days',
      ],
      conflict: '("customer_id", "code")',
      key: `customer_id || '/' || code`,
    }),
  };
}

/** Price levels and contract prices of an import. */
export function createImportPricingQueries(tx: Tx) {
  return {
    async priceLevels(): Promise<Set<number>> {
      const rows = rowsOf<{ level: number }>(await tx.execute(sql`select level from price_levels`));
      return new Set(rows.map((r) => Number(r.level)));
    },

    upsertPriceLevels: tableUpsert(tx, {
      table: 'price_levels',
      columns: ['level', 'description', 'discount_percent'],
      conflict: '("level")',
      key: 'level',
    }),

    upsertContractPrices: tableUpsert(tx, {
      table: 'contract_prices',
      columns: ['customer_id', 'product_id', 'price', 'effective_from', 'effective_to'],
      conflict: '("customer_id", "product_id", "effective_from")',
      key: `customer_id || '/' || product_id || '/' || effective_from`,
    }),
  };
}

/** Salespeople of an import: the accounts they may collide with, their users and their assigned customers. */
export function createImportSalespeopleQueries(tx: Tx) {
  return {
    /** Accounts a salespeople file may touch or collide with: by salesperson code, user name or e-mail. */
    async accountsFor(codes: readonly string[], usernames: readonly string[], emails: readonly string[]) {
      return rowsOf<{ id: number; username: string; email: string | null; kind: string; code: string | null }>(
        await tx.execute(sql`
          select id, username, lower(email) as email, kind::text as kind, salesperson_code as code from users
          where salesperson_code in ${list(codes)} or username in ${list(usernames)}
            or lower(email) in ${list(emails)}`),
      ).map((r) => ({ ...r, id: Number(r.id) }));
    },

    /**
     * Salespeople by their ERP code (decision 188): an existing salesperson without a code is adopted
     * by user name first; new ones get a password hash no password matches (they set one through
     * the password reset mail). Disabling bumps the token version, so their tokens stop working.
     */
    async upsertSalespeople(
      rows: { salesperson_code: string; username: string; name: string; email: string | null; disabled: boolean }[],
    ): Promise<UpsertOutcome> {
      const incoming = sql`json_to_recordset(${json(rows)})
        as i(salesperson_code text, username text, name text, email text, disabled boolean)`;
      const adopted = rowsOf<{ key: string }>(
        await tx.execute(sql`
          update users u set salesperson_code = i.salesperson_code from ${incoming}
          where u.username = i.username and u.kind = 'salesperson' and u.salesperson_code is null
          returning i.salesperson_code as key`),
      );
      const outcome = await upsert(
        tx,
        sql`insert into users (salesperson_code, username, name, email, disabled, kind, password_hash)
          select salesperson_code, username, name, email, disabled, 'salesperson', '!imported' from ${incoming}
          on conflict (salesperson_code) do update set username = excluded.username, name = excluded.name,
            email = excluded.email, disabled = excluded.disabled,
            token_version = users.token_version + (case when excluded.disabled and not users.disabled then 1 else 0 end)
          where (users.username, users.name, users.email, users.disabled)
            is distinct from (excluded.username, excluded.name, excluded.email, excluded.disabled)
          returning salesperson_code as key, (xmax = 0) as inserted`,
      );
      for (const a of adopted) if (!outcome.inserted.has(a.key)) outcome.updated.add(a.key);
      return outcome;
    },

    /** Makes each salesperson's assigned customers exactly the given ones; answers the codes that changed. */
    async replaceAssignments(codes: readonly string[], pairs: { salesperson_code: string; customer_id: number }[]) {
      const rows = rowsOf<{ code: string }>(
        await tx.execute(sql`
          with s as (select id, salesperson_code from users where salesperson_code in ${list(codes)}),
          pairs as (
            select s.id as user_id, p.customer_id
            from json_to_recordset(${json(pairs)}) as p(salesperson_code text, customer_id int)
            join s on s.salesperson_code = p.salesperson_code),
          removed as (
            delete from salesperson_customers sc using s
            where sc.user_id = s.id
              and not exists (select 1 from pairs p where p.user_id = sc.user_id and p.customer_id = sc.customer_id)
            returning sc.user_id),
          added as (
            insert into salesperson_customers (user_id, customer_id) select user_id, customer_id from pairs
            on conflict do nothing returning user_id)
          select s.salesperson_code as code from s
          where s.id in (select user_id from removed union select user_id from added)`),
      );
      return new Set(rows.map((r) => r.code));
    },
  };
}
