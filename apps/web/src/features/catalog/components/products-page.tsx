import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PageLayout, type PageLayoutValue, type Product } from '@provender/contract';
import { useLocation, useNavigate } from 'react-router';
import { resultCountText } from '../utils/result-count.ts';
import { UnsavedChangesDialog } from '../../../components/unsaved-changes/unsaved-changes-dialog.tsx';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes/use-unsaved-changes-guard.ts';
import { useCategories } from '../api/get-categories.ts';
import { useCatalogEnvironment } from '../catalog-environment.ts';
import { useMainCategories } from '../api/get-main-categories.ts';
import { useAllProductsOf, useProductListTotal } from '../api/get-product-list.ts';
import { useProductPageView, type ProductPageDefaults, type SaveUserDefaults } from '../hooks/use-product-page-view.ts';
import type { OrderGuideChoices } from '../utils/order-guide-choice.ts';
import { withCategory, withMainCategory, withOrderGuide } from '../utils/product-filters.ts';
import { parseQuantity } from '../utils/quantity.ts';
import type { QuickEntryLine } from '../utils/quick-entry.ts';
import { useLayoutCode } from '../hooks/use-layout-code.ts';
import { layoutParts, ProductGrid, ProductList, QuickEntryLayout } from '../products-layouts.ts';
import { ProductsEmptyState } from './products-empty-state.tsx';
import { ProductsToolbar } from './products-toolbar.tsx';
import type { QuickEntryValue } from './quick-entry-row.tsx';

type ProductPageView = ReturnType<typeof useProductPageView>;

/** The products' place while their first page or their layout's code is on its way. */
function ProductsLoading() {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 }}
      aria-busy
      aria-label="Loading products"
    >
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={300} />
      ))}
    </Box>
  );
}

export interface ProductsPageProps {
  defaults: ProductPageDefaults;
  /** Saves a signed-in user's own layout and sort; null for guests, whose choice lasts the tab. */
  onSaveDefaults: SaveUserDefaults | null;
  /** The order guides from the order-guides feature; null hides the Order Guide selector. */
  orderGuides: OrderGuideChoices | null;
}

/** /products: grid, list and quick-entry layouts over a virtualized, paged product list. */
export function ProductsPage({ defaults, onSaveDefaults, orderGuides }: ProductsPageProps) {
  const view = useProductPageView(defaults, onSaveDefaults, orderGuides);
  const { cartAccess, readOnlyNote } = useCatalogEnvironment();
  // A cart that cannot be changed (punchout inspect) offers no quick entry: the list shows instead.
  const readOnly = cartAccess === 'read-only';
  const layout = readOnly && view.layout === PageLayout.quickEntry ? PageLayout.list : view.layout;
  const layouts = readOnly ? view.layouts.filter((l) => l !== PageLayout.quickEntry) : view.layouts;
  const { filter, filters, guide } = view;
  const first = useProductListTotal(filter);
  const [entries, setEntries] = useState<ReadonlyMap<number, QuickEntryLine>>(new Map());
  const dirty = [...entries.values()].some((l) => parseQuantity(l.quantity) > 0);
  const blocker = useUnsavedChangesGuard(dirty);
  const allProductsOf = useAllProductsOf();

  const onQuickEntry = useCallback(
    (product: Product, value: QuickEntryValue) =>
      setEntries((current) => new Map(current).set(product.productKey, { product, ...value })),
    [],
  );

  useScrollTopOnNewFilter(filter);

  const total = first.data?.total ?? 0;
  const layoutReady = useLayoutCode(layoutParts[layout], defaults.ready);
  const loading = !defaults.ready || first.isPending || !layoutReady;
  const placeholder = first.isPlaceholderData;

  let content;
  if (loading) {
    content = <ProductsLoading />;
  } else if (first.isError) {
    content = <Alert severity="error">{first.error.message}</Alert>;
  } else if (total === 0) {
    content = <ProductsEmptyState />;
  } else if (layout === PageLayout.quickEntry) {
    content = (
      <QuickEntryLayout
        filter={filter}
        total={total}
        initialIndex={view.initialIndex}
        guide={guide}
        entries={entries}
        setEntries={setEntries}
        onChange={onQuickEntry}
        allProductsOf={allProductsOf}
      />
    );
  } else if (layout === PageLayout.list) {
    content = <ProductList filter={filter} total={total} initialIndex={view.initialIndex} />;
  } else {
    content = <ProductGrid filter={filter} total={total} initialIndex={view.initialIndex} />;
  }

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto' }}>
      <PageHeading
        title={guide ? guide.name : 'Products'}
        count={loading || first.isError ? '\u00a0' : resultCountText(total, filters.search)}
        placeholder={placeholder}
      />
      {readOnly ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {readOnlyNote}
        </Alert>
      ) : null}
      <Box sx={{ mb: 2 }}>
        <FilterToolbar ready={defaults.ready} layout={layout} layouts={layouts} view={view} orderGuides={orderGuides} />
      </Box>
      <Box sx={{ opacity: placeholder ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <Suspense fallback={<ProductsLoading />}>{content}</Suspense>
      </Box>
      <UnsavedChangesDialog blocker={blocker} />
    </Box>
  );
}

