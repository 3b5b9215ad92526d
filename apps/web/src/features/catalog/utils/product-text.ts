import type { Product } from '@provender/contract';

/** The brand (additional field k1), '' when the product has none. */
export function brandOf(product: Pick<Product, 'additional'>): string {
  return product.additional['k1'] ?? '';
}

/** "4/1 GAL · #108810": pack size and product code. */
export function packAndCode(product: Pick<Product, 'catalogDescription' | 'productCode'>): string {
  return [product.catalogDescription, `#${product.productCode}`].filter(Boolean).join(' · ');
}
