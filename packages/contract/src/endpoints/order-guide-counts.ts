import { orderGuideIdParamSchema, orderGuideResultSchema } from '../order-guide.ts';
import {
  countToCartSchema,
  countWriteSchema,
  guideCountSchema,
  guideParsSchema,
  guideParsWriteSchema,
  guideSequenceSchema,
  guideShiptoQuerySchema,
  suggestedParsSchema,
} from '../order-guide-count.ts';
import { defineEndpoint } from './define.ts';

/**
 * Par levels and count mode (issue 34, decision 490): a group of its own, so the screens that read
 * order guides (the products page's selector) do not carry count mode's schemas.
 */
export const orderGuideCountEndpoints = {
  getGuidePars: defineEndpoint({
    method: 'GET',
    path: '/api/orderguide/:id/pars',
    tags: ['order-guides'],
    summary: "Each line's par level at the ship-to (?shipto=, else the default ship-to), in the unit it was set in",
    params: orderGuideIdParamSchema,
    query: guideShiptoQuerySchema,
    status: 200,
    response: guideParsSchema,
    errors: [404],
  }),
  setGuidePars: defineEndpoint({
    method: 'POST',
    path: '/api/orderguide/:id/pars',
    tags: ['order-guides'],
    summary:
      'Sets (quantity null: removes) par levels of lines of the guide at the ship-to, in any unit the product has; all or none',
    params: orderGuideIdParamSchema,
    query: guideShiptoQuerySchema,
    body: guideParsWriteSchema,
    status: 200,
    response: guideParsSchema,
    errors: [404, 409],
  }),
  getSuggestedPars: defineEndpoint({
    method: 'GET',
    path: '/api/orderguide/:id/pars/suggested',
    tags: ['order-guides'],
    summary:
      "Each line's usual quantity per delivery at the ship-to over the last 8 weeks, rounded up to its sell-by multiple; nothing is saved",
    params: orderGuideIdParamSchema,
    query: guideShiptoQuerySchema,
    status: 200,
    response: suggestedParsSchema,
    errors: [404],
  }),
  getGuideCount: defineEndpoint({
    method: 'GET',
    path: '/api/orderguide/:id/count',
    tags: ['order-guides'],
    summary:
      "The count draft of the guide at the ship-to with each counted line's suggested order, and who counted last",
    params: orderGuideIdParamSchema,
    query: guideShiptoQuerySchema,
    status: 200,
    response: guideCountSchema,
    errors: [404],
  }),
  saveGuideCount: defineEndpoint({
    method: 'PUT',
    path: '/api/orderguide/:id/count',
    tags: ['order-guides'],
    summary:
      "Replaces the count draft of the guide at the ship-to (on hand in any unit of the product, the buyer's own order quantity)",
    params: orderGuideIdParamSchema,
    query: guideShiptoQuerySchema,
    body: countWriteSchema,
    status: 200,
    response: guideCountSchema,
    errors: [404, 409],
  }),
  addGuideCountToCart: defineEndpoint({
    method: 'POST',
    path: '/api/orderguide/:id/count/cart',
    tags: ['order-guides'],
    summary:
      "Adds the count's suggested (or changed) quantities to the cart in one write " +
      'and closes the draft; 409 when nothing is suggested or the cart refuses',
    params: orderGuideIdParamSchema,
    query: guideShiptoQuerySchema,
    status: 200,
    response: countToCartSchema,
    errors: [404, 409],
  }),
  setGuideSequence: defineEndpoint({
    method: 'PUT',
    path: '/api/orderguide/:id/sequence',
    tags: ['order-guides'],
    summary: 'Puts the products of the guide in a new (shelf) order; Standard keeps its own (405)',
    params: orderGuideIdParamSchema,
    body: guideSequenceSchema,
    status: 200,
    response: orderGuideResultSchema,
    errors: [404, 405, 409],
  }),
};
