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
import {
  QUICK_ENTRY_PHONE_ROW_HEIGHT,
  QUICK_ENTRY_ROW_HEIGHT,
  QuickEntryRow,
  quickEntryColumns,
  type QuickEntryValue,
} from './quick-entry-row.tsx';

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  m: '-1px',
  p: 0,
} as const;

export interface QuickEntryListProps {
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

/** The header row: the columns of a phone's row or of a wide one. */
function QuickEntryHeader({ phone, hidePricing }: { phone: boolean; hidePricing: boolean }) {
  const header = phone
    ? ['Product', 'Qty', 'U/M']
    : ['Image', 'Product', hidePricing ? '' : 'Price', 'Quantity', 'Sell By'];
  return (
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
        // The picture column is named for screen readers only; an empty (hidden price) column has no header.
        <Box
          key={i}
          role={label ? 'columnheader' : 'presentation'}
          sx={{ textAlign: label === 'Price' ? 'right' : 'left' }}
        >
          {label === 'Image' ? (
            <Box component="span" sx={visuallyHidden}>
              {label}
            </Box>
          ) : (
            label
          )}
        </Box>
      ))}
    </Box>
  );
}

export function QuickEntryList({ filter, total, initialIndex, values, guide, onChange }: QuickEntryListProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { settings } = useCatalogEnvironment();
  const ref = useRef<HTMLDivElement>(null);
  const { top } = useListGeometry(ref);
  const { virtualizer, items, productAt, offsetOf } = useVirtualProductRows({
    filter,
    total,
    perRow: 1,
    rowHeight: phone ? QUICK_ENTRY_PHONE_ROW_HEIGHT : QUICK_ENTRY_ROW_HEIGHT,
    scrollMargin: top,
    initialIndex,
  });
  return (
    <Paper variant="outlined" role="table" aria-label="Quick entry" sx={{ overflow: 'hidden' }}>
      <QuickEntryHeader phone={phone} hidePricing={settings.hidePricing} />
      <Box
        ref={ref}
        role="rowgroup"
        sx={{ position: 'relative', width: '100%' }}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((row) => {
          const product = productAt(row.index);
          return (
            <Box
              key={product?.productKey ?? `loading-${row.index}`}
              // A phone's row is as tall as its wrapped name needs: measured, not assumed.
              ref={phone ? virtualizer.measureElement : undefined}
              data-index={row.index}
              style={{ transform: `translateY(${offsetOf(row)}px)` }}
              sx={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
              }}
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
