import type { Db } from '../../db/client.ts';
import { createCategoriesRepository } from './categories.repository.ts';
import { createProductListingRepository } from './product-listing.repository.ts';
import { createProductRowsRepository } from './product-rows.repository.ts';
import { createSearchTextsRepository } from './search-texts.repository.ts';

export type { ListingOrder, ListingQuery, ProductFilter, ProductSort } from './product-listing.repository.ts';

/** The catalog's queries: the list's keys, the products by key, the categories. */
export function createCatalogRepository(db: Db) {
  return {
    ...createProductListingRepository(db),
    ...createProductRowsRepository(db),
    ...createCategoriesRepository(db),
    ...createSearchTextsRepository(db),
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
export type ProductRow = Awaited<ReturnType<CatalogRepository['byIds']>>[number];
