import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useVirtualRows, type VirtualRow as VirtualItem } from '../../../components/virtual-rows/use-virtual-rows.ts';
import type { Product, ProductList } from '@provender/contract';
import { PRODUCT_PAGE_SIZE, useProductListPages, type ProductListFilter } from '../api/get-product-list.ts';

interface VirtualProductRowsOptions {
  filter: ProductListFilter;
  total: number;
  /** Products per row: 1 in the list layouts, the column count in the grid. */
  perRow: number;
  rowHeight: number;
  /** Distance from the top of the document to the list. */
  scrollMargin: number;
  /** A list index to scroll to once (query i). */
  initialIndex: number | null;
}

/** What the rows are drawn from: the virtual rows, the pages of products fetched, the list's offset. */
interface RowsSnapshot {
  items: readonly VirtualItem[];
  byPage: ReadonlyMap<number, ProductList>;
  scrollMargin: number;
}

function sameSnapshot(a: RowsSnapshot, b: RowsSnapshot): boolean {
  if (a.scrollMargin !== b.scrollMargin || a.items.length !== b.items.length || a.byPage.size !== b.byPage.size) {
    return false;
  }
  for (const [i, item] of a.items.entries()) {
    const other = b.items[i];
    if (other?.key !== item.key || other.start !== item.start || other.size !== item.size) return false;
  }
  for (const [page, list] of a.byPage) if (b.byPage.get(page) !== list) return false;
  return true;
}

/** Rows drawn beyond each edge of the viewport once the list has been painted. */
const OVERSCAN_ROWS = 4;

/** False until the browser has painted the component's first render (a frame, then a task). */
function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * Rows of a product list virtualized against the window: only the rows near the viewport are
 * rendered, and only the pages of products they show are fetched, so 100,000 products scroll
 * like 100. The rows are drawn in a deferred render (decision 260): React renders the rows that
 * scrolling or an arriving page brings in a transition it interrupts every few milliseconds, so the
 * main thread never runs a long task while the list scrolls, and typing in a row stays urgent.
 */
export function useVirtualProductRows({
  filter,
  total,
  perRow,
  rowHeight,
  scrollMargin,
  initialIndex,
}: VirtualProductRowsOptions) {
  const rowCount = Math.ceil(total / perRow);
  const painted = usePaintedOnce();
  const virtualizer = useVirtualRows({
    count: rowCount,
    estimateSize: rowHeight,
    // The first paint draws only what shows (the largest paint waits for it); the rows beyond
    // come a frame later (decision 368).
    overscan: painted ? OVERSCAN_ROWS : 1,
    scrollMargin,
  });
  const liveItems = virtualizer.getVirtualItems();

  // The pages to fetch follow the scroll at once; only the drawing is deferred.
  const first = liveItems[0]?.index ?? 0;
  const last = liveItems[liveItems.length - 1]?.index ?? 0;
  const pages: number[] = [];
  if (liveItems.length > 0) {
    const firstPage = Math.floor((first * perRow) / PRODUCT_PAGE_SIZE);
    const lastPage = Math.floor((Math.min(total, (last + 1) * perRow) - 1) / PRODUCT_PAGE_SIZE);
    for (let page = firstPage; page <= lastPage; page++) pages.push(page);
  }
  const byPage = useProductListPages(filter, pages);
  // A new snapshot only when what is drawn changes (the virtualizer and the queries answer new objects each render).
  const latest: RowsSnapshot = { items: liveItems, byPage, scrollMargin: virtualizer.scrollMargin };
  const [snapshot, setSnapshot] = useState(latest);
  if (!sameSnapshot(snapshot, latest)) setSnapshot(latest);
  const shown = useDeferredValue(snapshot);
  const productAt = (index: number): Product | undefined =>
    index < total
      ? shown.byPage.get(Math.floor(index / PRODUCT_PAGE_SIZE))?.products[index % PRODUCT_PAGE_SIZE]
      : undefined;
  /** A drawn row's distance from the top of the list. */
  const offsetOf = (row: VirtualItem) => row.start - shown.scrollMargin;

  const scrolled = useRef(false);
  useEffect(() => {
    if (scrolled.current || initialIndex === null || rowCount === 0 || scrollMargin === 0) return;
    scrolled.current = true;
    virtualizer.scrollToIndex(Math.min(rowCount - 1, Math.floor(initialIndex / perRow)), { align: 'start' });
  }, [initialIndex, rowCount, perRow, scrollMargin, virtualizer]);

  return { virtualizer, items: shown.items, productAt, offsetOf, perRow };
}
