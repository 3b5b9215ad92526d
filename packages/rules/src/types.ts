/** How a quantity that is not a multiple of the sell-by multiple is adjusted. */
export type QuantityRoundingFlag = 'none' | 'up' | 'down' | 'nearest';
