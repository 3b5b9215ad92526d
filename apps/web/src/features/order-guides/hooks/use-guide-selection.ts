import { useCallback, useMemo, useState } from 'react';
import type { Product } from '@provender/contract';
import { entryError, newEntry, selectionChanged, type GuideEntry } from '../utils/guide-selection.ts';

/**
 * The editor's working copy of a guide: the chosen products in guide order (new ones at the end)
 * and every product met on the way, so a row keeps its product when it scrolls out of a search.
 */
export function useGuideSelection(
  original: readonly GuideEntry[],
  guideProducts: ReadonlyMap<number, Product> | undefined,
) {
  const [entries, setEntries] = useState<GuideEntry[]>(() => [...original]);
  const [met, setMet] = useState<ReadonlyMap<number, Product>>(new Map());
  // The guide view keeps every product listed this visit, so an unchecked one can be checked again.
  const [listed, setListed] = useState<number[]>(() => original.map((e) => e.productKey));

  const products = useMemo(() => new Map([...(guideProducts ?? []), ...met]), [guideProducts, met]);
  const byKey = useMemo(() => new Map(entries.map((e) => [e.productKey, e])), [entries]);
  const errors = useMemo(
    () => new Map(entries.map((e) => [e.productKey, entryError(e, products.get(e.productKey))])),
    [entries, products],
  );

  const remember = useCallback((product: Product) => {
    setMet((m) => (m.get(product.productKey) === product ? m : new Map(m).set(product.productKey, product)));
    setListed((keys) => (keys.includes(product.productKey) ? keys : [...keys, product.productKey]));
  }, []);

  /** Checking a row adds the product with its default quantity; unchecking removes it. */
  const toggle = useCallback(
    (product: Product, include: boolean) => {
      remember(product);
      setEntries((list) => {
        const present = list.some((e) => e.productKey === product.productKey);
        if (!include) return present ? list.filter((e) => e.productKey !== product.productKey) : list;
        const entry = present ? null : newEntry(product);
        return entry ? [...list, entry] : list;
      });
    },
    [remember],
  );

  /** A changed quantity or unit updates the row, and includes it when it was not yet. */
  const change = useCallback(
    (product: Product, entry: GuideEntry) => {
      remember(product);
      setEntries((list) =>
        list.some((e) => e.productKey === entry.productKey)
          ? list.map((e) => (e.productKey === entry.productKey ? entry : e))
          : [...list, entry],
      );
    },
    [remember],
  );

  return {
    entries,
    listed,
    byKey,
    products,
    errors,
    invalid: [...errors.values()].some((e) => e !== null),
    dirty: selectionChanged(original, entries),
    toggle,
    change,
  };
}
export type GuideSelection = ReturnType<typeof useGuideSelection>;
