import { createContext, useContext, useEffect, type RefObject } from 'react';

/** Reports how far above the window's bottom edge notifications must stay for one bar; null removes it. */
export type ReportClearance = (id: symbol, px: number | null) => void;

export const NotificationClearanceContext = createContext<ReportClearance>(() => undefined);

/**
 * Keeps the notification bar clear of `ref`'s element (a bar stuck to the bottom of the window, such
 * as quick entry's Add to Cart bar) while it is mounted: notifications show above it instead of
 * over it (issue 36). Measured again when the element changes size and as the page scrolls, so a
 * bar that is not stuck at the bottom (a short list) is not covered either.
 */
export function useKeepNotificationsClear(ref: RefObject<HTMLElement | null>): void {
  const report = useContext(NotificationClearanceContext);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const id = Symbol('bottom bar');
    let frame = 0;
    const measure = () => {
      frame = 0;
      const rect = element.getBoundingClientRect();
      const height = window.innerHeight;
      report(id, rect.top < height && rect.bottom > 0 ? Math.ceil(height - rect.top) : 0);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    resize?.observe(element);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      resize?.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      report(id, null);
    };
  }, [ref, report]);
}
