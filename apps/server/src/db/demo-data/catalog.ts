import type { Db } from '../client.ts';
import { products, productUnits } from '../schema/index.ts';
import { insertRows, syncSerial } from './bulk.ts';
import { catalogArtwork, seedCategories } from './catalog-categories.ts';
import { buildCatalogRows, type CatalogProduct } from './catalog-products.ts';
import type { ArtworkMainCategory } from './images.ts';
import type { ProductArtwork } from './product-images.ts';
import type { Random } from './random.ts';

export { catalogMainCategories } from './catalog-categories.ts';
export { parsePack } from './catalog-units.ts';
export type { CatalogProduct } from './catalog-products.ts';
export { FUEL_SURCHARGE_ID } from './fuel-surcharge.ts';

export interface SeededCatalog {
  productCount: number;
  /**
   * A few thousand products spread over every category that customers actually buy: the order
   * history draws only from these, so its size does not grow with the catalog.
   */
  historyPool: CatalogProduct[];
  artwork: ArtworkMainCategory[];
  /** The product pictures the products point at, one per picture, main category and pack. */
  productArtwork: ProductArtwork[];
}

/**
 * Main categories, categories (catalog-categories.ts), products and their units
 * (catalog-products.ts). Needs at least 10 products (key 9 is the surcharge).
 */
export async function seedCatalog(db: Db, r: Random, opts: { products: number }): Promise<SeededCatalog> {
  if (opts.products < 10) throw new Error('the demo catalog needs at least 10 products');
  const artwork = catalogArtwork();
  await seedCategories(db, artwork);
  const { productRows, unitRows, historyPool, productArtwork } = buildCatalogRows(r, opts.products);
  await insertRows(db, products, productRows, { chunkSize: 5000 });
  await syncSerial(db, 'products');
  await insertRows(db, productUnits, unitRows, { chunkSize: 10_000 });
  return { productCount: productRows.length, historyPool, artwork, productArtwork: [...productArtwork.values()] };
}
