import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its heading before focus goes to the main area instead. */
const WAIT_MS = 3000;

/**
 * After a move to another page (not a change of the hash, which the products page uses for its
 * filters), focus goes to the new page's h1 so keyboard and screen-reader users start there
 * (WCAG 2.4.3). A page that focused one of its own fields (a search box) keeps that focus.
 */
export function useRouteFocus(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const started = performance.now();
    let frame = 0;
    const place = () => {
      const area = main.current;
      if (!area) return;
      if (area.contains(document.activeElement) && document.activeElement !== area) return;
      const heading = area.querySelector<HTMLElement>('h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        return;
      }
      if (performance.now() - started < WAIT_MS) frame = requestAnimationFrame(place);
      else area.focus({ preventScroll: true });
    };
    frame = requestAnimationFrame(place);
    return () => cancelAnimationFrame(frame);
  }, [pathname, main]);
}
