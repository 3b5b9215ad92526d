import { describe, expect, it } from 'vitest';
import { earlyRequestPlan } from '../../components/api-client/early-requests.ts';
import { readStoredSession, sessionStorageKeys, writeStoredSession } from './session-storage.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('session storage', () => {
  it('reads token, customer key and ship method', () => {
    const storage = memoryStorage({
      [sessionStorageKeys.token]: 'tok',
      [sessionStorageKeys.customerKey]: '42',
      [sessionStorageKeys.shipMethod]: 'delivery',
    });
    expect(readStoredSession(storage)).toEqual({ token: 'tok', customerKey: 42, shipMethod: 'delivery' });
  });

  it('treats missing or malformed values as absent', () => {
    expect(readStoredSession(memoryStorage())).toEqual({ token: null, customerKey: null, shipMethod: null });
    const bad = memoryStorage({
      [sessionStorageKeys.token]: '',
      [sessionStorageKeys.customerKey]: '-3',
      [sessionStorageKeys.shipMethod]: 'teleport',
    });
    expect(readStoredSession(bad)).toEqual({ token: null, customerKey: null, shipMethod: null });
  });

  it('keeps customer key 0 (consumers)', () => {
    expect(readStoredSession(memoryStorage({ [sessionStorageKeys.customerKey]: '0' })).customerKey).toBe(0);
  });

  it('writes present values and removes absent ones', () => {
    const storage = memoryStorage({ [sessionStorageKeys.shipMethod]: 'pickup' });
    writeStoredSession(storage, { token: 'tok', customerKey: 7, shipMethod: null });
    expect(Object.fromEntries(storage.data)).toEqual({
      [sessionStorageKeys.token]: 'tok',
      [sessionStorageKeys.customerKey]: '7',
    });
    writeStoredSession(storage, { token: null, customerKey: null, shipMethod: null });
    expect(storage.data.size).toBe(0);
  });

  it('are the keys the page’s first script reads the held session from (decision 368)', () => {
    expect(earlyRequestPlan.storageKeys).toEqual(sessionStorageKeys);
  });
});
