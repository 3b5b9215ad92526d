import { STANDARD_ORDER_GUIDE, dayOfWeekNames } from '@provender/contract';
import { Decimal, DEFAULT_PRICE_DECIMALS, formatMoney, formatUsDate } from '@provender/rules';
import { customerPrice, levelPrice, unitPrice } from '@provender/rules/server';
import type { OrderGuidesService } from '../order-guides/order-guides.service.ts';
import type { ReportBasics } from './report-basics.ts';
import type { ReportDefinition } from './report-pdf.ts';
import type { PricedProductRow, ReportsRepository } from './reports.repository.ts';

type ProductListRow = Awaited<ReturnType<ReportsRepository['productList']>>[number];
type QuoteSheetRow = Awaited<ReturnType<ReportsRepository['quoteSheet']>>[number];
type NamedGuideRow = Awaited<ReturnType<ReportsRepository['orderGuides']>>[number];
type StandardLine = Awaited<ReturnType<OrderGuidesService['standardReportLines']>>[number];

/** The documents' layouts: each report's facts, columns and rows (decision 071). */

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

/** The Product List: the customer's products by main category and category. */
export function productListDefinition(b: ReportBasics, rows: ProductListRow[]): ReportDefinition {
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
}

/** The Price List on a date: purchased and contract products, or all. */
export function priceListDefinition(
  b: ReportBasics,
  rows: PricedProductRow[],
  on: string,
  allProducts: boolean | undefined,
): ReportDefinition {
  return {
    title: 'Price List',
    companyName: b.values.companyName,
    printedOn: b.today,
    facts: [
      b.customerFact,
      ['Effective Date', formatUsDate(on)],
      ['Products', allProducts ? `All products (${rows.length})` : `Purchased and contract products (${rows.length})`],
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
}

/** The Quote Sheet: products bought since a date, priced on another, with a column to write quantities in. */
export function quoteSheetDefinition(
  b: ReportBasics,
  rows: QuoteSheetRow[],
  query: { on: string; since: string; dayOfWeek: number | undefined },
): ReportDefinition {
  const { on, since } = query;
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
}

/** The Order Guide List: the Standard guide's lines, then each named guide's, with their counts. */
export function orderGuideListDefinition(
  b: ReportBasics,
  standard: StandardLine[],
  named: NamedGuideRow[],
): ReportDefinition | null {
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
}
