import type { ImportRejectedRow, ImportRowByKind } from '@provender/contract';
import { Decimal } from '@provender/rules';
import { customersOf, unique } from './import-kinds-history.ts';
import type { NamedOrder } from './import-history.repository.ts';
import type { ImportRepository } from './import.repository.ts';
import { none, tally, type BatchOutcome, type KindWriter, type Numbered } from './import-writer.ts';

type HistoryRow = ImportRowByKind['order-history'];
type Reject = (line: number, reason: string) => void;
interface AcceptedOrder {
  rows: Numbered<HistoryRow>[];
  customerId: number;
  existing: NamedOrder | undefined;
}

const MAX_TOTAL = new Decimal('999999999.99');
/** The order's own columns, repeated on each of its lines: they must agree (named as a user knows them). */
const orderColumns: [keyof HistoryRow, string][] = [
  ['customerCode', 'customer'],
  ['shipToCode', 'ship-to'],
  ['orderDate', 'order date'],
  ['deliveryDate', 'delivery date'],
  ['status', 'status'],
  ['poNumber', 'P.O. number'],
  ['specialInstruction', 'special instruction'],
  ['addOnCharges', 'add-on charges'],
  ['tax', 'tax'],
];

/** Splits rows into runs of consecutive rows of one order. */
function groupsOf(rows: Numbered<HistoryRow>[]): Numbered<HistoryRow>[][] {
  const groups: Numbered<HistoryRow>[][] = [];
  for (const r of rows) {
    const last = groups.at(-1);
    if (last && last[0]?.row.orderNumber === r.row.orderNumber) last.push(r);
    else groups.push([r]);
  }
  return groups;
}

/** The orders whose lines agree and whose customer, ship-to and products exist; the others rejected. */
async function checkOrders(
  repo: ImportRepository,
  rows: Numbered<HistoryRow>[],
  groups: Numbered<HistoryRow>[][],
  reject: Reject,
  rejected: ImportRejectedRow[],
) {
  const customer = await customersOf(repo, unique(groups.map((g) => g[0]?.row.customerCode ?? '')));
  const [products, orders] = await Promise.all([
    repo.idsByCode('products', unique(rows.map((r) => r.row.productCode))),
    repo.ordersByErpNumber(groups.map((g) => g[0]?.row.orderNumber ?? '')),
  ]);
  const customerIds = groups.flatMap((g) => {
    const found = customer(g[0]?.row.customerCode ?? '');
    return 'id' in found ? [found.id] : [];
  });
  const shipTos = await repo.shipToKeys(unique(customerIds));

  const accepted: AcceptedOrder[] = [];
  for (const group of groups) {
    const head = group[0] as Numbered<HistoryRow>;
    const { orderNumber: number, customerCode, shipToCode } = head.row;
    const found = customer(customerCode);
    const existing = orders.get(number);
    const before = rejected.length;
    for (const r of group.slice(1)) {
      const differs = orderColumns.find(([field]) => r.row[field] !== head.row[field]);
      if (differs) reject(r.line, `order ${number}: the ${differs[1]} differs from line ${head.line}`);
    }
    if ('reason' in found) reject(head.line, found.reason);
    else if (shipToCode !== undefined && !shipTos.has(`${found.id}/${shipToCode}`))
      reject(head.line, `ship-to ${shipToCode} of customer ${customerCode} does not exist`);
    else if (existing && existing.customerId !== found.id)
      reject(head.line, `order ${number} belongs to another customer`);
    else if (existing && existing.storefront && !existing.acknowledged)
      reject(
        head.line,
        `order ${number} is a storefront order; the ERP's history names it by the number it acknowledged it with`,
      );
    for (const r of group)
      if (!products.has(r.row.productCode)) reject(r.line, `product ${r.row.productCode} does not exist`);
    if (rejected.length === before && 'id' in found) accepted.push({ rows: group, customerId: found.id, existing });
  }
  return { accepted, products };
}

