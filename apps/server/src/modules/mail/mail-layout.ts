/**
 * The one layout of the storefront's notification mails (decision 522): the distributor's logo and
 * name at the top, then the same content as plain text and as HTML. Templates (order confirmation,
 * payment receipt, invoice digest, the approval mails) describe their content; this writes both parts.
 */
import { defaultThemeColors } from '@provender/contract';

/** The site's teal, as on the screens and the logo (decision 086): white text on it reaches 5.68:1. */
const brandColor = defaultThemeColors.primaryColor;

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** Who sends: the site's company name and its logo's absolute URL (null: the name alone). */
export interface MailBrand {
  company: string;
  logoUrl: string | null;
}

export interface MailTable {
  columns: { label: string; align?: 'left' | 'right' }[];
  rows: string[][];
  /** Lines under the table (label, value), e.g. Total. */
  totals?: [string, string][];
}

export interface MailBody {
  /** The first line under the logo, e.g. "Order 100234 submitted". */
  heading: string;
  paragraphs: string[];
  table?: MailTable;
  /** Paragraphs after the table. */
  after?: string[];
  action?: { label: string; href: string };
  footnote?: string;
}

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A paragraph; its line breaks stay line breaks. */
const paragraph = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`;

function tableHtml(t: MailTable): string {
  const cell = (tag: 'th' | 'td', value: string, i: number) => {
    const align = t.columns[i]?.align ?? 'left';
    const weight = tag === 'th' ? 'font-weight:bold;' : '';
    return `<${tag} style="${weight}text-align:${align};padding:6px 8px;border-bottom:1px solid #ddd">${escapeHtml(value)}</${tag}>`;
  };
  const head = `<tr>${t.columns.map((c, i) => cell('th', c.label, i)).join('')}</tr>`;
  const rows = t.rows.map((r) => `<tr>${r.map((v, i) => cell('td', v, i)).join('')}</tr>`).join('');
  const span = Math.max(1, t.columns.length - 1);
  const totals = (t.totals ?? [])
    .map(
      ([label, value]) =>
        `<tr><td colspan="${span}" style="text-align:right;padding:6px 8px;font-weight:bold">${escapeHtml(label)}</td>` +
        `<td style="text-align:right;padding:6px 8px;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return (
    `<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 16px;font-size:14px">` +
    `${head}${rows}${totals}</table>`
  );
}

function tableText(t: MailTable): string {
  const lines = t.rows.map((r) => r.map((v, i) => `${t.columns[i]?.label ?? ''}: ${v}`).join(' | '));
  const totals = (t.totals ?? []).map(([label, value]) => `${label}: ${value}`);
  return [...lines, ...(totals.length ? ['', ...totals] : [])].join('\n');
}

function headerHtml(brand: MailBrand): string {
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="" width="40" height="40" style="vertical-align:middle;margin-right:12px;border:0">`
    : '';
  return (
    `<div style="background:${brandColor};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold">` +
    `${logo}<span style="vertical-align:middle">${escapeHtml(brand.company)}</span></div>`
  );
}

/** A whole mail (subject, plain text, HTML) in the site's layout. */
export function brandedMail(brand: MailBrand, subject: string, body: MailBody): MailContent {
  const action = body.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.href)}" style="background:${brandColor};color:#ffffff;` +
      `padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(body.action.label)}</a></p>`
    : '';
  const note = body.footnote ? `<p style="margin:0;font-size:13px;color:#555">${escapeHtml(body.footnote)}</p>` : '';
  const html =
    `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;background:#f4f6f6;font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">` +
    `<div style="max-width:600px;margin:0 auto;background:#ffffff">${headerHtml(brand)}<div style="padding:24px">` +
    `<h1 style="font-size:20px;margin:0 0 16px;color:#222">${escapeHtml(body.heading)}</h1>` +
    body.paragraphs.map(paragraph).join('') +
    (body.table ? tableHtml(body.table) : '') +
    (body.after ?? []).map(paragraph).join('') +
    `${action}${note}</div></div></body></html>`;
  const text = [
    brand.company,
    '',
    body.heading,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...(body.table ? [tableText(body.table), ''] : []),
    ...(body.after ?? []).flatMap((p) => [p, '']),
    ...(body.action ? [`${body.action.label}: ${body.action.href}`, ''] : []),
    ...(body.footnote ? [body.footnote, ''] : []),
  ].join('\n');
  return { subject, text, html };
}
