import type { Product } from '@provender/contract';

/** The brand (additional field k1), '' when the product has none. */
export function brandOf(product: Pick<Product, 'additional'>): string {
  return product.additional['k1'] ?? '';
}
