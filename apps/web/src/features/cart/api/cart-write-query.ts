/**
 * The query of a cart write. confirmQuantity=true tells the server the buyer confirmed a quantity
 * that is not a multiple of the sell-by multiple (rounding off).
 */
export function cartWriteQuery(confirmQuantity: boolean): { confirmQuantity?: 'true' } {
  return confirmQuantity ? { confirmQuantity: 'true' } : {};
}

export interface CartWriteOptions {
  confirmQuantity?: boolean;
}
