import { deliveryDatesQuerySchema } from '../checkout.ts';
import { nextDeliverySchema, orderReminderSchema } from '../delivery.ts';
import { defineEndpoint } from './define.ts';

/** The next delivery in view and the reminder before its cut-off (issue 34 items 4 and 6, decisions 500-503). */
export const deliveryEndpoints = {
  getNextDelivery: defineEndpoint({
    method: 'GET',
    path: '/api/cart/next-delivery',
    tags: ['checkout'],
    summary:
      "The next delivery dates of a ship-to (the cart header's or the default " +
      'when none is named; consumers: their ship method), each with its cut-off',
    query: deliveryDatesQuerySchema,
    status: 200,
    response: nextDeliverySchema,
    errors: [404],
  }),
  getOrderReminder: defineEndpoint({
    method: 'GET',
    path: '/api/user/order-reminder',
    tags: ['session'],
    summary:
      'The signed-in customer user\'s "Remind me to order" choice: on or off, and how many hours before the cut-off',
    status: 200,
    response: orderReminderSchema,
    errors: [],
  }),
  saveOrderReminder: defineEndpoint({
    method: 'PUT',
    path: '/api/user/order-reminder',
    tags: ['session'],
    summary: 'Turns "Remind me to order" on or off; hours before the cut-off 1 to 48 (default 3)',
    body: orderReminderSchema,
    status: 200,
    response: orderReminderSchema,
    errors: [],
  }),
};
