import { createContext, useContext } from 'react';
import type { CartLine, Product } from '@provender/contract';
import type { CartLineStart } from '../utils/cart-line-form.ts';

export interface CartLineDialogActions {
  /** Add To Cart for a product; guests get Account Required instead. */
  openAddToCart: (product: Product, start?: CartLineStart) => void;
  /** Edit Cart for a line of the cart. */
  openEditCartLine: (line: CartLine) => void;
}

export const CartLineDialogContext = createContext<CartLineDialogActions>({
  openAddToCart: () => undefined,
  openEditCartLine: () => undefined,
});

/** Opens the Add To Cart / Edit Cart dialog; CartLineDialogProvider hosts it. */
export function useCartLineDialog(): CartLineDialogActions {
  return useContext(CartLineDialogContext);
}
