import type { Dispatch, SetStateAction } from 'react';
import type { Product } from '@provender/contract';
import type { useAllProductsOf } from '../api/get-product-list.ts';
import type { useProductPageView } from '../hooks/use-product-page-view.ts';
import { fillUsualQuantities, withoutProducts, type QuickEntryLine } from '../utils/quick-entry.ts';
import { QuickEntryBar } from './quick-entry-bar.tsx';
import { QuickEntryList } from './quick-entry-list.tsx';
import type { QuickEntryValue } from './quick-entry-row.tsx';

type ProductPageView = ReturnType<typeof useProductPageView>;

export interface QuickEntryLayoutProps {
  filter: ProductPageView['filter'];
  total: number;
  initialIndex: ProductPageView['initialIndex'];
  guide: ProductPageView['guide'];
  entries: ReadonlyMap<number, QuickEntryLine>;
  setEntries: Dispatch<SetStateAction<ReadonlyMap<number, QuickEntryLine>>>;
  onChange: (product: Product, value: QuickEntryValue) => void;
  allProductsOf: ReturnType<typeof useAllProductsOf>;
}

/**
 * The quick-entry layout of /products: the list and its bar (Add To Cart, Clear, Fill usual quantities
 * from the guide), one chunk loaded when a visit draws it (decision 364), with the lines' rules.
 */
export function QuickEntryLayout({
  filter,
  total,
  initialIndex,
  guide,
  entries,
  setEntries,
  onChange,
  allProductsOf,
}: QuickEntryLayoutProps) {
  return (
    <>
      <QuickEntryList
        filter={filter}
        total={total}
        initialIndex={initialIndex}
        values={entries}
        guide={guide}
        onChange={onChange}
      />
      <QuickEntryBar
        lines={entries}
        onClear={() => setEntries(new Map())}
        onAdded={(productKeys) => setEntries((current) => withoutProducts(current, productKeys))}
        onFillUsual={
          guide
            ? async () => {
                const products = await allProductsOf(filter, total);
                setEntries((current) => fillUsualQuantities(current, products, guide.products));
              }
            : undefined
        }
      />
    </>
  );
}
