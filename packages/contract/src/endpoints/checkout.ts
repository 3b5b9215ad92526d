import { z } from '../zod.ts';
import {
  cardCheckoutRequestSchema,
  cardCheckoutResultSchema,
  cartEstimateSchema,
  cartHeaderInputSchema,
  cartHeaderStateSchema,
  deliveryDatesQuerySchema,
  deliveryDatesSchema,
  orderDocumentParamsSchema,
  orderResultSchema,
} from '../checkout.ts';
import { punchoutMessageSchema, punchoutSessionListSchema } from '../punchout.ts';
import { defineEndpoint } from './define.ts';

const pdf = z.any().register(z.globalRegistry, { description: 'application/pdf' });

/** Checkout, order submission, order documents and the punchout transfer. */
export const checkoutEndpoints = {
  getCartHeader: defineEndpoint({
    method: 'GET',
    path: '/api/cart/header',
    tags: ['checkout'],
    summary: 'The cart header with its defaults filled in, and whether it can be ordered',
    status: 200,
    response: cartHeaderStateSchema,
    errors: [404],
  }),
  saveCartHeader: defineEndpoint({
    method: 'POST',
    path: '/api/cart/header',
    tags: ['checkout'],
    summary: 'Stores the Delivery or Pickup step; answers isValid and the problems, one per line, in message',
    body: cartHeaderInputSchema,
    status: 200,
    response: cartHeaderStateSchema,
    errors: [404],
  }),
  getDeliveryDates: defineEndpoint({
    method: 'GET',
    path: '/api/cart/date',
    tags: ['checkout'],
    summary: 'Valid delivery dates for a ship-to (consumers: for their ship method): defaultDate, earliestDate, dates',
    query: deliveryDatesQuerySchema,
    status: 200,
    response: deliveryDatesSchema,
    errors: [404],
  }),
  getCartEstimate: defineEndpoint({
    method: 'GET',
    path: '/api/checkout',
    tags: ['checkout'],
    summary: 'The cart estimate: line total, add-on charges, taxable amount, tax, total',
    status: 200,
    response: cartEstimateSchema,
    errors: [404],
  }),
  submitOrder: defineEndpoint({
    method: 'POST',
    path: '/api/cart/submit',
    tags: ['checkout'],
    summary:
      'Turns the cart into an order (business customers); Idempotency-Key ' +
      'makes repeats answer the same order; 409 {message, errors} when refused',
    status: 200,
    response: orderResultSchema,
    errors: [404, 409],
  }),
  payAndSubmit: defineEndpoint({
    method: 'POST',
    path: '/api/checkout',
    tags: ['checkout'],
    summary:
      "A consumer's card payment and order: the card is charged, then the order placed (the charge is voided if it cannot be)",
    body: cardCheckoutRequestSchema,
    status: 200,
    response: cardCheckoutResultSchema,
    errors: [404, 409, 502],
  }),
  getOrderConfirmation: defineEndpoint({
    method: 'GET',
    path: '/api/documents/order/:id/confirmation',
    tags: ['documents'],
    summary: "The confirmation of one of the acting customer's orders (by order number), as a PDF",
    params: orderDocumentParamsSchema,
    produces: ['application/pdf'],
    status: 200,
    response: pdf,
    errors: [404, 429, 503],
  }),
  getOrderInvoice: defineEndpoint({
    method: 'GET',
    path: '/api/documents/order/:id/invoice',
    tags: ['documents'],
    summary: "The invoice of one of the acting customer's orders (by order number), as a PDF",
    params: orderDocumentParamsSchema,
    produces: ['application/pdf'],
    status: 200,
    response: pdf,
    errors: [404, 429, 503],
  }),
  createPunchoutMessage: defineEndpoint({
    method: 'POST',
    path: '/api/punchout/createmessage',
    tags: ['punchout'],
    summary:
      "The cart as the buyer's system takes it back (cXML PunchOutOrderMessage or OCI fields), priced now; ends the punchout session",
    status: 200,
    response: punchoutMessageSchema,
    errors: [409],
  }),
  getPunchoutSessions: defineEndpoint({
    method: 'GET',
    path: '/api/punchout/sessions',
    tags: ['punchout'],
    summary: 'Punchout sessions open now',
    status: 200,
    response: punchoutSessionListSchema,
    errors: [],
  }),
};
