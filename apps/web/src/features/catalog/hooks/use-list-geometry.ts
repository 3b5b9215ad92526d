import { useLayoutEffect, useState, type RefObject } from 'react';

export interface ListGeometry {
  /** Distance from the top of the document to the list: the window virtualizer's scroll margin. */
  top: number;
  width: number;
}

/**
 * Where the list sits and how wide it is, kept up to date as the page above it (toolbar, wrapping
 * selectors) or the window changes size.
 */
export function useListGeometry(ref: RefObject<HTMLElement | null>): ListGeometry {
  const [geometry, setGeometry] = useState<ListGeometry>({ top: 0, width: 0 });
  // Measured before the first paint as well (a layout effect), so the first rows are drawn in the
  // same frame as the list instead of after the ResizeObserver's first report a frame later.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const next = { top: Math.round(rect.top + window.scrollY), width: Math.round(rect.width) };
      setGeometry((current) => (current.top === next.top && current.width === next.width ? current : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return geometry;
}