/** The rows to write: new or updated orders, acknowledged storefront orders settled, and every line. */
function historyRowsOf(accepted: AcceptedOrder[], products: Map<string, number>, reject: Reject) {
  const orderRows: Record<string, unknown>[] = [];
  const settled: Record<string, unknown>[] = [];
  const lineRows: Record<string, unknown>[] = [];
  /** The storefront's number of each accepted order, to the ERP's. */
  const erpNumberOf = new Map<string, string>();
  for (const { rows: group, customerId, existing } of accepted) {
    const head = (group[0] as Numbered<HistoryRow>).row;
    const target = existing?.acknowledged ? existing.orderNumber : head.orderNumber;
    erpNumberOf.set(target, head.orderNumber);
    let lineTotal = new Decimal(0);
    for (const { line, row } of group) {
      const extension = new Decimal(row.extension ?? new Decimal(row.quantity).times(row.unitPrice).toFixed(2));
      lineTotal = lineTotal.plus(extension);
      lineRows.push({
        order_number: target,
        line_no: row.lineNo,
        product_id: products.get(row.productCode),
        unit_of_measure: row.unit,
        quantity: row.quantity,
        unit_of_measure_prc: row.priceUnit ?? row.unit,
        unit_price: row.unitPrice,
        extension: extension.toFixed(2),
        product_text1: row.lineNote ?? '',
      });
      if (extension.abs().gt(MAX_TOTAL)) reject(line, 'the extension is over 999,999,999.99');
    }
    const addOn = new Decimal(head.addOnCharges ?? 0);
    const tax = new Decimal(head.tax ?? 0);
    const total = lineTotal.plus(addOn).plus(tax);
    if (lineTotal.abs().gt(MAX_TOTAL) || total.abs().gt(MAX_TOTAL))
      reject((group[0] as Numbered<HistoryRow>).line, `order ${head.orderNumber}: the total is over 999,999,999.99`);
    const amounts = {
      order_number: target,
      status: head.status ?? 'Invoiced',
      delivery_date: head.deliveryDate,
      line_total: lineTotal.toFixed(2),
      add_on_charges: addOn.toFixed(2),
      tax: tax.toFixed(2),
      total: total.toFixed(2),
    };
    if (existing?.acknowledged) settled.push(amounts);
    else
      orderRows.push({
        ...amounts,
        customer_id: customerId,
        shipto_code: head.shipToCode ?? null,
        po_number: head.poNumber ?? '',
        // Noon UTC: the same calendar day in every time zone the history is read in.
        order_date: `${head.orderDate}T12:00:00Z`,
        special_instruction1: head.specialInstruction ?? '',
      });
  }
  return { orderRows, settled, lineRows, erpNumberOf };
}

async function writeHistory(
  repo: ImportRepository,
  accepted: AcceptedOrder[],
  written: ReturnType<typeof historyRowsOf>,
) {
  const { orderRows, settled, lineRows, erpNumberOf } = written;
  const outcome = orderRows.length
    ? await repo.upsertHistoryOrders(orderRows)
    : { inserted: new Set<string>(), updated: new Set<string>() };
  const changed = [
    ...(settled.length ? await repo.settleAcknowledgedOrders(settled) : []),
    ...(await repo.replaceOrderLines(lineRows)),
  ];
  for (const number of changed) {
    const erp = erpNumberOf.get(number) ?? number;
    if (!outcome.inserted.has(erp)) outcome.updated.add(erp);
  }
  const lines = accepted.flatMap((a) => a.rows.map((r) => ({ line: r.line, key: r.row.orderNumber })));
  return tally(lines, outcome);
}

/**
 * The ERP's orders and their invoiced lines (decision 200), one row per line. The lines of an
 * order follow each other, so a batch ends before the order it is in the middle of: the rows of
 * the last order wait for the next batch (or the end). An order is found by the ERP's number:
 * a storefront order the ERP acknowledged under it is settled (status, delivery date, lines,
 * totals), an order loaded before is updated, any other is inserted; a storefront order the ERP
 * did not acknowledge under that number is never overwritten.
 */
export const orderHistory = (): KindWriter<HistoryRow> => {
  const firstLines = new Map<string, number>();
  let pending: Numbered<HistoryRow>[] = [];

  async function apply(repo: ImportRepository, rows: Numbered<HistoryRow>[], write: boolean): Promise<BatchOutcome> {
    if (!rows.length) return none(0);
    const rejected: ImportRejectedRow[] = [];
    const reject = (line: number, reason: string) => rejected.push({ line, reason });
    const groups = groupsOf(rows).filter((group) => {
      const [head] = group;
      if (!head) return false;
      const number = head.row.orderNumber;
      const began = firstLines.get(number);
      if (began !== undefined) {
        reject(head.line, `the lines of order ${number} must follow each other (it began on line ${began})`);
        return false;
      }
      firstLines.set(number, head.line);
      return true;
    });
    const { accepted, products } = await checkOrders(repo, rows, groups, reject, rejected);
    const lineCount = accepted.reduce((n, a) => n + a.rows.length, 0);
    if (!write || rejected.length) return { ...none(lineCount), rejected };
    const written = historyRowsOf(accepted, products, reject);
    if (rejected.length) return { ...none(lineCount), rejected };
    return { ...(await writeHistory(repo, accepted, written)), rejected };
  }

  return {
    key: (r) => `${r.orderNumber}/${r.lineNo}`,
    batch(repo, rows, write) {
      const all = [...pending, ...rows];
      let cut = all.length;
      const last = all.at(-1)?.row.orderNumber;
      while (cut > 0 && all[cut - 1]?.row.orderNumber === last) cut--;
      pending = all.slice(cut);
      return apply(repo, all.slice(0, cut), write);
    },
    end(repo, write) {
      const rest = pending;
      pending = [];
      return apply(repo, rest, write);
    },
  };
};
