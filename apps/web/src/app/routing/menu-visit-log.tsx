import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useLogMenuVisit } from '../../features/menu/api/log-menu-visit.ts';

/** Posts /api/menu/log/{id} once per visit (a visit is one history entry). */
export function MenuVisitLog({ entryId }: { entryId: number }) {
  const { key } = useLocation();
  const { mutate } = useLogMenuVisit();
  const logged = useRef<string | null>(null);

  useEffect(() => {
    const visit = `${key}:${entryId}`;
    if (logged.current === visit) return;
    logged.current = visit;
    mutate(entryId);
  }, [key, entryId, mutate]);

  return null;
}
