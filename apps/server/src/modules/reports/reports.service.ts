import {
  type MenuKey,
  type PriceListQuery,
  type QuoteSheetQuery,
  STANDARD_ORDER_GUIDE,
  dayOfWeekNames,
} from '@provender/contract';
import {
  Decimal,
  DEFAULT_PRICE_DECIMALS,
  addDays,
  dayNumber,
  formatMoney,
  formatUsDate,
  isKnownTimeZone,
  zonedDateTime,
} from '@provender/rules';
import { customerPrice, levelPrice, unitPrice } from '@provender/rules/server';
import type { CustomerContext, RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { PdfRenderer } from '../../pdf-workers/pdf-renderer.ts';
import type { MenuService } from '../menu/menu.service.ts';
import type { OrderGuidesService } from '../order-guides/order-guides.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { ReportDefinition } from './report-pdf.ts';
import type { PricedProductRow, ReportsRepository } from './reports.repository.ts';
import { statementDefinition } from './statement-report.ts';

export interface ReportFile {
  fileName: string;
  body: Buffer;
}

const FALLBACK_TIME_ZONE = 'America/New_York';

/** The customer's price per pricing unit before it is rounded to the unit: level price, or a lower contract. */
const perPricingUnit = (r: PricedProductRow) =>
  customerPrice(levelPrice(r.base_price, r.discount_percent), r.contract_price);

/**
 * The price a document prints (decision 436): what the storefront shows and the cart charges for
 * one pricing unit, by the rules the pricing service prices with (the customer's price converted to
 * the unit and rounded half up to its decimals, 4 for a unit that is not a price-by unit), written
 * with those decimals as the products page writes it. Without the unit there is no price (-.--).
 */
export function documentPrice(r: PricedProductRow): string {
  const unit = r.pricing_unit_facts;
  if (!unit || new Decimal(unit.c).isZero()) return formatMoney(null);
  const priceDecimals = unit.pb ? unit.d : DEFAULT_PRICE_DECIMALS;
  const conversion = { unitOfMeasure: r.pricing_unit, stockConversion: unit.c };
  const price = unitPrice(perPricingUnit(r), conversion, { ...conversion, priceDecimals });
  return formatMoney(price, priceDecimals);
}

/** "Contract: Yes" when the contract price in force is the one the customer gets. */
const byContract = (r: PricedProductRow) =>
  r.contract_price !== null && new Decimal(r.contract_price).eq(perPricingUnit(r));

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

  async function basics(ctx: CustomerContext) {
    const [values, customer] = await Promise.all([settings.effectiveValues(ctx), repo.customer(ctx.customerId)]);
    if (!customer) throw new AppError('NOT_FOUND', 'The customer was not found');
    const timeZone = isKnownTimeZone(values.distributorTimeZone) ? values.distributorTimeZone : FALLBACK_TIME_ZONE;
    return {
      customerId: ctx.customerId,
      values,
      today: zonedDateTime(now(), timeZone).date,
      customerFact: ['Customer', `${customer.name} (${customer.code})`] as [string, string],
    };
  }

  /** The report `prepare` lays out from its rows, or null when there is nothing to print. */
  async function file(
    customerId: number,
    fileName: string,
    prepare: () => Promise<ReportDefinition | null>,
  ): Promise<ReportFile | null> {
    const body = await pdf.render(customerId, async () => {
      const definition = await prepare();
      return definition && { kind: 'report' as const, definition };
    });
    return body && { fileName, body };
  }

  async function menuOpen(ctx: RequestContext, key: MenuKey): Promise<boolean> {
    try {
      await menu.assertOpen(ctx, key);
      return true;
    } catch (err) {
      if (err instanceof AppError && err.code === 'MENU_LOCKED') return false;
      throw err;
    }
  }

  function refuseHiddenPricing(hidePricing: boolean) {
    if (hidePricing)
      throw new AppError('FORBIDDEN', 'Prices are hidden for your account, so no price report is available');
  }

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
        const sections = new Map<string, string[][]>();
        for (const r of rows) {
          const heading = `${r.main} - ${r.category}`;
          const section = sections.get(heading) ?? [];
          section.push([r.product_code, r.description, r.pack_size, r.brand, r.units]);
          sections.set(heading, section);
        }
        return {
          title: 'Product List',
          companyName: b.values.companyName,
          printedOn: b.today,
          facts: [b.customerFact, ['Products', String(rows.length)]],
          columns: [
            { header: 'Product Code', width: 64 },
            { header: 'Description', width: '*' },
            { header: 'Pack Size', width: 72 },
            { header: 'Brand', width: 110 },
            { header: 'Sell By', width: 48 },
          ],
          sections: [...sections].map(([heading, sectionRows]) => ({ heading, rows: sectionRows })),
        };
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
        return {
          title: 'Price List',
          companyName: b.values.companyName,
          printedOn: b.today,
          facts: [
            b.customerFact,
            ['Effective Date', formatUsDate(on)],
            [
              'Products',
              query.allProducts ? `All products (${rows.length})` : `Purchased and contract products (${rows.length})`,
            ],
          ],
          columns: [
            { header: 'Product Code', width: 70 },
            { header: 'Description', width: '*' },
            { header: 'Brand', width: 100 },
            { header: 'U/M', width: 30 },
            { header: 'Price', width: 60, align: 'right' },
            { header: 'Contract', width: 42, align: 'center' },
          ],
          sections: [
            {
              rows: rows.map((r) => [
                r.product_code,
                r.description,
                r.brand,
                r.pricing_unit,
                documentPrice(r),
                byContract(r) ? 'Yes' : '',
              ]),
            },
          ],
        };
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
        return {
          title: 'Quote Sheet',
          companyName: b.values.companyName,
          printedOn: b.today,
          facts: [
            b.customerFact,
            ['Effective Date', formatUsDate(on)],
            ['Purchased Since', formatUsDate(since)],
            ['Delivery Day', query.dayOfWeek === undefined ? 'All days' : (dayOfWeekNames[query.dayOfWeek - 1] ?? '')],
          ],
          columns: [
            { header: 'Product Code', width: 64 },
            { header: 'Description', width: '*' },
            { header: 'U/M', width: 28 },
            { header: 'Last Purchased', width: 72 },
            { header: 'Price', width: 56, align: 'right' },
            { header: 'Per', width: 24 },
            { header: 'Quantity', width: 50 },
          ],
          sections: [
            {
              rows: rows.map((r) => [
                r.product_code,
                r.description,
                r.last_unit ?? '',
                r.last_purchased ? formatUsDate(r.last_purchased) : '',
                documentPrice(r),
                r.pricing_unit,
                '',
              ]),
            },
          ],
        };
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
        const rows = [
          ...standard.map((l) => ({
            guide: STANDARD_ORDER_GUIDE,
            product_code: l.productCode,
            description: l.description,
            unit_of_measure: l.unitOfMeasure,
            quantity: String(l.orderQuantity),
          })),
          ...named,
        ];
        if (rows.length === 0) return null;
        const guides = new Map<string, string[][]>();
        for (const r of rows) {
          const lines = guides.get(r.guide) ?? [];
          lines.push([r.product_code, r.description, r.unit_of_measure, new Decimal(r.quantity).toString()]);
          guides.set(r.guide, lines);
        }
        return {
          title: 'Order Guide List',
          companyName: b.values.companyName,
          printedOn: b.today,
          facts: [b.customerFact, ['Order Guides', String(guides.size)]],
          columns: [
            { header: 'Product Code', width: 70 },
            { header: 'Description', width: '*' },
            { header: 'U/M', width: 40 },
            { header: 'Quantity', width: 60, align: 'right' },
          ],
          sections: [...guides].map(([heading, lines]) => ({
            heading,
            rows: lines,
            totals: [['Items', String(lines.length)]],
          })),
        };
      });
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
