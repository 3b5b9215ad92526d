import { useEffect, useState } from 'react';
import type { LazyPart } from '../../../components/lazy-part/lazy-part.ts';

type Part = Pick<LazyPart<object>, 'preload' | 'isLoaded'>;

/**
 * A layout's code (its lazy parts), asked for as soon as the layout is known (while the first page
 * of products is still on its way); answers whether it is here. The products page keeps its
 * skeleton until it is rather than suspending: a Suspense fallback that is replaced is held for
 * React's 300 ms reveal throttle (decision 330), which delayed the products' first paint by that much.
 *
 * The code may arrive between the render that found it missing and the effect (the session's
 * warm-up asks for it too, decision 377): the effect then still waits on the parts' promise, which
 * has settled, so the page is drawn again with it. Returning early because it had arrived left the
 * page on its skeleton for good.
 */
export function useLayoutCode(parts: readonly Part[], known: boolean): boolean {
  const [, setArrived] = useState(0);
  const loaded = parts.every((part) => part.isLoaded());
  useEffect(() => {
    if (!known || loaded) return;
    let current = true;
    void Promise.all(parts.map((part) => part.preload())).then(
      () => current && setArrived((n) => n + 1),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [known, loaded, parts]);
  return loaded;
}
