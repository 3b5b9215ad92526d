import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountAddressKeyParamsSchema,
  consumerAddressKeyParamsSchema,
  deliveryAddressInputSchema,
  deliveryAddressListSchema,
  deliveryAddressSchema,
  zipParamsSchema,
} from '@provender/contract';
import type { RouteAccess } from '../../context.ts';
import type { Services } from '../../services.ts';

const consumerAccess: RouteAccess = { menu: 'ShipToMaintenance' };
const accountAccess: RouteAccess = { menu: 'ShipToMaintenance', customer: true };

export const addressesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  // Consumers: their own delivery addresses, keyed by numeric id.
  app.get(
    '/api/consumer/address',
    {
      config: { access: consumerAccess },
      schema: {
        tags: ['addresses'],
        summary: "The consumer's delivery addresses, primary first",
        response: { 200: deliveryAddressListSchema },
      },
    },
    async (req) => services.addresses.consumerList(req.ctx),
  );
  app.post(
    '/api/consumer/address',
    {
      config: { access: consumerAccess },
      schema: {
        tags: ['addresses'],
        summary: 'Add a delivery address (the first becomes the primary)',
        body: deliveryAddressInputSchema,
        response: { 201: deliveryAddressSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await services.addresses.consumerAdd(req.ctx, req.body)),
  );
  app.post(
    '/api/consumer/address/:key',
    {
      config: { access: consumerAccess },
      schema: {
        tags: ['addresses'],
        summary: 'Update a delivery address; isPrimary true makes it the primary',
        params: consumerAddressKeyParamsSchema,
        body: deliveryAddressInputSchema,
        response: { 200: deliveryAddressSchema },
      },
    },
    async (req) => services.addresses.consumerUpdate(req.ctx, req.params.key, req.body),
  );
  app.delete(
    '/api/consumer/address/:key',
    {
      config: { access: consumerAccess },
      schema: {
        tags: ['addresses'],
        summary: 'Delete a delivery address (not the primary, not the last)',
        params: consumerAddressKeyParamsSchema,
      },
    },
    async (req, reply) => {
      await services.addresses.consumerDelete(req.ctx, req.params.key);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/consumer/address/log/:zip',
    {
      config: { access: consumerAccess },
      schema: {
        tags: ['addresses'],
        summary: "Record that the consumer chose 'Proceed to Browse' with a zip that is not delivered to",
        params: zipParamsSchema,
      },
    },
    async (req, reply) => {
      await services.addresses.logUndeliverableZip(req.ctx, req.params.zip);
      return reply.status(204).send();
    },
  );

  // Business customers: the acting customer's ship-tos, keyed by ship-to code (decision 022).
  app.get(
    '/api/account/address',
    {
      config: { access: accountAccess },
      schema: {
        tags: ['addresses'],
        summary: "The acting customer's addresses (ship-tos), primary first",
        response: { 200: deliveryAddressListSchema },
      },
    },
    async (req) => services.addresses.accountList(req.ctx),
  );
  app.post(
    '/api/account/address',
    {
      config: { access: accountAccess },
      schema: {
        tags: ['addresses'],
        summary: 'Add a ship-to address (next numeric code)',
        body: deliveryAddressInputSchema,
        response: { 201: deliveryAddressSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await services.addresses.accountAdd(req.ctx, req.body)),
  );
  app.put(
    '/api/account/address/:key',
    {
      config: { access: accountAccess },
      schema: {
        tags: ['addresses'],
        summary: 'Update a ship-to address',
        params: accountAddressKeyParamsSchema,
        body: deliveryAddressInputSchema,
        response: { 200: deliveryAddressSchema },
      },
    },
    async (req) => services.addresses.accountUpdate(req.ctx, req.params.key, req.body),
  );
  app.put(
    '/api/account/address/:key/primary',
    {
      config: { access: accountAccess },
      schema: {
        tags: ['addresses'],
        summary: 'Make a ship-to the primary (default) address; answers the list',
        params: accountAddressKeyParamsSchema,
        response: { 200: deliveryAddressListSchema },
      },
    },
    async (req) => services.addresses.accountSetPrimary(req.ctx, req.params.key),
  );
  app.delete(
    '/api/account/address/:key',
    {
      config: { access: accountAccess },
      schema: {
        tags: ['addresses'],
        summary: 'Delete a ship-to address (not the primary, not the last)',
        params: accountAddressKeyParamsSchema,
      },
    },
    async (req, reply) => {
      await services.addresses.accountDelete(req.ctx, req.params.key);
      return reply.status(204).send();
    },
  );
};
