import { type PriceListQuery, type QuoteSheetQuery } from '@provender/contract';
import { addDays, dayNumber } from '@provender/rules';
import type { CustomerContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { PdfRenderer } from '../../pdf-workers/pdf-renderer.ts';
import type { MenuService } from '../menu/menu.service.ts';
import type { OrderGuidesService } from '../order-guides/order-guides.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { createReportBasics, type ReportFile } from './report-basics.ts';
import {
  orderGuideListDefinition,
  priceListDefinition,
  productListDefinition,
  quoteSheetDefinition,
} from './report-layouts.ts';
import type { ReportsRepository } from './reports.repository.ts';
import { statementDefinition } from './statement-report.ts';

export type { ReportFile } from './report-basics.ts';
export { documentPrice } from './report-layouts.ts';

/**
 * The Documents page's reports (decision 071): each answers a PDF, or null when there is nothing
 * to print (the route answers 204). Menu keys gate them in the routes; here the acting customer
 * scopes every read, and hidden pricing refuses the two price reports. The rows are read in the
 * customer's turn and rendered in a worker process (decision 400): past the limits the answer is 429
 * or 503, before anything is read.
 */
export function createReportsService(deps: {
  repo: ReportsRepository;
  settings: SettingsService;
  menu: MenuService;
  orderGuides: Pick<OrderGuidesService, 'standardReportLines'>;
  pdf: PdfRenderer;
  now?: () => Date;
}) {
  const { repo, settings, menu, orderGuides, pdf } = deps;
  const now = deps.now ?? (() => new Date());

  const { basics, file, menuOpen, refuseHiddenPricing } = createReportBasics({ repo, settings, menu, pdf, now });

  return {
    async statement(ctx: CustomerContext): Promise<ReportFile | null> {
      const b = await basics(ctx);
      return file(b.customerId, `Statement-${b.today}.pdf`, async () => {
        const items = await repo.openItems(b.customerId);
        if (items.length === 0) return null;
        return statementDefinition({
          items,
          today: b.today,
          companyName: b.values.companyName,
          customerFact: b.customerFact,
        });
      });
    },

    async productList(ctx: CustomerContext): Promise<ReportFile | null> {
      const b = await basics(ctx);
      return file(b.customerId, 'Product-List.pdf', async () => {
        const rows = await repo.productList(b.customerId);
        if (rows.length === 0) return null;
        return productListDefinition(b, rows);
      });
    },

    async priceList(ctx: CustomerContext, query: PriceListQuery): Promise<ReportFile | null> {
      const b = await basics(ctx);
      refuseHiddenPricing(b.values.hidePricing);
      if (query.allProducts) await menu.assertOpen(ctx, 'AllProducts');
      const on = query.effectiveDate ?? b.today;
      return file(b.customerId, `Price-List-${on}.pdf`, async () => {
        const rows = await repo.priceList(b.customerId, on, query.allProducts ?? false);
        if (rows.length === 0) return null;
        return priceListDefinition(b, rows, on, query.allProducts);
      });
    },

    async quoteSheet(ctx: CustomerContext, query: QuoteSheetQuery): Promise<ReportFile | null> {
      const b = await basics(ctx);
      refuseHiddenPricing(b.values.hidePricing);
      const on = query.effectiveDate ?? b.today;
      const since = query.purchasedSince ?? addDays(on, -365);
      if (dayNumber(since) > dayNumber(b.today))
        throw new AppError('VALIDATION', 'Purchased since cannot be in the future');
      // Sunday 1 .. Saturday 7 (spec 02) to ISO 1 (Monday) .. 7 (Sunday).
      const isoDay = query.dayOfWeek === undefined ? null : query.dayOfWeek === 1 ? 7 : query.dayOfWeek - 1;
      return file(b.customerId, `Quote-Sheet-${on}.pdf`, async () => {
        const rows = await repo.quoteSheet(b.customerId, on, since, isoDay);
        if (rows.length === 0) return null;
        return quoteSheetDefinition(b, rows, { on, since, dayOfWeek: query.dayOfWeek });
      });
    },

    /**
     * The Standard guide first (derived as the products page shows it), then the named guides,
     * which are printed only where the buyer may see them: GET /api/orderguide answers Standard
     * alone without the OrderGuides entry, and so does this report (decision 172).
     */
    async orderGuideList(ctx: CustomerContext): Promise<ReportFile | null> {
      const b = await basics(ctx);
      return file(b.customerId, 'Order-Guide-List.pdf', async () => {
        const [standard, named] = await Promise.all([
          orderGuides.standardReportLines(ctx),
          menuOpen(ctx, 'OrderGuides').then((open) => (open ? repo.orderGuides(b.customerId) : [])),
        ]);
        return orderGuideListDefinition(b, standard, named);
      });
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
