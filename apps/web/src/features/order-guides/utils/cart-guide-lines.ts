import type { OrderGuideCreateLineInput, Product } from '@provender/contract';
import { guideQuantityError, roundToMultiple } from '@provender/rules';

/** A cart line as the cart's Save Order Guide takes it. */
export interface CartLineForGuide {
  productKey: number;
  orderQuantity: number;
  unitOfMeasure: string;
}

/** A cart line whose quantity is not a whole number of its Sell By multiple, and what the guide keeps. */
export interface RoundedGuideLine {
  productKey: number;
  description: string;
  unitOfMeasure: string;
  multiple: number;
  from: number;
  to: number;
}

/**
 * The lines of a guide saved from the cart (spec 02: productKey, orderQuantity, unitOfMeasure,
 * included=false), in cart order. A guide quantity must be a multiple of its Sell By (spec 01
 * section 5) while the cart accepts another after a confirmation: such a line is rounded up to the
 * next multiple, as a par is (decision 430), and listed in `rounded` so the buyer is told before
 * saving. Lines whose product or unit is not known here are sent as they are (the server checks them).
 */
export function guideLinesFromCart(
  lines: readonly CartLineForGuide[],
  products: ReadonlyMap<number, Product> | undefined,
): { lines: OrderGuideCreateLineInput[]; rounded: RoundedGuideLine[] } {
  const rounded: RoundedGuideLine[] = [];
  const out = lines.map((line) => {
    const product = products?.get(line.productKey);
    const sellBy = product?.sellBys.find((s) => s.unitOfMeasure === line.unitOfMeasure);
    let orderQuantity = line.orderQuantity;
    if (product && sellBy && guideQuantityError(String(line.orderQuantity), String(sellBy.sellByMultiple)) !== null) {
      const to = roundToMultiple(String(line.orderQuantity), String(sellBy.sellByMultiple), 'up').toNumber();
      if (to !== line.orderQuantity && guideQuantityError(String(to), String(sellBy.sellByMultiple)) === null) {
        rounded.push({
          productKey: line.productKey,
          description: product.description,
          unitOfMeasure: line.unitOfMeasure,
          multiple: sellBy.sellByMultiple,
          from: line.orderQuantity,
          to,
        });
        orderQuantity = to;
      }
    }
    return { productKey: line.productKey, orderQuantity, unitOfMeasure: line.unitOfMeasure, included: false };
  });
  return { lines: out, rounded };
}
