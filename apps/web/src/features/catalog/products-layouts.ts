import { PageLayout, type PageLayoutValue } from '@provender/contract';
import { lazyPart, type LazyPart } from '../../components/lazy-part/lazy-part.ts';
import type { ProductGridProps } from './components/product-grid.tsx';
import type { ProductListProps } from './components/product-list.tsx';
import type { QuickEntryLayoutProps } from './components/quick-entry-layout.tsx';

// A visit draws one layout: each is a chunk of its own, asked for once the layout is known
// (decision 364), so the first screen does not carry the other two.
const loadGrid = () => import('./components/product-grid.tsx');
const loadList = () => import('./components/product-list.tsx');
type Module<L extends () => Promise<unknown>> = Awaited<ReturnType<L>>;
export const ProductGrid = lazyPart<Module<typeof loadGrid>, 'ProductGrid', ProductGridProps>(loadGrid, 'ProductGrid');
export const ProductList = lazyPart<Module<typeof loadList>, 'ProductList', ProductListProps>(loadList, 'ProductList');
const loadQuickEntry = () => import('./components/quick-entry-layout.tsx');
export const QuickEntryLayout = lazyPart<Module<typeof loadQuickEntry>, 'QuickEntryLayout', QuickEntryLayoutProps>(
  loadQuickEntry,
  'QuickEntryLayout',
);
export const layoutParts: Record<PageLayoutValue, readonly Pick<LazyPart<object>, 'preload' | 'isLoaded'>[]> = {
  [PageLayout.grid]: [ProductGrid],
  [PageLayout.list]: [ProductList],
  [PageLayout.quickEntry]: [QuickEntryLayout],
};

/**
 * Asks for a layout's code before the products page is drawn (the session's first-screen warm-up,
 * decision 377), so the page finds it loaded and draws the products in its first render.
 */
export function preloadLayout(layout: PageLayoutValue): Promise<void> {
  return Promise.all(layoutParts[layout].map((part) => part.preload())).then(() => undefined);
}
