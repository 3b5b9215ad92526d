import type { CartLine, Product } from '@provender/contract';

/** A catch-weight product: sold by the case (about 40 LB) or by the pound, priced by the pound. */
export const chicken: Product = {
  productKey: 101,
  productCode: '200101',
  description: 'Chicken Breast Boneless Skinless',
  catalogDescription: '4/10 LB',
  additional: { k1: 'Harbor & Vine Select' },
  productMainCategoryCode: 'MP',
  productCategoryCode: 'MP02',
  mainCategoryDescription: 'Meat & Poultry',
  categoryDescription: 'Chicken',
  sellBys: [
    { unitOfMeasure: 'CS', sellByMultiple: 1, stockConversion: 40, isPricing: false },
    { unitOfMeasure: 'LB', sellByMultiple: 5, stockConversion: 1, isPricing: true },
  ],
  priceBys: [
    { unitOfMeasure: 'CS', stockConversion: 40, priceDecimals: 2 },
    { unitOfMeasure: 'LB', stockConversion: 1, priceDecimals: 4 },
  ],
  pricingUM: 'LB',
  listImage: 'cat-mp02-list.png',
  mobileImage: 'cat-mp02-mobile.png',
  cardImage: 'cat-mp02.png',
  detailImages: ['cat-mp02.png'],
  defaultQuantity: { orderQuantity: 2, unitOfMeasure: 'CS' },
};

/** Almond milk: a case of 12, or single quarts in sixes. */
export const almondMilk: Product = {
  ...chicken,
  productKey: 840,
  productCode: '108779',
  description: 'Almond Milk Grade A Kosher',
  catalogDescription: '12/1 QT',
  sellBys: [
    { unitOfMeasure: 'CS', sellByMultiple: 1, stockConversion: 12, isPricing: true },
    { unitOfMeasure: 'EA', sellByMultiple: 6, stockConversion: 1, isPricing: false },
  ],
  priceBys: [
    { unitOfMeasure: 'CS', stockConversion: 12, priceDecimals: 4 },
    { unitOfMeasure: 'EA', stockConversion: 1, priceDecimals: 4 },
  ],
  pricingUM: 'CS',
  defaultQuantity: { orderQuantity: 1, unitOfMeasure: 'CS' },
};

export function cartLineOf(product: Product, overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 1,
    productKey: product.productKey,
    product,
    quantity: { value: 1, unit: product.sellBys[0]?.unitOfMeasure ?? 'CS' },
    unitPrice: { factor: 10, from: product.pricingUM, to: '$' },
    priceDecimals: 4,
    extension: 10,
    caseQuantity: 1,
    productText1: '',
    productText2: '',
    isOverridePrice: false,
    isAvailable: true,
    ...overrides,
  };
}
