import { reportPaths, type ReportKind } from '@provender/contract';

export interface ReportParameters {
  effectiveDate?: string | null;
  purchasedSince?: string | null;
  /** Sunday 1 to Saturday 7; null for all days. */
  dayOfWeek?: number | null;
  allProducts?: boolean;
}

/** The report's API address with the parameters that are set. */
export function reportUrl(kind: ReportKind, p: ReportParameters = {}): string {
  const query = new URLSearchParams();
  if (p.effectiveDate) query.set('effectiveDate', p.effectiveDate);
  if (kind === 'quotesheet' && p.purchasedSince) query.set('purchasedSince', p.purchasedSince);
  if (kind === 'quotesheet' && p.dayOfWeek) query.set('dayOfWeek', String(p.dayOfWeek));
  if (kind === 'pricelist' && p.allProducts) query.set('allProducts', 'true');
  return query.size ? `${reportPaths[kind]}?${query.toString()}` : reportPaths[kind];
}

/** The id of the viewer tab: one per report and parameters, so two reports never share a tab. */
export const reportDocumentId = (kind: ReportKind, p: ReportParameters = {}) =>
  [kind, p.effectiveDate, p.purchasedSince, p.dayOfWeek, p.allProducts ? 'all' : null].filter(Boolean).join('-');
