import { describe, expect, it, vi } from 'vitest';
import type { User } from '@provender/contract';
import { ApiRequestError } from '../../components/api-client/api-request-error.ts';
import { resolveActingCustomer } from './resolve-acting-customer.ts';

const base: User = {
  username: 'u',
  name: 'U',
  email: null,
  isSalesperson: false,
  isAdmin: false,
  userType: 'customer',
  sessionType: 'normal',
};
const sales: User = { ...base, isSalesperson: true, userType: 'salesperson' };
const consumer: User = { ...base, userType: 'consumer', sessionType: 'consumer' };

describe('resolveActingCustomer', () => {
  it('gives consumers key 0 without asking the server', async () => {
    const load = vi.fn();
    await expect(resolveActingCustomer(consumer, 55, load)).resolves.toBe(0);
    expect(load).not.toHaveBeenCalled();
  });

  it("asks the server for a customer user's own key, ignoring what was stored", async () => {
    const load = vi.fn().mockResolvedValue(3);
    await expect(resolveActingCustomer(base, 99, load)).resolves.toBe(3);
    expect(load).toHaveBeenCalledWith(null);
  });

  it('leaves a salesperson without a stored customer to choose', async () => {
    const load = vi.fn();
    await expect(resolveActingCustomer(sales, null, load)).resolves.toBeNull();
    await expect(resolveActingCustomer(sales, 0, load)).resolves.toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it("keeps a salesperson's stored customer while it is still assigned", async () => {
    const load = vi.fn().mockResolvedValue(7);
    await expect(resolveActingCustomer(sales, 7, load)).resolves.toBe(7);
    expect(load).toHaveBeenCalledWith(7);
  });

  it('makes a salesperson choose again when the stored customer is refused (403)', async () => {
    const load = vi
      .fn()
      .mockRejectedValue(new ApiRequestError(403, 'CUSTOMER_NOT_ASSIGNED', 'You may not act for this customer'));
    await expect(resolveActingCustomer(sales, 7, load)).resolves.toBeNull();
  });

  it('passes other failures on', async () => {
    const load = vi
      .fn()
      .mockRejectedValue(
        new ApiRequestError(0, 'NETWORK', 'The server did not respond. Please refresh and try again.'),
      );
    await expect(resolveActingCustomer(sales, 7, load)).rejects.toThrow('The server did not respond');
  });
});
