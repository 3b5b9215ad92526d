import type { OrderGuide, Product } from '@provender/contract';

/** A product as GET /api/product/list answers it, with the fields the guide screens read. */
export function guideProduct(
  productKey: number,
  description: string,
  sellBys: Product['sellBys'],
  defaultUnit = sellBys[0]?.unitOfMeasure ?? 'EA',
): Product {
  return {
    productKey,
    productCode: `P${productKey}`,
    description,
    catalogDescription: '',
    additional: {},
    productMainCategoryCode: 'M',
    productCategoryCode: 'C',
    mainCategoryDescription: 'Main',
    categoryDescription: 'Category',
    sellBys,
    priceBys: sellBys.map((s) => ({
      unitOfMeasure: s.unitOfMeasure,
      stockConversion: s.stockConversion,
      priceDecimals: 2,
    })),
    pricingUM: defaultUnit,
    listImage: '',
    mobileImage: '',
    cardImage: '',
    detailImages: [],
    defaultQuantity: { orderQuantity: 1, unitOfMeasure: defaultUnit },
  };
}

/** Cola: a case of 24, or cans in sixes. */
export const cola = guideProduct(11, 'Quokka Cola 12 oz Can', [
  { unitOfMeasure: 'CS', sellByMultiple: 1, stockConversion: 24, isPricing: true },
  { unitOfMeasure: 'EA', sellByMultiple: 6, stockConversion: 1, isPricing: false },
]);
export const chicken = guideProduct(12, 'Zorblax Chicken Breast', [
  { unitOfMeasure: 'CS', sellByMultiple: 1, stockConversion: 40, isPricing: false },
]);

export function guide(name: string, products: OrderGuide['products'] = [], readOnly = false): OrderGuide {
  return { name, isPrimary: readOnly, isReadOnly: readOnly, products };
}
