import { Decimal, AGING_CREDITS_NOTE, dayNumber, formatMoney, formatUsDate } from '@provender/rules';
import { ageOpenItems, agingColumns } from '@provender/rules/server';
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

/**
 * The current statement (decision 071): every open receivable, oldest first, with its age in days
 * since the invoice date and a running balance, and the total due. Its aging is Account Summary's
 * (decision 435): the one rule of packages/rules, credits apart as Unapplied Credit, with a line
 * saying so; computed here, on the main thread, and handed to the renderer as text.
 */
export function statementDefinition(input: {
  items: StatementItem[];
  today: string;
  companyName: string;
  customerFact: [string, string];
}): ReportDefinition {
  const { items, today } = input;
  const aging = agingColumns(
    ageOpenItems(
      items.map((item) => ({ dueDate: item.due_date, balance: item.balance })),
      today,
    ),
    'Total Due',
  );
  let running = new Decimal(0);
  const rows = items.map((item) => {
    running = running.plus(item.balance);
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
      columns: aging.map((a) => a.name),
      values: aging.map((a) => formatMoney(a.value)),
      note: AGING_CREDITS_NOTE,
    },
  };
}
