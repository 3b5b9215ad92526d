import type { OrderGuideProduct, Par, Product } from '@provender/contract';
import { suggestedOrderQuantity, suggestedPar } from '@provender/rules';
import type { CountDraftLine } from '../../db/schema/index.ts';
import { usualQuantityOf, type UsualLine } from '../history/usual-quantity.ts';

/** Every unit of the product with its stock conversion: sell-by and price-by units, each once. */
export function unitsOf(product: Product) {
  const units = [...product.sellBys, ...product.priceBys];
  return units.filter((u, i) => units.findIndex((v) => v.unitOfMeasure === u.unitOfMeasure) === i);
}

/**
 * A line of count mode: the guide's sell-by unit (the order goes out in it), the par, the draft's
 * count and the suggestion of packages/rules (par − on hand, rounded up to the sell-by multiple).
 */
export function countLine(
  line: OrderGuideProduct,
  product: Product,
  par: Par | null,
  counted: CountDraftLine | undefined,
) {
  const sellBy = product.sellBys.find((s) => s.unitOfMeasure === line.unitOfMeasure);
  const onHand = counted?.onHand ?? null;
  const onHandUnit = counted?.onHandUnit ?? line.unitOfMeasure;
  const suggested =
    sellBy &&
    suggestedOrderQuantity({
      par,
      onHand: onHand === null ? null : { quantity: onHand, unitOfMeasure: onHandUnit },
      sellBy,
      units: unitsOf(product),
    });
  return {
    productKey: line.productKey,
    unitOfMeasure: line.unitOfMeasure,
    par,
    onHand: onHand === null ? null : Number(onHand),
    onHandUnit,
    orderQuantity: counted?.orderQuantity == null ? null : Number(counted.orderQuantity),
    suggested: suggested ? suggested.toNumber() : null,
  };
}

/** Delivered lines numbered by delivery: two orders for one delivery date make one amount. */
export function perDelivery(rows: readonly (Omit<UsualLine, 'orderId'> & { delivery: string })[]): UsualLine[] {
  const deliveries = new Map<string, number>();
  return rows.map(({ delivery, ...line }) => {
    if (!deliveries.has(delivery)) deliveries.set(delivery, deliveries.size);
    return { ...line, orderId: deliveries.get(delivery) ?? 0 };
  });
}

/**
 * A suggested par: the usual quantity per delivery (the median, in the unit most ordered; decision
 * 425) rounded up to that unit's sell-by multiple. Lines ordered in a price-by unit (chicken by
 * the pound) count too, since a par may be in any unit of the product (multiple 0: 2 decimals).
 */
export function suggestedParLine(productKey: number, lines: readonly UsualLine[], product: Product | undefined) {
  const units = product && {
    ...product,
    sellBys: unitsOf(product).map((unit) => ({
      unitOfMeasure: unit.unitOfMeasure,
      stockConversion: unit.stockConversion,
      sellByMultiple: product.sellBys.find((s) => s.unitOfMeasure === unit.unitOfMeasure)?.sellByMultiple ?? 0,
      isPricing: false,
    })),
  };
  const usual = usualQuantityOf(productKey, lines, units);
  const unit = units?.sellBys.find((s) => s.unitOfMeasure === usual.unitOfMeasure);
  const par =
    unit && usual.orderQuantity !== null
      ? {
          quantity: suggestedPar(usual.orderQuantity, unit.sellByMultiple).toNumber(),
          unitOfMeasure: unit.unitOfMeasure,
        }
      : null;
  return { productKey, deliveries: usual.orders, par };
}
