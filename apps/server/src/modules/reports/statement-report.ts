import Decimal from 'decimal.js';
import { dayNumber, formatMoney, formatUsDate } from '@provender/rules';
import type { ReportDefinition } from './report-pdf.ts';

export interface StatementItem {
  reference: string;
  record_type: number;
  invoice_date: string;
  due_date: string;
  po_number: string;
  initial: string;
  balance: string;
}

const recordTypeNames: Record<number, string> = {
  1: 'Invoice',
  2: 'Future Invoice',
  3: 'NSF Check',
  4: 'Debit Adj.',
  5: 'Late Charge',
  6: 'Credit Memo',
  7: 'Payment',
  8: 'Credit Adj.',
};

/** Aging buckets by days past due on the statement date; credits age like the rest. */
export const agingBuckets = ['Current', '1-30 Days', '31-60 Days', '61-90 Days', 'Over 90 Days'] as const;

export function agingBucket(dueDate: string, today: string): number {
  const late = dayNumber(today) - dayNumber(dueDate);
  if (late <= 0) return 0;
  if (late <= 30) return 1;
  if (late <= 60) return 2;
  if (late <= 90) return 3;
  return 4;
}

/**
 * The current statement (decision 071): every open receivable, oldest first, with its age in days
 * since the invoice date and a running balance, the aging by days past due and the total due.
 */
export function statementDefinition(input: {
  items: StatementItem[];
  today: string;
  companyName: string;
  customerFact: [string, string];
}): ReportDefinition {
  const { items, today } = input;
  const aging = agingBuckets.map(() => new Decimal(0));
  let running = new Decimal(0);
  const rows = items.map((item) => {
    running = running.plus(item.balance);
    const bucket = agingBucket(item.due_date, today);
    aging[bucket] = (aging[bucket] ?? new Decimal(0)).plus(item.balance);
    return [
      item.reference,
      recordTypeNames[item.record_type] ?? 'Item',
      formatUsDate(item.invoice_date),
      formatUsDate(item.due_date),
      String(Math.max(0, dayNumber(today) - dayNumber(item.invoice_date))),
      item.po_number,
      formatMoney(item.initial),
      formatMoney(item.balance),
      formatMoney(running),
    ];
  });
  return {
    title: 'Statement',
    companyName: input.companyName,
    printedOn: today,
    facts: [input.customerFact, ['Statement Date', formatUsDate(today)]],
    columns: [
      { header: 'Reference', width: 58 },
      { header: 'Type', width: 58 },
      { header: 'Invoice Date', width: 52 },
      { header: 'Due Date', width: 52 },
      { header: 'Age', width: 24, align: 'right' },
      { header: 'P.O.', width: '*' },
      { header: 'Initial', width: 56, align: 'right' },
      { header: 'Balance', width: 56, align: 'right' },
      { header: 'Running', width: 58, align: 'right' },
    ],
    sections: [{ rows, totals: [['Total Due', formatMoney(running)]] }],
    summary: {
      heading: 'Aging',
      columns: [...agingBuckets, 'Total Due'],
      values: [...aging.map((a) => formatMoney(a)), formatMoney(running)],
    },
  };
}
