import { useRef } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Product } from '@provender/contract';
import type { ProductListFilter } from '../api/get-product-list.ts';
import { useCatalogEnvironment } from '../catalog-environment.ts';
import { useListGeometry } from '../hooks/use-list-geometry.ts';
import { useVirtualProductRows } from '../hooks/use-virtual-product-rows.ts';
import type { OrderGuideOption } from '../utils/order-guide-choice.ts';
import { findSellBy, initialSellBy } from '../utils/product-units.ts';
import { QuickEntryRow, quickEntryColumns, type QuickEntryValue } from './quick-entry-row.tsx';

/** Spec 01 section 9: quick-entry rows are 64 px tall. */
export const QUICK_ENTRY_ROW_HEIGHT = 64;

interface QuickEntryListProps {
  filter: ProductListFilter;
  total: number;
  initialIndex: number | null;
  values: ReadonlyMap<number, QuickEntryValue>;
  guide: OrderGuideOption | null;
  onChange: (product: Product, value: QuickEntryValue) => void;
}

function startUnit(product: Product, guide: OrderGuideOption | null): string {
  const usual = guide?.products.find((p) => p.productKey === product.productKey);
  if (usual && findSellBy(product, usual.unitOfMeasure)) return usual.unitOfMeasure;
  return initialSellBy(product)?.unitOfMeasure ?? '';
}

export function QuickEntryList({ filter, total, initialIndex, values, guide, onChange }: QuickEntryListProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { settings } = useCatalogEnvironment();
  const ref = useRef<HTMLDivElement>(null);
  const { top } = useListGeometry(ref);
  const { virtualizer, items, productAt } = useVirtualProductRows({
    filter,
    total,
    perRow: 1,
    rowHeight: QUICK_ENTRY_ROW_HEIGHT,
    scrollMargin: top,
    initialIndex,
  });
  const header = phone ? ['Product', 'Qty', 'U/M'] : ['', 'Product', settings.hidePricing ? '' : 'Price', 'Quantity', 'Sell By'];
  return (
    <Paper variant="outlined" role="table" aria-label="Quick entry" sx={{ overflow: 'hidden' }}>
      <Box
        role="row"
        sx={{
          display: 'grid',
          gridTemplateColumns: phone ? quickEntryColumns.phone : quickEntryColumns.wide,
          columnGap: 1.5,
          px: 1.5,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'grey.100',
          typography: 'caption',
          fontWeight: 700,
          color: 'text.secondary',
          textTransform: 'uppercase',
          letterSpacing: 0.5,
        }}
      >
        {header.map((label, i) => (
          <Box key={i} role="columnheader" sx={{ textAlign: label === 'Price' ? 'right' : 'left' }}>
            {label}
          </Box>
        ))}
      </Box>
      <Box ref={ref} role="rowgroup" sx={{ position: 'relative', height: virtualizer.getTotalSize(), width: '100%' }}>
        {items.map((row) => {
          const product = productAt(row.index);
          return (
            <Box
              key={product?.productKey ?? `loading-${row.index}`}
              sx={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
            >
              <QuickEntryRow
                product={product}
                index={row.index}
                value={product ? values.get(product.productKey) : undefined}
                defaultUnit={product ? startUnit(product, guide) : ''}
                usual={product ? guide?.products.find((p) => p.productKey === product.productKey) : undefined}
                phone={phone}
                onChange={onChange}
              />
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
