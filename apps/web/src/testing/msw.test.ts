// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { endpointPath, endpoints, type DeliveryAddress } from '@provender/contract';
import { endpointHandler, server, tableRows } from './msw.ts';

const address: DeliveryAddress = {
  id: 7,
  key: 7,
  name: 'Home',
  display: '48 Union Park, Boston',
  address1: '48 Union Park',
  address2: '',
  city: 'Boston',
  state: 'MA',
  zip: '02118',
  county: '',
  contact: '',
  phone: '',
  deliveryTime: '',
  isPrimary: true,
  minimumOrderAmount: '0.00',
  isValidZipCode: true,
};

describe('the fake server of the web tests', () => {
  it("answers a row with its success body and the table's status, and no body for a 204", async () => {
    server.use(
      endpointHandler(endpoints.addConsumerAddress, () => address),
      endpointHandler(endpoints.logMenuVisit, () => undefined),
    );
    const created = await fetch(endpointPath(endpoints.addConsumerAddress), { method: 'POST', body: '{}' });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual(address);
    const logged = await fetch(endpointPath(endpoints.logMenuVisit, { id: 3 }), { method: 'POST' });
    expect([logged.status, await logged.text()]).toEqual([204, '']);
  });

  it("fails a request whose body is not the row's body", async () => {
    server.use(
      endpointHandler(endpoints.getPrices, async ({ body }) => {
        await body();
        return [];
      }),
    );
    const wrong = await fetch(endpointPath(endpoints.getPrices), {
      method: 'POST',
      body: JSON.stringify([{ productKey: 'eleven' }]),
    });
    expect(wrong.status).toBe(500);
  });

  it('refuses a request no handler answers', async () => {
    await expect(fetch('/api/no-such-endpoint')).rejects.toThrow();
  });

  it('lists every row, static paths before those with params', () => {
    const firstWithParams = tableRows.findIndex((e) => e.path.includes(':'));
    expect(tableRows.slice(firstWithParams).every((e) => e.path.includes(':'))).toBe(true);
    expect(tableRows).toContain(endpoints.getCustomerList);
  });

  it('takes only rows of the table (checked by the type checker)', () => {
    const otherPath = { ...endpoints.getUser, path: '/api/not-in-table' as const };
    const otherMethod = { ...endpoints.getUser, method: 'DELETE' as const };
    // @ts-expect-error a path the endpoint table does not list
    expect(() => endpointHandler(otherPath, () => new Response())).not.toThrow();
    // @ts-expect-error a method the endpoint table does not list for the path
    expect(() => endpointHandler(otherMethod, () => new Response())).not.toThrow();
  });
});
