import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatUsDate } from '@provender/rules';
import { renderPdf } from '../../pdf-workers/pdfmake.ts';
import { reportLogoSvg } from './report-logo.ts';

/*
 * Reports are laid out by pdfmake (decisions 071, 460): tables that break across pages with their
 * heading repeated, and page numbers in the footer, instead of hand-placed coordinates.
 */

export interface ReportColumn {
  header: string;
  width: number | '*' | 'auto';
  align?: 'left' | 'right' | 'center';
}

export interface ReportSection {
  /** A heading over the section's table (an order guide's name); none for a single table. */
  heading?: string;
  rows: string[][];
  /** Rows printed bold under the table: [label, value] pairs, the value under the last column. */
  totals?: [string, string][];
}

export interface ReportDefinition {
  title: string;
  companyName: string;
  /** Who the report is for and its parameters, one line each. */
  facts: [string, string][];
  printedOn: string;
  columns: ReportColumn[];
  sections: ReportSection[];
  /** Lines after the tables (the statement's aging), with a note under them (how credits are shown). */
  summary?: { heading: string; columns: string[]; values: string[]; note?: string };
  landscape?: boolean;
}

function table(def: ReportDefinition, section: ReportSection): Content {
  const header: TableCell[] = def.columns.map((c) => ({
    text: c.header,
    style: 'th',
    alignment: c.align ?? 'left',
  }));
  const body: TableCell[][] = section.rows.map((row) =>
    row.map((text, i) => ({ text, alignment: def.columns[i]?.align ?? 'left' })),
  );
  for (const [label, value] of section.totals ?? []) {
    const span = def.columns.length - 1;
    body.push([
      { text: label, colSpan: span, bold: true, alignment: 'right' },
      ...Array.from({ length: span - 1 }, () => ({ text: '' })),
      { text: value, bold: true, alignment: 'right' },
    ]);
  }
  return {
    table: { headerRows: 1, widths: def.columns.map((c) => c.width), body: [header, ...body], dontBreakRows: true },
    layout: {
      hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
        i === 1 || i === node.table.body.length ? 0.8 : 0.25,
      vLineWidth: () => 0,
      hLineColor: () => '#9e9e9e',
      fillColor: (i: number) => (i === 0 ? '#e7f1f1' : i % 2 === 0 ? '#fafafa' : null),
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
    fontSize: 8.5,
    margin: [0, 4, 0, 10],
  };
}

export function renderReportPdf(def: ReportDefinition): Promise<Buffer> {
  const content: Content[] = [
    {
      columns: [
        { svg: reportLogoSvg, width: 40 },
        { text: def.companyName, style: 'company', margin: [8, 8, 0, 0], width: '*' },
        { text: def.title, style: 'title', alignment: 'right', margin: [0, 8, 0, 0], width: 'auto' },
      ],
    },
    {
      table: {
        widths: ['auto', '*'],
        body: [...def.facts, ['Printed', formatUsDate(def.printedOn)] as [string, string]].map(
          ([label, value]): TableCell[] => [{ text: `${label}:`, bold: true }, { text: value }],
        ),
      },
      layout: 'noBorders',
      fontSize: 9,
      margin: [0, 10, 0, 8],
    },
  ];
  for (const section of def.sections) {
    if (section.heading) content.push({ text: section.heading, style: 'section' });
    content.push(table(def, section));
  }
  if (def.summary) {
    content.push({ text: def.summary.heading, style: 'section' });
    content.push({
      table: {
        widths: def.summary.columns.map(() => '*'),
        body: [
          // 8 pt heads: seven columns fit a portrait page with 'Unapplied Credit' on one line.
          def.summary.columns.map((c) => ({ text: c, style: 'th', fontSize: 8, alignment: 'right' })),
          def.summary.values.map((v, i) => ({
            text: v,
            alignment: 'right',
            bold: i === def.summary!.values.length - 1,
          })),
        ],
      },
      // Ruled as the tables above it: a tinted head, light lines, no vertical rules.
      layout: {
        hLineWidth: (i: number) => (i === 1 || i === 2 ? 0.8 : 0.25),
        vLineWidth: () => 0,
        hLineColor: () => '#9e9e9e',
        fillColor: (i: number) => (i === 0 ? '#e7f1f1' : null),
        paddingTop: () => 3,
        paddingBottom: () => 3,
      },
      fontSize: 9,
    });
    if (def.summary.note)
      content.push({ text: def.summary.note, fontSize: 8.5, lineHeight: 1.25, color: '#424242', margin: [0, 6, 0, 0] });
  }
  const doc: TDocumentDefinitions = {
    pageSize: 'LETTER',
    pageOrientation: def.landscape ? 'landscape' : 'portrait',
    pageMargins: [40, 40, 40, 48],
    info: { title: `${def.title} - ${def.companyName}`, author: def.companyName, subject: def.title },
    defaultStyle: { font: 'Helvetica', fontSize: 9, color: '#212121' },
    styles: {
      company: { fontSize: 16, bold: true, color: '#005f5f' },
      title: { fontSize: 16, bold: true },
      section: { fontSize: 11, bold: true, margin: [0, 8, 0, 2], color: '#005f5f' },
      th: { bold: true, fontSize: 8.5 },
    },
    footer: (currentPage: number, pageCount: number) => ({
      columns: [
        { text: `${def.companyName} - ${def.title}`, margin: [40, 16, 0, 0], fontSize: 8, color: '#616161' },
        {
          text: `Page ${currentPage} of ${pageCount}`,
          alignment: 'right',
          margin: [0, 16, 40, 0],
          fontSize: 8,
          color: '#616161',
        },
      ],
    }),
    content,
  };
  return renderPdf(doc);
}
