/**
 * Shapes of the catalog vocabulary. Lists are written as '|'-separated strings to keep the
 * vocabulary files readable; an empty alternative ('Fresh|Frozen|') makes a qualifier optional.
 */

/**
 * How a category's products are counted, sold and priced (DOMAIN.md, "Units of measure"):
 * - catch: stock LB; sold by CS (nominal weight) or LB; priced by LB (catch weight).
 * - weight: stock LB; sold and priced by CS of a fixed weight; LB is a second price-by unit.
 * - breakable: stock EA; sold by CS or EA (a broken case); priced by CS, EA as a price-by unit.
 * - case: stock EA; sold and priced by CS only.
 * - count: stock EA (pieces); sold and priced by CS, EA price-by with 4 decimals.
 * - each: stock EA; priced by EA and sold by EA or CS (smallwares).
 */
export type UnitProfile = 'catch' | 'weight' | 'breakable' | 'case' | 'count' | 'each';

export type IconName =
  | 'steak'
  | 'drumstick'
  | 'sausage'
  | 'burger'
  | 'fish'
  | 'shrimp'
  | 'shell'
  | 'cheese'
  | 'egg'
  | 'milk'
  | 'butter'
  | 'leaf'
  | 'tomato'
  | 'carrot'
  | 'fruit'
  | 'herb'
  | 'snowflake'
  | 'fries'
  | 'cake'
  | 'can'
  | 'jar'
  | 'bottle'
  | 'wheat'
  | 'bread'
  | 'cup'
  | 'box'
  | 'spray'
  | 'pan'
  | 'utensils'
  | 'knife'
  | 'shaker'
  | 'bowl'
  | 'broom'
  | 'appliance'
  | 'pepper'
  | 'truck';

/**
 * Products that are named, packed and pictured alike: a few items, the qualifiers that fit every
 * one of them (in order; '' leaves a slot out) and the pack sizes they come in. Lines keep a
 * category's words together only where they make sense together ('Kiwi' never meets 'Hass').
 */
export interface ProductLine {
  items: string[];
  attrs: string[][];
  /** Pack sizes as printed in catalogDescription ('4/5 LB', '6/#10 CAN', '500 CT', '12/CS'). */
  packs: string[];
}

export interface CategoryVocabulary {
  code: string;
  description: string;
  profile: UnitProfile;
  /** Base price range per pricing unit: per LB for catch weight, per EA for 'each', else per case. */
  price: [number, number];
  icon: IconName;
  /** Share of the catalog relative to other categories. */
  weight: number;
  lines: ProductLine[];
}

export interface MainCategoryVocabulary {
  code: string;
  description: string;
  /** Gradient of the generated artwork, light to deep. */
  colors: [string, string];
  /** National-style brands of the trade (invented names); private labels are added to every category. */
  brands: string[];
  categories: CategoryVocabulary[];
}

const list = (text: string) => text.split('|').map((s) => s.trim());

export function line(items: string, attrs: string[], packs: string): ProductLine {
  return { items: list(items), attrs: attrs.map(list), packs: list(packs) };
}

export function category(
  code: string,
  description: string,
  profile: UnitProfile,
  price: [number, number],
  icon: IconName,
  weight: number,
  lines: ProductLine[],
): CategoryVocabulary {
  return { code, description, profile, price, icon, weight, lines };
}

export function mainCategory(
  code: string,
  description: string,
  colors: [string, string],
  brands: string,
  categories: CategoryVocabulary[],
): MainCategoryVocabulary {
  return { code, description, colors, brands: list(brands), categories };
}

/** The distributor's own labels (Harbor & Vine Foodservice), premium to value. */
export const privateLabels = ['Harbor & Vine Reserve', 'Harbor & Vine Select', 'Harbor & Vine Essentials'] as const;
