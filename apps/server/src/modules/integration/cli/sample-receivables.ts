/**
 * The receivables' sample files: the invoices of the sample history (the older ones paid), credit
 * memos, and the open items of the other customers from before the history (invoices, late
 * charges, unapplied payments).
 */
import type { InvoicedOrder } from './sample-history.ts';
import { copyRows, csv, dayOf, int, money, pick, type SampleFiles, type SampleRow } from './sample-kit.ts';

const receivableHeader = [
  'customer_code',
  'ar_code',
  'record_type',
  'reference',
  'invoice_number',
  'order_number',
  'invoice_date',
  'due_date',
  'po_number',
  'initial',
  'balance',
  'remarks',
];

/** The history's invoices, each with a credit memo now and then. */
function invoiceItems(rows: SampleRow[], nextAr: () => string, invoiced: InvoicedOrder[], customerRows: SampleRow[]) {
  invoiced.forEach((v, k) => {
    const customer = customerRows[v.customer] as SampleRow;
    const due = v.day + Number(customer[12]);
    const paid = due < 75 && k % 4 !== 0;
    const short = !paid && k % 13 === 0;
    const invoice = `INV${v.order.slice(2)}`;
    rows.push([
      String(customer[0]),
      nextAr(),
      1,
      invoice,
      invoice,
      v.order,
      dayOf(v.day),
      dayOf(due),
      v.po,
      money(v.total),
      paid ? '0.00' : short ? money(v.total - 25) : money(v.total),
      short ? 'Short paid - pricing under review' : '',
    ]);
    if (k % 7 === 3) {
      const amount = -Number(Math.max(8, v.total * 0.05).toFixed(2));
      rows.push([
        String(customer[0]),
        nextAr(),
        'Credit Memo',
        `CM${80_001 + k}`,
        invoice,
        v.order,
        dayOf(v.day + 3),
        dayOf(v.day + 3),
        v.po,
        money(amount),
        paid ? '0.00' : money(amount),
        pick(['Credit - damaged on delivery', 'Credit - short shipped', 'Credit - pricing adjustment']),
      ]);
    }
  });
}

/** Open items from before the history, of the customers from the 31st on, until there are 300 rows. */
function olderItems(rows: SampleRow[], nextAr: () => string, customerRows: SampleRow[]) {
  for (let c = 30; rows.length < 300; c++) {
    const customer = customerRows[c % 200] as SampleRow;
    const day = -int(5, 120);
    const amount = int(4_000, 180_000) / 100;
    const type = c % 19 === 0 ? 7 : c % 23 === 0 ? 5 : 1;
    const reference = type === 7 ? `Check ${int(1001, 9999)}` : type === 5 ? `LC${90_000 + c}` : `INV${500_000 + c}`;
    const initial = type === 7 ? -amount : type === 5 ? Number((amount / 40).toFixed(2)) : amount;
    rows.push([
      String(customer[0]),
      nextAr(),
      type,
      reference,
      '',
      '',
      dayOf(day),
      dayOf(type === 1 ? day + Number(customer[12]) : day),
      '',
      money(initial),
      money(initial),
      type === 7 ? 'Unapplied payment - no remittance advice' : type === 5 ? 'Finance charge 1.5%' : '',
    ]);
  }
}

/** The receivables with bad rows; answers their lines and what is wrong with each. */
function writeReceivablesWithErrors(files: SampleFiles, receivableRows: SampleRow[]): string[] {
  const badReceivables = copyRows(receivableRows);
  const receivableErrors: string[] = [];
  (badReceivables[9] as SampleRow)[2] = 6;
  receivableErrors.push('11 (a credit memo with a positive amount)');
  (badReceivables[40] as SampleRow)[10] = money(Number(badReceivables[40]?.[9]) * 2);
  receivableErrors.push('42 (balance larger than the initial amount)');
  (badReceivables[77] as SampleRow)[5] = 'SO999999';
  receivableErrors.push('79 (order SO999999 does not exist)');
  (badReceivables[150] as SampleRow)[7] = '2024-01-01';
  receivableErrors.push('152 (due before the invoice date)');
  (badReceivables[201] as SampleRow)[0] = 'Z99999';
  receivableErrors.push('203 (unknown customer)');
  (badReceivables[250] as SampleRow)[1] = String(receivableRows[3]?.[1]);
  receivableErrors.push('252 (A/R code of line 5 again)');
  files['receivables-with-errors.csv'] = csv(receivableHeader, badReceivables);
  return receivableErrors;
}

/** Writes the receivables and their copy with errors; answers the bad rows' lines. */
export function writeReceivableSamples(files: SampleFiles, invoiced: InvoicedOrder[], customerRows: SampleRow[]) {
  const receivableRows: SampleRow[] = [];
  let arNumber = 600_001;
  const nextAr = () => `AR${arNumber++}`;
  invoiceItems(receivableRows, nextAr, invoiced, customerRows);
  olderItems(receivableRows, nextAr, customerRows);
  files['receivables.csv'] = csv(receivableHeader, receivableRows);
  return writeReceivablesWithErrors(files, receivableRows);
}
