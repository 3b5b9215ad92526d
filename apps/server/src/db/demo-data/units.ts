/** One row of product_units as the generator builds it (conversions and prices: @provender/rules). */
export interface DemoUnit {
  unitOfMeasure: string;
  /** Stock units in one of this unit. */
  stockConversion: string;
  isSellBy: boolean;
  sellByMultiple: string;
  isPriceBy: boolean;
  isPricing: boolean;
  priceDecimals: number;
  sortOrder: number;
}
