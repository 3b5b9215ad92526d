import { ORDER_GUIDE_LINES_MAX, ORDER_GUIDE_NAME_MAX, STANDARD_ORDER_GUIDE } from '../limits.ts';

/** User-visible order guide messages the spec fixes, and the server's reasons. */
export const OrderGuideMessages = {
  nameBlank: 'Order Guide Name cannot be blank.',
  nameTooLong: `Order Guide Name cannot be longer than ${ORDER_GUIDE_NAME_MAX} characters.`,
  nameReserved: `"${STANDARD_ORDER_GUIDE}" is reserved for the standard order guide.`,
  standardReadOnly: `The "${STANDARD_ORDER_GUIDE}" order guide cannot be changed.`,
  nameTaken: (name: string) => `An order guide named "${name}" already exists.`,
  notFound: (name: string) => `Order guide "${name}" was not found.`,
  productUnavailable: 'This product is unavailable.',
  tooManyProducts: `An order guide holds at most ${ORDER_GUIDE_LINES_MAX} products.`,
  selectGuide: 'Select Order Guide or set New Order Guide Name',
  added: (description: string, guide: string) => `Added "${description}" to order guide "${guide}".`,
  addFailed: 'Error adding product to order guide.',
  created: (name: string) => `Created order guide "${name}" successfully.`,
  noGuides: 'No order guides exist.',
  /** Spec 02 section 8: the confirmation before a product leaves a guide, and what it removes. */
  deleteProduct: 'Delete Product?',
  deleteProductDetail: (description: string, guide: string) =>
    `"${description}" will be removed from order guide "${guide}".`,
  /** The cart's Save Order Guide: lines the cart took off their Sell By step, saved rounded up (decision 430). */
  cartRoundingTitle: (count: number) =>
    count === 1 ? 'One line is rounded up for the guide' : `${count} lines are rounded up for the guide`,
  cartRoundingText:
    'An order guide keeps whole multiples of each Sell By, so the guide saves these lines rounded up. Your cart stays as it is.',
  cartRoundingLine: (description: string, from: string, to: string, multiple: string) =>
    `${description}: ${from} becomes ${to} (sold in multiples of ${multiple})`,
  /** A viewer address (#og=) naming no guide of the customer: nothing is chosen in its place. */
  chooseGuide: 'Choose one of your order guides above.',
  quantityDecimals: 'Quantity may have at most 2 decimals.',
  /** A guide quantity that is not a whole number of sell-by multiples (both as decimal strings). */
  invalidQuantity: (quantity: string, multiple: string) =>
    `Invalid quantity of ${quantity}. Please enter a multiple of ${multiple}`,
} as const;
