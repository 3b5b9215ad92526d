import { Decimal, QUANTITY_DECIMALS } from '@provender/rules';
import { USUAL_QUANTITY_MIN_ORDERS, type Product, type UsualQuantity } from '@provender/contract';

/** One ordered line of a product (newest orders first), as history.repository's usualLines reads it. */
export interface UsualLine {
  orderId: number;
  productId: number;
  unitOfMeasure: string;
  quantity: string;
}

/** The median of sorted values: the middle one, or the mean of the two middle ones. */
function median(sorted: readonly Decimal[]): Decimal {
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? new Decimal(0);
  return sorted.length % 2 === 1 ? upper : upper.plus(sorted[mid - 1] ?? upper).div(2);
}

/**
 * The usual quantity of one product (decision 425): each order's lines of it are added up in stock
 * units (a line in CS and one in EA make one delivery), the median of those per-order amounts is
 * expressed in the unit the product was most often ordered in (a tie goes to the newest), 2
 * decimals. Units the product no longer sells by count in stock units only if still known; with
 * fewer than USUAL_QUANTITY_MIN_ORDERS orders there is no usual quantity.
 */
export function usualQuantityOf(
  productKey: number,
  lines: readonly UsualLine[],
  product: Product | undefined,
): UsualQuantity {
  const units = new Map((product?.sellBys ?? []).map((s) => [s.unitOfMeasure, s.stockConversion]));
  const perOrder = new Map<number, Decimal>();
  const unitLines = new Map<string, number>();
  for (const line of lines) {
    if (line.productId !== productKey) continue;
    const conversion = units.get(line.unitOfMeasure);
    if (conversion === undefined || conversion <= 0) continue;
    const stock = new Decimal(line.quantity).times(conversion);
    perOrder.set(line.orderId, (perOrder.get(line.orderId) ?? new Decimal(0)).plus(stock));
    unitLines.set(line.unitOfMeasure, (unitLines.get(line.unitOfMeasure) ?? 0) + 1);
  }
  const orders = perOrder.size;
  if (orders < USUAL_QUANTITY_MIN_ORDERS) return { productKey, orders, unitOfMeasure: null, orderQuantity: null };
  let unitOfMeasure = '';
  let most = 0;
  // Map order is first seen, so newest first: a tie keeps the newer unit.
  for (const [unit, count] of unitLines) {
    if (count > most) {
      unitOfMeasure = unit;
      most = count;
    }
  }
  const sorted = [...perOrder.values()].sort((a, b) => a.comparedTo(b));
  const inUnit = median(sorted).div(units.get(unitOfMeasure) ?? 1);
  return {
    productKey,
    orders,
    unitOfMeasure,
    orderQuantity: inUnit.toDecimalPlaces(QUANTITY_DECIMALS, Decimal.ROUND_HALF_UP).toNumber(),
  };
}
