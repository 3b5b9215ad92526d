import type { Product } from '@provender/contract';
import type { BuyerSettings } from './buyer-settings.ts';
import { unitIn } from './unit-codes.ts';
import { Decimal } from '@provender/rules';

/** A line of the buyer's requisition or purchase order, as cXML ItemOut carries it. */
export interface BuyerLine {
  lineNumber: number;
  supplierPartId: string;
  supplierPartAuxiliaryId: string | null;
  unitOfMeasure: string | null;
  quantity: string;
}

export type LineMatch =
  { ok: true; product: Product; unitOfMeasure: string; quantity: string } | { ok: false; message: string };

/**
 * Finds our product and sell-by unit for a buyer's line (decision 058): the product by
 * SupplierPartID; the unit by SupplierPartAuxiliaryID (our unit, as we sent it), else the
 * UnitOfMeasure through the buyer's unit map and Rec 20, else - when `defaultUnit` allows it -
 * the product's default unit. Quantities may carry trailing zeros ("2.000").
 */
export function matchLine(
  line: BuyerLine,
  product: Product | undefined,
  settings: Pick<BuyerSettings, 'unitMap'>,
  defaultUnit: 'always' | 'when-no-unit',
): LineMatch {
  const name = `Line ${line.lineNumber} (${line.supplierPartId})`;
  if (!product) return { ok: false, message: `${name}: we have no product ${line.supplierPartId}.` };
  const sellBys = product.sellBys.map((s) => s.unitOfMeasure);
  const aux = line.supplierPartAuxiliaryId?.toUpperCase() ?? null;
  let unit = aux && sellBys.includes(aux) ? aux : null;
  if (!unit && line.unitOfMeasure) unit = unitIn(line.unitOfMeasure, sellBys, settings);
  if (!unit && (defaultUnit === 'always' || !line.unitOfMeasure)) {
    const preferred = product.defaultQuantity.unitOfMeasure;
    unit = sellBys.includes(preferred) ? preferred : (sellBys[0] ?? null);
  }
  if (!unit)
    return { ok: false, message: `${name}: the unit ${line.unitOfMeasure ?? aux ?? ''} is not one we sell it in.` };
  const quantity = new Decimal(line.quantity);
  if (quantity.decimalPlaces() > 2 || quantity.lte(0))
    return { ok: false, message: `${name}: the quantity ${line.quantity} cannot be ordered.` };
  return { ok: true, product, unitOfMeasure: unit, quantity: quantity.toFixed() };
}
