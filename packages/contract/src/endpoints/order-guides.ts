import { z } from '../zod.ts';
import { apiErrorSchema } from '../errors.ts';
import {
  orderGuideCreateSchema,
  orderGuideIdParamSchema,
  orderGuideListSchema,
  orderGuidePatchSchema,
  orderGuideResultSchema,
} from '../order-guide.ts';
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
 * Guide writes answer {isSuccess, errorCode, errorReason} whatever the outcome, as the spec's
 * dialogs read them; a 400 may also come from the request gate (no acting customer) in the common shape.
 */
const guideWriteAnswers = {
  400: z.union([orderGuideResultSchema, apiErrorSchema]),
  404: orderGuideResultSchema,
  405: orderGuideResultSchema,
  409: orderGuideResultSchema,
};

/** Order guides. */
export const orderGuideEndpoints = {
  getOrderGuides: defineEndpoint({
    method: 'GET',
    path: '/api/orderguide',
    tags: ['order-guides'],
    summary:
      "The acting customer's order guides: Standard (derived, read-only) first, " +
      'then the others by name (only Standard without the OrderGuides entry)',
    status: 200,
    response: orderGuideListSchema,
    errors: [],
  }),
  createOrderGuide: defineEndpoint({
    method: 'POST',
    path: '/api/orderguide/:id',
    tags: ['order-guides'],
    summary: 'Creates the guide named {id} (URL-encoded) with its lines; 409 when the name is taken, 405 for Standard',
    params: orderGuideIdParamSchema,
    body: orderGuideCreateSchema,
    status: 200,
    response: orderGuideResultSchema,
    errors: [],
    otherResponses: guideWriteAnswers,
  }),
  patchOrderGuide: defineEndpoint({
    method: 'PATCH',
    path: '/api/orderguide/:id',
    tags: ['order-guides'],
    summary: 'Adds, changes (isDelete false) and removes (isDelete true) products of the guide named {id}',
    params: orderGuideIdParamSchema,
    body: orderGuidePatchSchema,
    status: 200,
    response: orderGuideResultSchema,
    errors: [],
    otherResponses: guideWriteAnswers,
  }),
  deleteOrderGuide: defineEndpoint({
    method: 'DELETE',
    path: '/api/orderguide/:id',
    tags: ['order-guides'],
    summary: 'Deletes the guide named {id}; Standard cannot be deleted (405)',
    params: orderGuideIdParamSchema,
    status: 200,
    response: orderGuideResultSchema,
    errors: [],
    otherResponses: guideWriteAnswers,
  }),
  /* Par levels and count mode (issue 34): per guide and ship-to, in the common error shape. */
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
