import { useEffect, useState, type RefObject } from 'react';

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
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const next = { top: Math.round(rect.top + window.scrollY), width: Math.round(rect.width) };
      setGeometry((current) => (current.top === next.top && current.width === next.width ? current : next));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return geometry;
}
