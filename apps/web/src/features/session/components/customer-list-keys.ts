import type { CustomerListItem } from '@provender/contract';

/** Spec 02: names or customer codes containing the text, ignoring case. */
export function filterCustomers(customers: readonly CustomerListItem[], text: string): CustomerListItem[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...customers];
  return customers.filter(
    (c) => c.name.toLowerCase().includes(needle) || c.customerCode.toLowerCase().includes(needle),
  );
}

export type ListKeyAction = { type: 'move'; index: number } | { type: 'pick' } | null;

/**
 * Up/Down and Tab/Shift+Tab move through the list, Enter picks. Tab past either end is left to
 * the browser so keyboard users can still leave the list.
 */
export function listKeyAction(key: string, shiftKey: boolean, index: number, count: number): ListKeyAction {
  if (count === 0) return null;
  const current = Math.min(Math.max(index, 0), count - 1);
  if (key === 'Enter') return { type: 'pick' };
  if (key === 'ArrowDown') return { type: 'move', index: Math.min(current + 1, count - 1) };
  if (key === 'ArrowUp') return { type: 'move', index: Math.max(current - 1, 0) };
  if (key === 'Tab' && !shiftKey) return current < count - 1 ? { type: 'move', index: current + 1 } : null;
  if (key === 'Tab' && shiftKey) return current > 0 ? { type: 'move', index: current - 1 } : null;
  return null;
}

/** Spec 02 section 9: a held or bounced Enter within 100 ms of the last one picks nothing. */
export const PICK_REPEAT_GUARD_MS = 100;

export function createRepeatGuard(intervalMs: number) {
  let last = Number.NEGATIVE_INFINITY;
  return (now: number): boolean => {
    const allowed = now - last >= intervalMs;
    last = now;
    return allowed;
  };
}
