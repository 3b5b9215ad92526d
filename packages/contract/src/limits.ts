/**
 * Limits and fixed names that the schemas, the rules and the user-visible texts all mention (the
 * texts in ./messages name them, so they live here, apart from both).
 */

/** The standard order's name; no buyer may create, change or delete a guide of that name. */
export const STANDARD_ORDER_GUIDE = 'Standard';
/** Order guide names are 1 to 12 characters (spec 01 section 9). */
export const ORDER_GUIDE_NAME_MAX = 12;
/** A guide holds at most this many products (one page of GET /api/product/list; decision 040). */
export const ORDER_GUIDE_LINES_MAX = 500;

/** The checkout's Delivery or Pickup step (spec 02 section 5). */
export const CUSTOMER_PO_MAX = 20;
export const SPECIAL_INSTRUCTION_MAX = 50;
export const NOTES_MAX = 250;
