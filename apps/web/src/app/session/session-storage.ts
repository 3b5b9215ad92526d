import { shipMethodSchema } from '@provender/contract';
import type { SessionState, StoredSession } from './session-machine.ts';

export const sessionStorageKeys = {
  token: 'provender.token',
  customerKey: 'provender.customerKey',
  shipMethod: 'provender.shipMethod',
} as const;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function parseCustomerKey(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  return Number(raw);
}

/** Reads the stored token, customer key and ship method; anything malformed counts as absent. */
export function readStoredSession(storage: KeyValueStorage): StoredSession {
  const token = storage.getItem(sessionStorageKeys.token);
  const shipMethod = shipMethodSchema.safeParse(storage.getItem(sessionStorageKeys.shipMethod));
  return {
    token: token || null,
    customerKey: parseCustomerKey(storage.getItem(sessionStorageKeys.customerKey)),
    shipMethod: shipMethod.success ? shipMethod.data : null,
  };
}

function put(storage: KeyValueStorage, key: string, value: string | null) {
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
}

/** Mirrors the state's token, customer key and ship method into storage (cleared when absent). */
export function writeStoredSession(storage: KeyValueStorage, state: Pick<SessionState, keyof StoredSession>): void {
  put(storage, sessionStorageKeys.token, state.token);
  put(storage, sessionStorageKeys.customerKey, state.customerKey === null ? null : String(state.customerKey));
  put(storage, sessionStorageKeys.shipMethod, state.shipMethod);
}