/** A new filter starts at the top of its list; the first render keeps the position asked for by ?i=. */
function useScrollTopOnNewFilter(filter: ProductPageView['filter']) {
  const filterKey = JSON.stringify(filter);
  const shownFilter = useRef(filterKey);
  useEffect(() => {
    if (shownFilter.current === filterKey) return;
    shownFilter.current = filterKey;
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
  }, [filterKey]);
}

/** The page's title (Products or the guide's name) and its result count. */
function PageHeading({ title, count, placeholder }: { title: string; count: string; placeholder: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, mb: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography
        color="text.secondary"
        role="status"
        data-testid="result-count"
        sx={{ opacity: placeholder ? 0.5 : 1 }}
      >
        {count}
      </Typography>
    </Box>
  );
}

/** The toolbar over the visible categories; a filter chosen is written to the address's hash. */
function FilterToolbar({
  ready,
  layout,
  layouts,
  view,
  orderGuides,
}: {
  ready: boolean;
  layout: PageLayoutValue;
  layouts: readonly PageLayoutValue[];
  view: ProductPageView;
  orderGuides: OrderGuideChoices | null;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const mainCategories = useMainCategories();
  const categories = useCategories();
  const setHash = (hash: string) => void navigate({ pathname: location.pathname, search: '', hash });
  const visibleMains = (mainCategories.data ?? []).filter((m) => !m.isExcluded && !m.isEmpty);
  const visibleCategories = (categories.data ?? [])
    .filter((c) => !c.isExcluded && !c.isEmpty)
    .sort((a, b) => a.description.localeCompare(b.description));
  const known = (code: string, list: readonly { code: string }[]) => (list.some((x) => x.code === code) ? code : '');
  return (
    <ProductsToolbar
      ready={ready}
      layout={layout}
      layouts={layouts}
      onLayout={view.setLayout}
      sort={view.sort}
      onSort={view.setSort}
      mainCategories={visibleMains}
      categories={visibleCategories}
      mainCategory={known(view.filters.mainCategory, visibleMains)}
      category={known(view.filters.category, visibleCategories)}
      onMainCategory={(code) => setHash(withMainCategory(location.hash, code))}
      onCategory={(category) => setHash(withCategory(location.hash, category))}
      orderGuides={
        orderGuides
          ? {
              names: orderGuides.guides.map((g) => g.name),
              selected: view.guide?.name ?? '',
              allProducts: orderGuides.allProductsAllowed,
              onSelect: (name) => setHash(withOrderGuide(location.hash, name)),
            }
          : null
      }
    />
  );
}
