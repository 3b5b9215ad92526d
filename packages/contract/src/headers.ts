/** Request headers that carry the acting customer and the consumer's ship method (decision 002). */
export const CUSTOMER_KEY_HEADER = 'x-customer-key';
export const SHIP_METHOD_HEADER = 'x-ship-method';
/** The storefront's fixed OAuth client id. */
export const WEB_CLIENT_ID = 'provender-web';
