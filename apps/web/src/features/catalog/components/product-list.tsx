import { useRef } from 'react';
import Box from '@mui/material/Box';
import type { ProductListFilter } from '../api/get-product-list.ts';
import { useListGeometry } from '../hooks/use-list-geometry.ts';
import { useVirtualProductRows } from '../hooks/use-virtual-product-rows.ts';
import { ProductListRow } from './product-list-row.tsx';

/** Spec 01 section 9: list rows are 228 px tall (the card plus the gap below it). */
export const LIST_ROW_HEIGHT = 228;
const GAP = 12;

export interface ProductListProps {
  filter: ProductListFilter;
  total: number;
  initialIndex: number | null;
}

export function ProductList({ filter, total, initialIndex }: ProductListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { top } = useListGeometry(ref);
  const { virtualizer, items, productAt, offsetOf } = useVirtualProductRows({
    filter,
    total,
    perRow: 1,
    rowHeight: LIST_ROW_HEIGHT,
    scrollMargin: top,
    initialIndex,
  });
  return (
    <Box
      ref={ref}
      role="list"
      aria-label="Products"
      sx={{ position: 'relative', width: '100%' }}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.map((row) => {
        const product = productAt(row.index);
        return (
          <Box
            key={product?.productKey ?? `loading-${row.index}`}
            role="listitem"
            style={{ transform: `translateY(${offsetOf(row)}px)` }}
            sx={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
            }}
          >
            <ProductListRow product={product} index={row.index} height={LIST_ROW_HEIGHT - GAP} />
          </Box>
        );
      })}
    </Box>
  );
}
