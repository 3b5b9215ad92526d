import { z } from '../zod.ts';
import { apiErrorSchema } from '../errors.ts';
import {
  orderGuideCreateSchema,
  orderGuideIdParamSchema,
  orderGuideListSchema,
  orderGuidePatchSchema,
  orderGuideResultSchema,
} from '../order-guide.ts';
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
};
