import type { Content, ContentStack, TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * The layout the order and receivable documents share (decisions 035, 064), as pdfmake content:
 * the company and the title at the top, the document's facts under the title, Bill To, the lines,
 * totals on the right. US Letter, 50 pt margins, Helvetica 9 pt.
 */
export interface DocumentCustomer {
  name: string;
  customerCode: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

export const cityLine = (a: { city: string; state: string; zip: string }) =>
  [a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** A letter document: the info dictionary, the page and the type every document uses. */
export function letterDocument(
  info: { title: string; author: string; subject: string },
  content: Content[],
  compress: boolean,
): TDocumentDefinitions {
  return {
    pageSize: 'LETTER',
    pageMargins: [50, 50, 50, 50],
    compress,
    info,
    defaultStyle: { font: 'Helvetica', fontSize: 9 },
    content,
  };
}

/** Borderless table cells: the facts, the blocks and the totals are laid out in tables without lines. */
const noLines = { hLineWidth: () => 0, vLineWidth: () => 0, paddingLeft: () => 4, paddingRight: () => 0 };

/** Company name on the left; the title, and the facts under it (label: value), on the right. */
export function documentHeading(companyName: string, title: string, facts: [string, string][]): Content {
  return {
    columns: [
      { width: 262, text: companyName, fontSize: 18, bold: true },
      {
        width: '*',
        stack: [
          { text: title, fontSize: 16, bold: true, alignment: 'right', margin: [0, 0, 0, 6] },
          {
            table: {
              widths: ['*', 'auto'],
              body: facts.map(([label, value]) => [
                { text: `${label}:`, alignment: 'right' },
                { text: value, bold: true, alignment: 'right' },
              ]),
            },
            layout: { ...noLines, paddingTop: () => 1, paddingBottom: () => 1 },
          },
        ],
      },
    ],
  };
}

/** A heading and its non-empty lines (Bill To, Ship To). */
export function addressBlock(heading: string, rows: string[]): ContentStack {
  return {
    stack: [
      { text: heading, bold: true, fontSize: 10, margin: [0, 0, 0, 3] },
      ...rows.filter((r) => r.trim() !== '').map((r) => ({ text: r, lineHeight: 1.15 })),
    ],
  };
}

export function billToRows(customer: DocumentCustomer): string[] {
  return [
    customer.name,
    `Customer ${customer.customerCode}`,
    customer.address1,
    customer.address2,
    cityLine(customer),
    customer.phone,
  ];
}

/**
 * A table of lines: a bold header row, repeated on every page the table runs onto, ruled under;
 * rows are never split across pages.
 */
export function linesTable(
  columns: { header: string; width: number | '*'; align?: 'left' | 'right' }[],
  rows: string[][],
): Content {
  return {
    margin: [0, 14, 0, 0],
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: columns.map((c) => c.width),
      body: [
        columns.map((c) => ({ text: c.header, bold: true, alignment: c.align ?? 'left' })),
        ...rows.map((row) => row.map((text, i) => ({ text, alignment: columns[i]?.align ?? 'left' }))),
      ],
    },
    layout: {
      hLineWidth: (i: number) => (i === 1 ? 0.5 : 0),
      vLineWidth: () => 0,
      paddingLeft: () => 1,
      paddingRight: () => 1,
      paddingTop: () => 2,
      paddingBottom: () => 2,
    },
  };
}

/** Totals on the right under a short rule, the last row larger and bold; kept on one page. */
export function totalsBlock(rows: [string, string][]): Content {
  return {
    unbreakable: true,
    margin: [250, 8, 0, 0],
    table: {
      widths: ['*', 78],
      body: rows.map(([label, value], i) => {
        const last = i === rows.length - 1;
        const style = { bold: last, fontSize: last ? 11 : 9 };
        return [
          { text: label, alignment: 'right', ...style },
          { text: value, alignment: 'right', ...style },
        ];
      }),
    },
    layout: {
      ...noLines,
      hLineWidth: (i: number) => (i === 0 ? 0.5 : 0),
      paddingTop: (i: number) => (i === 0 ? 6 : 1),
      paddingBottom: () => 1,
    },
  };
}

/** Small print under the totals. */
export function footnotes(notes: string[]): Content {
  return { stack: notes.map((text) => ({ text, fontSize: 8, margin: [0, 0, 0, 4] })), margin: [0, 10, 0, 0] };
}
