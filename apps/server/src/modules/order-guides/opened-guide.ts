import { CountMessages, OrderGuideMessages, type OrderGuide, type Product } from '@provender/contract';
import { hasAtMostDecimals, toQuantity } from '@provender/rules';
import type { CustomerContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { CartService } from '../cart/cart.service.ts';
import { SHIPTO_NOT_ALLOWED, limitedAccount } from '../checkout/checkout.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { CustomersService } from '../customers/customers.service.ts';
import { unitsOf } from './guide-count-lines.ts';
import { guideKeyOf, type GuidePlace } from './guide-place.ts';
import type { OrderGuidesService } from './order-guides.service.ts';

export const refuse = (message: string) => new AppError('VALIDATION', message, { errors: [message] });

/** A guide as count mode sees it: its lines in sequence with their products. */
export interface OpenGuide {
  guide: OrderGuide;
  place: GuidePlace;
  products: Map<number, Product>;
}

interface OpenerDeps {
  orderGuides: OrderGuidesService;
  catalog: CatalogService;
  customers: CustomersService;
  cart: CartService;
}

/**
 * The ship-to the pars and counts are for: the one asked for, else the cart header's (the checkout's
 * current ship-to), else the default. A user limited to some ship-tos (issue 35) reaches only those:
 * another of the customer's is refused as the checkout refuses it (decision 495).
 */
async function shiptoOf(deps: OpenerDeps, ctx: CustomerContext, asked: string | undefined): Promise<string> {
  const { customers, cart } = deps;
  if (ctx.userType === 'consumer') {
    if (asked) throw refuse(CountMessages.unknownShipto(asked));
    return '';
  }
  const whole = await customers.account(ctx.customerId);
  const { row, shiptos } = limitedAccount(whole, ctx.user.shiptoCodes);
  if (asked) {
    if (!whole.shiptos.some((s) => s.code === asked)) throw refuse(CountMessages.unknownShipto(asked));
    if (!shiptos.some((s) => s.code === asked))
      throw new AppError('FORBIDDEN', SHIPTO_NOT_ALLOWED, { errors: [SHIPTO_NOT_ALLOWED] });
    return asked;
  }
  const current = await cart.headerShipto(ctx);
  if (current && shiptos.some((s) => s.code === current)) return current;
  const code = row?.defaultShiptoCode || shiptos[0]?.code || '';
  // Limited to none of the customer's ship-tos: no place to count for.
  if (code === '' && ctx.user.shiptoCodes !== null)
    throw new AppError('FORBIDDEN', SHIPTO_NOT_ALLOWED, { errors: [SHIPTO_NOT_ALLOWED] });
  return code;
}

/** Opens the caller's guide (Standard too) at the ship-to with its products; 404 when the acting customer has none by that name. */
export function createGuideOpener(deps: OpenerDeps) {
  const { orderGuides, catalog } = deps;
  return async function open(ctx: CustomerContext, name: string, shipto: string | undefined): Promise<OpenGuide> {
    const [guides, shiptoCode] = await Promise.all([orderGuides.list(ctx), shiptoOf(deps, ctx, shipto)]);
    const guide = guides.find((g) => guideKeyOf(g.name) === guideKeyOf(name));
    if (!guide) throw new AppError('NOT_FOUND', OrderGuideMessages.notFound(name.trim()));
    const found = await catalog.keptByKeys(
      ctx,
      guide.products.map((p) => p.productKey),
    );
    const products = new Map<number, Product>();
    for (const [key, entry] of found) if (entry.available) products.set(key, entry.product);
    return { guide, products, place: { customerId: ctx.customerId, guideKey: guideKeyOf(guide.name), shiptoCode } };
  };
}
export type GuideOpener = ReturnType<typeof createGuideOpener>;

/** The product of a line of the opened guide; refused when the guide has no such (available) product. */
export function productIn(opened: OpenGuide, productKey: number): Product {
  const product = opened.products.get(productKey);
  if (!product || !opened.guide.products.some((p) => p.productKey === productKey))
    throw refuse(CountMessages.notInGuide(productKey));
  return product;
}

/** One of the product's units (sell-by or price-by); refused otherwise. */
export function unitIn(product: Product, unitOfMeasure: string) {
  const unit = unitsOf(product).find((u) => u.unitOfMeasure === unitOfMeasure);
  if (!unit) throw refuse(CountMessages.unknownUnit(unitOfMeasure, product.description));
  return unit;
}

/** A par or count as stored (2 decimals); refused with more. */
export function quantityOf(value: number, what: string, product: Product): string {
  if (!hasAtMostDecimals(value, 2)) throw refuse(`"${product.description}": ${what} may have at most 2 decimals.`);
  return toQuantity(value).toFixed(2);
}
