import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { CountLine } from '@provender/contract';

/**
 * Counts not yet on the server, kept on this device (IndexedDB) until the connection returns
 * (issue 34 item 5): one entry per acting customer and guide, the whole draft each time.
 */
export interface PendingCount {
  lines: CountLine[];
  savedAt: string;
}

let store: UseStore | null = null;
const countStore = () => (store ??= createStore('provender-counts', 'pending'));

const keyOf = (customerKey: number | null, guide: string) => `${customerKey ?? 'none'}:${guide.toLowerCase()}`;

export async function readPendingCount(customerKey: number | null, guide: string): Promise<PendingCount | null> {
  try {
    return (await get<PendingCount>(keyOf(customerKey, guide), countStore())) ?? null;
  } catch {
    // No IndexedDB (a private window in some browsers): counts then live in the page only.
    return null;
  }
}

export async function writePendingCount(customerKey: number | null, guide: string, lines: CountLine[]): Promise<void> {
  try {
    await set(keyOf(customerKey, guide), { lines, savedAt: new Date().toISOString() }, countStore());
  } catch {
    // As above: nothing more can be done on this device.
  }
}

export async function clearPendingCount(customerKey: number | null, guide: string): Promise<void> {
  try {
    await del(keyOf(customerKey, guide), countStore());
  } catch {
    // As above.
  }
}
