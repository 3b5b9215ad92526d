/** User-visible cart messages the spec fixes. */
export const CartMessages = {
  signInToAdd: 'Please sign in or create an account to add products to your cart.',
  noSellBy: 'Product has no Sell By U/M',
  quantityTooLarge: 'Quantity is too large.',
  notDivisible:
    'You have entered a quantity that is not divisible by the Sell By, are you sure you want to enter this quantity?',
  unavailable: 'This product is unavailable.',
} as const;
