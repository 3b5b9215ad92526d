import { describe, expect, it } from 'vitest';
import { reportDocumentId, reportUrl } from './report-url.ts';

describe('report addresses', () => {
  it('carry only the parameters the report takes and that are set', () => {
    expect(reportUrl('statement')).toBe('/api/account/statement');
    expect(reportUrl('pricelist', { effectiveDate: '2026-01-05', purchasedSince: '2025-01-01' })).toBe(
      '/api/reports/pricelist?effectiveDate=2026-01-05',
    );
    expect(reportUrl('pricelist', { allProducts: true })).toBe('/api/reports/pricelist?allProducts=true');
    expect(reportUrl('quotesheet', { effectiveDate: null, purchasedSince: '2025-06-01', dayOfWeek: 1 })).toBe(
      '/api/reports/quotesheet?purchasedSince=2025-06-01&dayOfWeek=1',
    );
    expect(reportUrl('quotesheet', { dayOfWeek: null })).toBe('/api/reports/quotesheet');
  });

  it('name a viewer tab per report and parameters', () => {
    expect(reportDocumentId('quotesheet', { effectiveDate: '2026-01-05', dayOfWeek: 3 })).toBe(
      'quotesheet-2026-01-05-3',
    );
    expect(reportDocumentId('orderguidelist')).toBe('orderguidelist');
  });
});
