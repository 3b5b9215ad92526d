import type { ImportRejectedRow, ImportRowByKind } from '@provender/contract';
import type { ImportRepository } from './import.repository.ts';
import { none, tally, type KindWriter } from './import-writer.ts';

type ReceivableRow = ImportRowByKind['receivables'];

export const unique = <T>(values: T[]) => [...new Set(values)];

/** Customers of the codes: their id, and whether the code is a consumer account (refused). */
export async function customersOf(repo: ImportRepository, codes: string[]) {
  const [ids, consumers] = await Promise.all([repo.idsByCode('customers', codes), repo.consumerCodes(codes)]);
  return (code: string): { id: number } | { reason: string } => {
    const id = ids.get(code);
    if (id === undefined) return { reason: `customer ${code} does not exist` };
    if (consumers.has(code)) return { reason: `customer ${code} is a consumer account` };
    return { id };
  };
}

/**
 * Receivable items by the ERP's A/R code (decision 200): invoices, credit memos, payments and the
 * other record types, open or paid, for Account Summary, Account Detail, Open A/R and Make
 * Payment. An item may name its order (by the ERP's number), which gives Order History its
 * invoice. `--full`: open items the file does not list are closed (balance zero).
 */
export const receivables = (): KindWriter<ReceivableRow> => ({
  key: (r) => r.arCode,
  async batch(repo, rows, write) {
    const customer = await customersOf(repo, unique(rows.map((r) => r.row.customerCode)));
    const orderNumbers = unique(rows.flatMap((r) => (r.row.orderNumber ? [r.row.orderNumber] : [])));
    const [owners, orders] = await Promise.all([
      repo.receivableOwners(rows.map((r) => r.row.arCode)),
      repo.ordersByErpNumber(orderNumbers),
    ]);
    const rejected: ImportRejectedRow[] = [];
    const accepted: { line: number; key: string; row: Record<string, unknown> }[] = [];
    for (const { line, row } of rows) {
      const found = customer(row.customerCode);
      const owner = owners.get(row.arCode);
      const order = row.orderNumber === undefined ? undefined : orders.get(row.orderNumber);
      if ('reason' in found) rejected.push({ line, reason: found.reason });
      else if (owner !== undefined && owner !== found.id)
        rejected.push({ line, reason: `A/R code ${row.arCode} belongs to another customer` });
      else if (row.orderNumber !== undefined && order?.customerId !== found.id)
        rejected.push({ line, reason: `order ${row.orderNumber} of customer ${row.customerCode} does not exist` });
      else
        accepted.push({
          line,
          key: row.arCode,
          row: {
            customer_id: found.id,
            ar_code: row.arCode,
            record_type: row.recordType,
            reference: row.reference,
            invoice_number: row.invoiceNumber ?? (row.recordType <= 2 ? row.reference : null),
            order_id: order?.id ?? null,
            invoice_date: row.invoiceDate,
            due_date: row.dueDate ?? row.invoiceDate,
            po_number: row.poNumber ?? '',
            initial: row.initial,
            balance: row.balance,
            remarks: row.remarks ?? '',
          },
        });
    }
    if (!write || rejected.length) return { ...none(accepted.length), rejected };
    return { ...tally(accepted, await repo.upsertReceivables(accepted.map((a) => a.row))), rejected };
  },
  finish: (repo, keys) => repo.closeReceivablesNotIn(keys),
});
