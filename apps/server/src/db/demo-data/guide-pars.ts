import { Decimal } from '@provender/rules';
import type { UsualItem } from './assortments.ts';

/** What a kitchen keeps on hand after a delivery: about one and a half usual orders (issue 34). */
const PAR_FACTOR = 1.5;

/**
 * A par for a usual item of the demo customer's primary guide: in the sell-by unit, rounded up to
 * its multiple (6 CS); a catch-weight item sold by the case and priced by the pound gets its par in
 * pounds (120 LB), as a kitchen weighs what is left of it.
 */
export function demoPar(item: UsualItem): { unitOfMeasure: string; quantity: string } {
  const multiple = new Decimal(item.sellBy.sellByMultiple);
  const usual = multiple.times(item.steps);
  const byWeight =
    item.product.isCatchWeight && item.priceBy.unitOfMeasure === 'LB' && item.sellBy.unitOfMeasure !== 'LB';
  if (byWeight) {
    const pounds = usual.times(item.sellBy.stockConversion).div(item.priceBy.stockConversion).times(PAR_FACTOR);
    return { unitOfMeasure: 'LB', quantity: pounds.ceil().toFixed(2) };
  }
  const steps = usual.times(PAR_FACTOR).div(multiple).ceil();
  return { unitOfMeasure: item.sellBy.unitOfMeasure, quantity: steps.times(multiple).toFixed(2) };
}
