import type { ImportRejectedRow, ImportRowByKind } from '@provender/contract';
import { none, tally, type KindWriter } from './import-writer.ts';

const userName = /^[a-z0-9][a-z0-9._@-]{1,59}$/;

/**
 * Salespeople and their assigned customers (decision 188). A row's user name (default: its code
 * in lower case) and e-mail may not belong to another account, nor to another row of the file.
 */
export const salespeople = (): KindWriter<ImportRowByKind['salespeople']> => {
  const names = new Map<string, number>();
  const emails = new Map<string, number>();
  return {
    key: (r) => r.salespersonCode,
    async batch(repo, rows, write) {
      const customerCodes = [...new Set(rows.flatMap((r) => r.row.customers ?? []))];
      const ids = await repo.idsByCode('customers', customerCodes);
      const consumers = await repo.consumerCodes(customerCodes);
      const wanted = rows.map((r) => ({
        ...r,
        username: r.row.username ?? r.row.salespersonCode.toLowerCase(),
        email: r.row.email?.toLowerCase() ?? null,
      }));
      const accounts = await repo.accountsFor(
        rows.map((r) => r.row.salespersonCode),
        wanted.map((w) => w.username),
        wanted.flatMap((w) => (w.email ? [w.email] : [])),
      );
      const rejected: ImportRejectedRow[] = [];
      const accepted: typeof wanted = [];
      for (const w of wanted) {
        const code = w.row.salespersonCode;
        const reject = (reason: string) => rejected.push({ line: w.line, reason });
        // The account this row is: the one with its code, else an uncoded salesperson of its user name.
        const own =
          accounts.find((a) => a.code === code) ??
          accounts.find((a) => a.username === w.username && a.kind === 'salesperson' && a.code === null);
        const missing = (w.row.customers ?? []).find((c) => !ids.has(c));
        const consumer = (w.row.customers ?? []).find((c) => consumers.has(c));
        if (!userName.test(w.username)) reject(`salesperson code ${code} is not a user name; give a username`);
        else if (names.has(w.username) && names.get(w.username) !== w.line)
          reject(`user name ${w.username} is already on line ${names.get(w.username)}`);
        else if (w.email && emails.has(w.email) && emails.get(w.email) !== w.line)
          reject(`e-mail ${w.email} is already on line ${emails.get(w.email)}`);
        else if (accounts.some((a) => a.username === w.username && a.id !== own?.id))
          reject(`user name ${w.username} belongs to another account`);
        else if (w.email && accounts.some((a) => a.email === w.email && a.id !== own?.id))
          reject(`e-mail ${w.email} belongs to another account`);
        else if (missing) reject(`customer ${missing} does not exist`);
        else if (consumer) reject(`customer ${consumer} is a consumer account`);
        else accepted.push(w);
        names.set(w.username, names.get(w.username) ?? w.line);
        if (w.email) emails.set(w.email, emails.get(w.email) ?? w.line);
      }
      if (!write || rejected.length) return { ...none(accepted.length), rejected };
      const outcome = await repo.upsertSalespeople(
        accepted.map((w) => ({
          salesperson_code: w.row.salespersonCode,
          username: w.username,
          name: w.row.name,
          email: w.row.email ?? null,
          disabled: !(w.row.active ?? true),
        })),
      );
      const changed = await repo.replaceAssignments(
        accepted.map((w) => w.row.salespersonCode),
        accepted.flatMap((w) =>
          (w.row.customers ?? []).map((c) => ({
            salesperson_code: w.row.salespersonCode,
            customer_id: ids.get(c) ?? 0,
          })),
        ),
      );
      for (const code of changed) if (!outcome.inserted.has(code)) outcome.updated.add(code);
      return {
        ...tally(
          accepted.map((w) => ({ line: w.line, key: w.row.salespersonCode })),
          outcome,
        ),
        rejected,
      };
    },
  };
};
