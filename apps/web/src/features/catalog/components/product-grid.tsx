import { useRef } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ProductListFilter } from '../api/get-product-list.ts';
import { useListGeometry } from '../hooks/use-list-geometry.ts';
import { useVirtualProductRows } from '../hooks/use-virtual-product-rows.ts';
import { ProductCard } from './product-card.tsx';

export interface ProductGridProps {
  filter: ProductListFilter;
  total: number;
  initialIndex: number | null;
}

/**
 * Columns as wide as fit at this minimum; the grid is virtualized by rows. A phone's card keeps
 * room for a second pack-and-code line (a long pack size moves the code under it, never cut).
 */
const sizes = {
  phone: { minCard: 150, gap: 12, card: 304, image: 124 },
  wide: { minCard: 210, gap: 16, card: 322, image: 164 },
} as const;

/**
 * The rows whose pictures load at once: the first screen's (the largest paint of /products is its
 * first picture), where lazy loading would wait for a layout pass and an intersection check first.
 */
const EAGER_ROWS = 3;

export function ProductGrid({ filter, total, initialIndex }: ProductGridProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const size = phone ? sizes.phone : sizes.wide;
  const ref = useRef<HTMLDivElement>(null);
  const { top, width } = useListGeometry(ref);
  const perRow = Math.max(1, Math.floor((width + size.gap) / (size.minCard + size.gap)));
  const rowHeight = size.card + size.gap;
  const { virtualizer, items, productAt, offsetOf } = useVirtualProductRows({
    filter,
    total,
    perRow,
    rowHeight,
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
      {width > 0
        ? items.map((row) => (
            <Box
              key={row.key}
              style={{ transform: `translateY(${offsetOf(row)}px)` }}
              sx={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                height: rowHeight,
                display: 'grid',
                gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))`,
                gap: `${size.gap}px`,
              }}
            >
              {Array.from({ length: perRow }, (_, column) => {
                const index = row.index * perRow + column;
                if (index >= total) return <Box key={column} />;
                const product = productAt(index);
                return (
                  <Box key={product?.productKey ?? `loading-${index}`} role="listitem">
                    <ProductCard
                      product={product}
                      index={index}
                      height={size.card}
                      imageHeight={size.image}
                      eagerImage={index < perRow * EAGER_ROWS}
                    />
                  </Box>
                );
              })}
            </Box>
          ))
        : null}
    </Box>
  );
}
