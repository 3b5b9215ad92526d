/** The order guide named Standard is the customer's standard order (spec 01 section 3). */
export const STANDARD_GUIDE = 'Standard';

export interface OrderGuideProduct {
  productKey: number;
  orderQuantity: number;
  unitOfMeasure: string;
}

/** An order guide as the products page uses it: its name and products with their usual quantities. */
export interface OrderGuideOption {
  name: string;
  products: readonly OrderGuideProduct[];
}

/** The order guides the app offers in the toolbar (from the order-guides feature) and the rules around them. */
export interface OrderGuideChoices {
  guides: readonly OrderGuideOption[];
  /** The AllProducts menu entry is visible and unlocked. */
  allProductsAllowed: boolean;
  defaultToStandardOrder: boolean;
}

/**
 * Spec 01 section 4: the guide in the hash when it exists; otherwise Standard when the user may not
 * browse all products, or when defaultToStandardOrder is set and no guide was chosen at all
 * (`requested` null: no og in the hash); otherwise all products (null). An explicit All Products
 * choice ('') keeps all products even with defaultToStandardOrder.
 */
export function resolveOrderGuide(
  requested: string | null,
  choices: OrderGuideChoices | null,
): OrderGuideOption | null {
  if (!choices) return null;
  const byName = (name: string) => choices.guides.find((g) => g.name.toLowerCase() === name.toLowerCase()) ?? null;
  const standard = byName(STANDARD_GUIDE);
  if (requested) {
    const found = byName(requested);
    if (found) return found;
  }
  if (!choices.allProductsAllowed) return standard ?? choices.guides[0] ?? null;
  if (requested === null && choices.defaultToStandardOrder) return standard;
  return null;
}
