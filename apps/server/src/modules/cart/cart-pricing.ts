import { CURRENCY_UNIT, CartMessages, type CartHeader, type CartLine, type Product } from '@provender/contract';
import { Decimal, DEFAULT_PRICE_DECIMALS, caseQuantity, extension, findCaseUnit } from '@provender/rules';
import { customerContext, type RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { CatalogService, ProductAvailability } from '../catalog/catalog.service.ts';
import { priceIn, type PriceBasis, type PricingService } from '../pricing/pricing.service.ts';
import type { CartHeaderRow, CartLineRow, CartOwner } from './cart.repository.ts';

export function toHeader(row: CartHeaderRow | null): CartHeader {
  return {
    customerShipToCode: row?.customerShipToCode ?? null,
    customer_PO: row?.customerPo ?? '',
    specialInstruction1: row?.specialInstruction1 ?? '',
    specialInstruction2: row?.specialInstruction2 ?? '',
    notes: row?.notes ?? '',
    deliveryDate: row?.deliveryDate ?? null,
    addressId: row?.addressId ?? null,
  };
}

/**
 * The change that names a cart (decision 290): the triggers of migrations 0017 and 0018 announce every
 * change to a cart or its lines so, and a cached answer of the cart is dropped on it.
 */

/** The cart belongs to the signed-in user and the acting customer; guests have none. */
export function ownerOf(ctx: RequestContext): CartOwner {
  if (!ctx.user) throw new AppError('FORBIDDEN', CartMessages.signInToAdd);
  const { user, customerId } = customerContext(ctx);
  return { userId: user.id, customerId };
}

/** The cart answers' scope: the cart's owner, as the cart tables' change notices name it (decision 290). */
export const scopeOf = (owner: CartOwner): string => `${owner.userId}:${owner.customerId}`;

/** A row priced exactly: unit price and extension as decimals (null when the line cannot be priced). */
export interface PricedRow {
  row: CartLineRow;
  product: Product;
  unitPrice: Decimal | null;
  priceDecimals: number;
  extension: Decimal | null;
  caseQuantity: Decimal;
  isAvailable: boolean;
}

/** What pricing a line works out from its product, price basis, units, quantity and override. */
interface LineFigures {
  product: Product;
  unitPrice: Decimal | null;
  priceDecimals: number;
  extension: Decimal | null;
  caseQuantity: Decimal;
  hasUnits: boolean;
}

/**
 * Figures already worked out per kept price basis (decision 371): a basis is kept per price state
 * and never changes, and a cart's lines are priced again by every cart answer, estimate, header
 * and submit. Keyed by the line's product, units, quantity and override; a product object other
 * than the one the figures were worked out with (a newer catalog) works them out again.
 */
const lineFigures = new WeakMap<PriceBasis, Map<string, LineFigures>>();
const MAX_FIGURES_PER_BASIS = 256;

function figuresOf(row: CartLineRow, product: Product, basis: PriceBasis | undefined): LineFigures {
  const key = `${row.productId}|${row.unitOfMeasure}|${row.unitOfMeasurePrc}|${row.quantity}|${row.overridePrice ?? ''}`;
  const kept = basis ? lineFigures.get(basis) : undefined;
  const known = kept?.get(key);
  if (known !== undefined && known.product === product) return known;
  const quantity = new Decimal(row.quantity);
  const sellBy = product.sellBys.find((s) => s.unitOfMeasure === row.unitOfMeasure);
  const priceBy = product.priceBys.find((p) => p.unitOfMeasure === row.unitOfMeasurePrc);
  const computed = basis ? priceIn(basis, row.unitOfMeasurePrc) : null;
  const price = row.overridePrice !== null ? new Decimal(row.overridePrice) : (computed?.price ?? null);
  const caseUnit = findCaseUnit(product.sellBys) ?? findCaseUnit(product.priceBys);
  const figures: LineFigures = {
    product,
    unitPrice: price,
    priceDecimals: priceBy?.priceDecimals ?? DEFAULT_PRICE_DECIMALS,
    extension: price && sellBy && priceBy ? new Decimal(extension(quantity, sellBy, priceBy, price)) : null,
    caseQuantity: sellBy ? new Decimal(caseQuantity(quantity, sellBy, caseUnit)) : new Decimal(0),
    hasUnits: !!sellBy && !!priceBy,
  };
  if (basis) {
    if (kept === undefined) lineFigures.set(basis, new Map([[key, figures]]));
    else {
      if (kept.size >= MAX_FIGURES_PER_BASIS) kept.clear();
      kept.set(key, figures);
    }
  }
  return figures;
}

function priceRow(row: CartLineRow, entry: ProductAvailability, basis: PriceBasis | undefined): PricedRow {
  const figures = figuresOf(row, entry.product, basis);
  return {
    row,
    product: entry.product,
    unitPrice: figures.unitPrice,
    priceDecimals: figures.priceDecimals,
    extension: figures.extension,
    caseQuantity: figures.caseQuantity,
    isAvailable: entry.available && figures.hasUnits,
  };
}

export function toLine(priced: PricedRow, hidePricing: boolean): CartLine {
  const { row, product, unitPrice: price, extension: amount } = priced;
  return {
    id: row.id,
    productKey: row.productId,
    product,
    quantity: { value: new Decimal(row.quantity).toNumber(), unit: row.unitOfMeasure },
    unitPrice: {
      factor: hidePricing || !price ? null : price.toNumber(),
      from: row.unitOfMeasurePrc,
      to: CURRENCY_UNIT,
    },
    priceDecimals: priced.priceDecimals,
    extension: hidePricing || !amount ? null : amount.toNumber(),
    caseQuantity: priced.caseQuantity.toNumber(),
    productText1: row.productText1,
    productText2: row.productText2,
    isOverridePrice: row.overridePrice !== null,
    isAvailable: priced.isAvailable,
  };
}

/** Prices a cart's rows for the acting customer. */
export function createCartPricing(deps: { catalog: CatalogService; pricing: PricingService }) {
  const { catalog, pricing } = deps;
  /**
   * Rows priced for the acting customer: products, prices and settings in three queries, however
   * many lines (two when the caller read the products already).
   */
  async function priceRowsExactly(
    ctx: Pick<RequestContext, 'customerId'>,
    rows: CartLineRow[],
    known?: Map<number, ProductAvailability>,
  ) {
    const keys = rows.map((r) => r.productId);
    // Kept per catalog version (decision 340): what is priced here is shown, or placed by checkout
    // only once its write statement confirmed the catalog version read before.
    const [products, basis] = await Promise.all([
      known ?? catalog.keptByKeys(ctx, keys),
      pricing.keptBasisFor(ctx, keys),
    ]);
    const priced: PricedRow[] = [];
    const messages: string[] = [];
    for (const row of rows) {
      const entry = products.get(row.productId);
      if (!entry) continue;
      const line = priceRow(row, entry, basis.get(row.productId));
      if (!line.isAvailable)
        messages.push(`${entry.product.description} (${entry.product.productCode}) is no longer available.`);
      priced.push(line);
    }
    return { priced, messages };
  }

  async function priceRows(ctx: RequestContext, rows: CartLineRow[], hidePricing: boolean) {
    const { priced, messages } = await priceRowsExactly(ctx, rows);
    return { lines: priced.map((p) => toLine(p, hidePricing)), messages };
  }

  return { priceRowsExactly, priceRows };
}
export type CartPricing = ReturnType<typeof createCartPricing>;
