/**
 * The address of a cart write. confirmQuantity=true tells the server the buyer confirmed a quantity
 * that is not a multiple of the sell-by multiple (rounding off).
 */
export function cartWritePath(path: string, confirmQuantity: boolean): string {
  return confirmQuantity ? `${path}?confirmQuantity=true` : path;
}

export interface CartWriteOptions {
  confirmQuantity?: boolean;
}
