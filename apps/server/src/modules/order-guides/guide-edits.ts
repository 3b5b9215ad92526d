import {
  ORDER_GUIDE_LINES_MAX,
  OrderGuideMessages,
  isReservedOrderGuideName,
  type OrderGuideCreate,
  type OrderGuidePatch,
} from '@provender/contract';
import { Decimal, defaultGuideUnit, guideQuantityError, toQuantity } from '@provender/rules';
import type { CustomerContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { CatalogService, ProductAvailability } from '../catalog/catalog.service.ts';
import type { GuideLineWrite, OrderGuidesRepository } from './order-guides.repository.ts';

/** A line as a buyer sends it: the unit may be missing (the product's default unit is used). */
interface LineInput {
  productKey: number;
  orderQuantity: number;
  unitOfMeasure?: string | undefined;
}

const refuse = (message: string) => new AppError('VALIDATION', message, { errors: [message] });

function rejectDuplicates(lines: { productKey: number }[], products: Map<number, ProductAvailability>) {
  const seen = new Set<number>();
  for (const line of lines) {
    if (seen.has(line.productKey)) {
      const description = products.get(line.productKey)?.product.description ?? `Product ${line.productKey}`;
      throw refuse(`"${description}" is listed more than once; an order guide keeps one line per product.`);
    }
    seen.add(line.productKey);
  }
}

/**
 * Checks a line against its product for the acting customer: the product must be buyable, the
 * unit one of its sell-by units (a missing unit falls back to the default one) and the quantity
 * a multiple of that unit's sell-by multiple. Answers what to store or throws the reason.
 */
function checkLine(line: LineInput, entry: ProductAvailability | undefined): GuideLineWrite {
  if (!entry?.available) throw refuse(`Product ${line.productKey}: ${OrderGuideMessages.productUnavailable}`);
  const { product } = entry;
  const sellBy = line.unitOfMeasure
    ? product.sellBys.find((s) => s.unitOfMeasure === line.unitOfMeasure)
    : defaultGuideUnit(product.sellBys, product.defaultQuantity.unitOfMeasure);
  if (!sellBy) {
    throw refuse(
      line.unitOfMeasure
        ? `${line.unitOfMeasure} is not a Sell By U/M of "${product.description}".`
        : `"${product.description}": Product has no Sell By U/M`,
    );
  }
  const quantity = new Decimal(String(line.orderQuantity));
  const error = guideQuantityError(quantity, sellBy.sellByMultiple);
  if (error) throw refuse(`"${product.description}": ${error}`);
  return {
    productId: product.productKey,
    unitOfMeasure: sellBy.unitOfMeasure,
    orderQuantity: toQuantity(quantity).toFixed(2),
  };
}

/** The customer's own guides changed: created, patched, removed; Standard is read-only. */
export function createGuideEdits(deps: { repo: OrderGuidesRepository; catalog: CatalogService }) {
  const { repo, catalog } = deps;

  async function ownGuide(customerId: number, name: string) {
    if (isReservedOrderGuideName(name)) throw new AppError('METHOD_NOT_ALLOWED', OrderGuideMessages.standardReadOnly);
    const guide = await repo.guide(customerId, name);
    if (!guide) throw new AppError('NOT_FOUND', OrderGuideMessages.notFound(name.trim()));
    return guide;
  }

  return {
    /** Creates a guide named as in the path; all lines are checked before anything is written. */
    async create(ctx: CustomerContext, pathName: string, body: OrderGuideCreate): Promise<void> {
      const customerId = ctx.customerId;
      const name = body.name;
      if (pathName.trim() !== name) throw refuse('The name in the body must be the order guide name of the address.');
      if (isReservedOrderGuideName(name)) throw new AppError('METHOD_NOT_ALLOWED', OrderGuideMessages.nameReserved);
      const products = await catalog.byKeys(
        ctx,
        body.lines.map((l) => l.productKey),
      );
      rejectDuplicates(body.lines, products);
      const writes = body.lines.map((line) => checkLine(line, products.get(line.productKey)));
      const id = await repo.create(customerId, name, writes);
      if (id === null) throw new AppError('CONFLICT', OrderGuideMessages.nameTaken(name));
    },

    /** Upserts and deletes product lines; all lines are checked before anything is written. */
    async patch(ctx: CustomerContext, name: string, lines: OrderGuidePatch): Promise<void> {
      const customerId = ctx.customerId;
      const guide = await ownGuide(customerId, name);
      const products = await catalog.byKeys(
        ctx,
        lines.map((l) => l.productKey),
      );
      rejectDuplicates(lines, products);
      // A product may be removed even when it can no longer be bought.
      const deletes = lines.filter((l) => l.isDelete).map((l) => l.productKey);
      const upserts = lines.filter((l) => !l.isDelete).map((line) => checkLine(line, products.get(line.productKey)));
      if (!(await repo.patch(guide.id, upserts, deletes, ORDER_GUIDE_LINES_MAX))) {
        throw refuse(OrderGuideMessages.tooManyProducts);
      }
    },

    async remove(ctx: CustomerContext, name: string): Promise<void> {
      const customerId = ctx.customerId;
      await ownGuide(customerId, name);
      if (!(await repo.remove(customerId, name)))
        throw new AppError('NOT_FOUND', OrderGuideMessages.notFound(name.trim()));
    },
  };
}
