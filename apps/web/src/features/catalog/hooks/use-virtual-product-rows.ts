import { useEffect, useRef } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Product } from '@provender/contract';
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

/**
 * Rows of a product list virtualized against the window: only the rows near the viewport are
 * rendered, and only the pages of products they show are fetched, so 100,000 products scroll
 * like 100.
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
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: 4,
    scrollMargin,
  });
  const items = virtualizer.getVirtualItems();

  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;
  const pages: number[] = [];
  if (items.length > 0) {
    const firstPage = Math.floor((first * perRow) / PRODUCT_PAGE_SIZE);
    const lastPage = Math.floor((Math.min(total, (last + 1) * perRow) - 1) / PRODUCT_PAGE_SIZE);
    for (let page = firstPage; page <= lastPage; page++) pages.push(page);
  }
  const byPage = useProductListPages(filter, pages);
  const productAt = (index: number): Product | undefined =>
    index < total ? byPage.get(Math.floor(index / PRODUCT_PAGE_SIZE))?.products[index % PRODUCT_PAGE_SIZE] : undefined;

  const scrolled = useRef(false);
  useEffect(() => {
    if (scrolled.current || initialIndex === null || rowCount === 0 || scrollMargin === 0) return;
    scrolled.current = true;
    virtualizer.scrollToIndex(Math.min(rowCount - 1, Math.floor(initialIndex / perRow)), { align: 'start' });
  }, [initialIndex, rowCount, perRow, scrollMargin, virtualizer]);

  return { virtualizer, items, productAt, perRow };
}
