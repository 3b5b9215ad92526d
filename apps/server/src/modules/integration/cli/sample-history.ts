/**
 * The order history's sample files: 70 orders of the first 30 customers from January to mid-April
 * 2026, one row per invoiced line; the newest few are still open.
 */
import { copyRows, csv, dayOf, int, money, type SampleFiles, type SampleRow } from './sample-kit.ts';

/** An invoiced order of the history: what its receivable is made from. */
export interface InvoicedOrder {
  order: string;
  /** The customer's index in the customers file. */
  customer: number;
  /** Its delivery day (days after 1 January 2026). */
  day: number;
  total: number;
  po: string;
}

const historyHeader = [
  'order_number',
  'customer_code',
  'shipto_code',
  'order_date',
  'delivery_date',
  'status',
  'po_number',
  'special_instruction',
  'add_on_charges',
  'tax',
  'line_no',
  'product_code',
  'unit',
  'quantity',
  'price_unit',
  'unit_price',
  'extension',
  'line_note',
];

/** The o-th order's lines (3 to 7 products; now and then one out of stock or credited) and their total. */
function orderLines(o: number, productRows: SampleRow[]): { lines: SampleRow[]; lineTotal: number } {
  const lines: SampleRow[] = [];
  const chosen = new Set<number>();
  while (chosen.size < int(3, 7)) chosen.add(int(0, 399));
  let lineTotal = 0;
  [...chosen].forEach((p, k) => {
    const product = productRows[p] as SampleRow;
    const base = Number(product[7]);
    const catchWeight = product[3] === '40';
    const weight = catchWeight ? Number(/CS:(\d+)/.exec(String(product[13]))?.[1] ?? 20) : 1;
    const price = Number((base * 0.95).toFixed(2));
    let quantity = int(1, 5);
    let note = '';
    if (o % 23 === 4 && k === 0) [quantity, note] = [0, 'Out of stock'];
    if (o % 17 === 5 && k === chosen.size - 1) [quantity, note] = [-1, 'Credit - damaged on delivery'];
    const extension = Number((quantity * weight * price).toFixed(2));
    lineTotal += extension;
    lines.push([String(product[0]), 'CS', quantity, catchWeight ? 'LB' : 'CS', money(price), money(extension), note]);
  });
  return { lines, lineTotal };
}

/** The history's rows and its invoiced orders. */
function historyOrders(customerRows: SampleRow[], productRows: SampleRow[]) {
  const historyRows: SampleRow[] = [];
  const invoiced: InvoicedOrder[] = [];
  for (let o = 0; o < 70; o++) {
    const c = o % 30;
    const customer = customerRows[c] as SampleRow;
    const orderDay = Math.floor(o * 1.5) + int(0, 1);
    const deliveryDay = orderDay + int(1, 2);
    const order = `SO${410_001 + o}`;
    const po = customer[9] === 'Y' ? `PO-${int(10_000, 99_999)}` : '';
    const { lines, lineTotal } = orderLines(o, productRows);
    const addOn = lineTotal < 250 ? 7.5 : 0;
    const total = Number((lineTotal + addOn).toFixed(2));
    const status = o >= 66 ? 'Open' : 'Invoiced';
    lines.forEach((l, k) =>
      historyRows.push([
        order,
        String(customer[0]),
        '001',
        dayOf(orderDay),
        dayOf(deliveryDay),
        status,
        po,
        o % 11 === 0 ? 'Deliver to back door' : '',
        money(addOn),
        '0.00',
        k + 1,
        ...l,
      ]),
    );
    if (status === 'Invoiced') invoiced.push({ order, customer: c, day: deliveryDay, total, po });
  }
  return { historyRows, invoiced };
}

/** The history with bad rows; answers their lines and what is wrong with each. */
function writeHistoryWithErrors(files: SampleFiles, historyRows: SampleRow[]): string[] {
  const badHistory = copyRows(historyRows);
  const historyErrors: string[] = [];
  (badHistory[3] as SampleRow)[11] = '000001';
  historyErrors.push('5 (unknown product)');
  (badHistory[20] as SampleRow)[13] = '2.555';
  historyErrors.push('22 (quantity with three decimals)');
  const laterLine = badHistory.findIndex((r, i) => i >= 60 && r[0] === badHistory[i - 1]?.[0]);
  (badHistory[laterLine] as SampleRow)[4] = dayOf(400);
  historyErrors.push(`${laterLine + 2} (delivery date differs from the order's line above)`);
  const strayLine = badHistory.findIndex(
    (r, i) => i >= 150 && r[0] !== badHistory[i - 1]?.[0] && r[0] === badHistory[i + 1]?.[0],
  );
  (badHistory[strayLine] as SampleRow)[0] = String(historyRows[0]?.[0]);
  (badHistory[strayLine] as SampleRow)[10] = 99;
  historyErrors.push(`${strayLine + 2} (a line of order ${String(historyRows[0]?.[0])} away from its other lines)`);
  files['order-history-with-errors.csv'] = csv(historyHeader, badHistory);
  return historyErrors;
}

/** Writes the order history and its copy with errors; answers the invoiced orders and the bad rows' lines. */
export function writeHistorySamples(files: SampleFiles, customerRows: SampleRow[], productRows: SampleRow[]) {
  const { historyRows, invoiced } = historyOrders(customerRows, productRows);
  files['order-history.csv'] = csv(historyHeader, historyRows);
  return { invoiced, historyErrors: writeHistoryWithErrors(files, historyRows) };
}
