import { useEffect, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useVirtualRows } from '../../../components/virtual-rows/use-virtual-rows.ts';
import type { Par, Product } from '@provender/contract';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { useSearchProducts } from '../api/search-products.ts';
import type { GuideSelection } from '../hooks/use-guide-selection.ts';
import type { GuideEntry } from '../utils/guide-selection.ts';
import { EDIT_ROW_HEIGHT, GuideEditRow } from './guide-edit-row.tsx';

export type EditView = 'guide' | 'all';

interface GuideEditListProps {
  view: EditView;
  search: string;
  selection: GuideSelection;
  phone: boolean;
  onOpenQuantity: (product: Product, entry: GuideEntry) => void;
  /** The Par column: the saved lines' pars (issue 34); absent while creating a guide. */
  pars?: ReadonlyMap<number, Par | null> | null | undefined;
  onEditPar?: ((product: Product) => void) | undefined;
}

const matches = (product: Product | undefined, words: string[]) =>
  !product ||
  words.every((w) =>
    `${product.description} ${product.productCode} ${product.additional['k1'] ?? ''}`.toLowerCase().includes(w),
  );

/**
 * The rows of the edit screen in a virtual list (64 px rows, overscan 10): the guide's products in
 * guide order, or the whole catalog searched on the server and fetched page by page as it scrolls.
 */
export function GuideEditList({ view, search, selection, phone, onOpenQuantity, pars, onEditPar }: GuideEditListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const catalog = useSearchProducts(search, view === 'all');
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const guideRows =
    view === 'guide' ? selection.listed.filter((key) => matches(selection.products.get(key), words)) : [];
  const loaded = catalog.data?.pages.flatMap((p) => p.products) ?? [];
  const total = view === 'guide' ? guideRows.length : (catalog.data?.pages[0]?.total ?? 0);

  // The virtual rows draw this component again when scrolling brings other rows near the viewport.
  const virtualizer = useVirtualRows({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: EDIT_ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = catalog;
  useEffect(() => {
    if (view === 'all' && hasNextPage && !isFetchingNextPage && lastIndex >= loaded.length - 10) void fetchNextPage();
  }, [view, hasNextPage, isFetchingNextPage, fetchNextPage, lastIndex, loaded.length]);

  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [view, search]);

  const parOf = (key: number | undefined) =>
    key !== undefined && selection.byKey.get(key) && pars?.has(key) ? pars.get(key) : undefined;

  if (view === 'all' && catalog.isError) {
    return (
      <Alert severity="error">
        {isApiRequestError(catalog.error) ? catalog.error.firstError : catalog.error.message}
      </Alert>
    );
  }
  const empty =
    view === 'guide'
      ? search
        ? 'No products in this guide match the search.'
        : 'No products are included yet. Choose them under All Products.'
      : 'No Products Available';

  return (
    <Box
      ref={scrollRef}
      role="list"
      aria-label={view === 'guide' ? 'Products in the guide' : 'All products'}
      sx={{
        height: 'max(320px, calc(100dvh - 250px))',
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {total === 0 && !(view === 'all' && catalog.isPending) ? (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
          {empty}
        </Typography>
      ) : (
        <Box sx={{ position: 'relative' }} style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const key = view === 'guide' ? guideRows[item.index] : loaded[item.index]?.productKey;
            return (
              <EditListItem key={item.key} start={item.start}>
                <GuideEditRow
                  product={key === undefined ? undefined : (selection.products.get(key) ?? loaded[item.index])}
                  entry={key === undefined ? undefined : selection.byKey.get(key)}
                  error={key === undefined ? null : (selection.errors.get(key) ?? null)}
                  phone={phone}
                  onToggle={selection.toggle}
                  onChange={selection.change}
                  onOpenQuantity={onOpenQuantity}
                  par={parOf(key)}
                  onEditPar={onEditPar}
                />
              </EditListItem>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

/** One absolutely placed row of the virtual list. */
function EditListItem({ start, children }: { start: number; children: ReactNode }) {
  return (
    <Box
      role="listitem"
      style={{ transform: `translateY(${start}px)` }}
      sx={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: '100%',
        height: EDIT_ROW_HEIGHT,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {children}
    </Box>
  );
}
