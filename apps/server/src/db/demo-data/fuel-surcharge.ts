import type { products, productUnits } from '../schema/index.ts';
import { unit } from './catalog-units.ts';
import { categoryImageBase, imageFile, type ArtworkMainCategory } from './images.ts';

/**
 * Product key 9 is hidden from product lists by the spec: it is the distributor's fuel surcharge,
 * a non-stock charge item, in a main category of its own that holds nothing else.
 */
export const FUEL_SURCHARGE_ID = 9;

export const serviceMainCategory: ArtworkMainCategory = {
  code: 'SV',
  description: 'Services & Charges',
  colors: ['#e6e6e6', '#8d8d8d'],
  categories: [{ code: 'SV01', description: 'Delivery Charges', icon: 'truck' }],
};

/** The fuel surcharge's product row and its one unit (EA). */
export function fuelSurchargeRows(): {
  product: typeof products.$inferInsert;
  unit: typeof productUnits.$inferInsert;
} {
  const base = categoryImageBase('SV01');
  return {
    product: {
      id: FUEL_SURCHARGE_ID,
      productCode: '990009',
      description: 'Fuel Surcharge',
      catalogDescription: 'Per delivery',
      additional: { k1: 'Harbor & Vine' },
      mainCategoryCode: 'SV',
      categoryCode: 'SV01',
      stockUnit: 'EA',
      pricingUnit: 'EA',
      basePrice: '4.9500',
      defaultOrderQuantity: '1',
      defaultUnit: 'EA',
      listImage: imageFile(base),
      detailImages: [imageFile(base)],
      sequence: 0,
      isCatchWeight: false,
      stockOnHand: '0.00',
      isActive: true,
    },
    unit: {
      productId: FUEL_SURCHARGE_ID,
      ...unit('EA', 1, { isSellBy: true, isPriceBy: true, isPricing: true }),
    },
  };
}
