import { useState } from 'react';
import { pageLayoutSchema, pageSortBySchema, type PageLayoutValue, type PageSortByValue } from '@provender/contract';

const STORAGE_KEY = 'provender.guestProductsPage';

export interface GuestPageChoice {
  layout: PageLayoutValue | null;
  sort: PageSortByValue | null;
}

function read(): GuestPageChoice {
  try {
    const raw = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    const layout = pageLayoutSchema.safeParse(raw['layout']);
    const sort = pageSortBySchema.safeParse(raw['sort']);
    return { layout: layout.success ? layout.data : null, sort: sort.success ? sort.data : null };
  } catch {
    return { layout: null, sort: null };
  }
}

/**
 * Guests cannot save defaults (that needs a signed-in session, spec 01 section 6), so their layout
 * and sort last for the browser tab only.
 */
export function useGuestPageChoice(): [GuestPageChoice, (change: Partial<GuestPageChoice>) => void] {
  const [choice, setChoice] = useState<GuestPageChoice>(read);
  const update = (change: Partial<GuestPageChoice>) => {
    const next = { ...choice, ...change };
    setChoice(next);
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // A full or blocked storage only means the choice is not remembered.
    }
  };
  return [choice, update];
}
