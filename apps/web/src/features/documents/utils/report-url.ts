import { endpointUrl, reportEndpoints, type ReportKind } from '@provender/contract';

export interface ReportParameters {
  effectiveDate?: string | null;
  purchasedSince?: string | null;
  /** Sunday 1 to Saturday 7; null for all days. */
  dayOfWeek?: number | null;
  allProducts?: boolean;
}

/** The report's API address with the parameters that are set. */
export function reportUrl(kind: ReportKind, p: ReportParameters = {}): string {
  const effectiveDate = p.effectiveDate || undefined;
  switch (kind) {
    case 'pricelist':
      return endpointUrl(reportEndpoints.pricelist, {
        query: { effectiveDate, allProducts: p.allProducts ? 'true' : undefined },
      });
    case 'quotesheet':
      return endpointUrl(reportEndpoints.quotesheet, {
        query: {
          effectiveDate,
          purchasedSince: p.purchasedSince || undefined,
          dayOfWeek: p.dayOfWeek || undefined,
        },
      });
    default:
      return endpointUrl(reportEndpoints[kind], {});
  }
}

/** The id of the viewer tab: one per report and parameters, so two reports never share a tab. */
export const reportDocumentId = (kind: ReportKind, p: ReportParameters = {}) =>
  [kind, p.effectiveDate, p.purchasedSince, p.dayOfWeek, p.allProducts ? 'all' : null].filter(Boolean).join('-');
