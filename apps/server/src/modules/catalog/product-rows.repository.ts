import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { visibleProducts, type UnitRow } from '../../db/queries/products.ts';
import {
  cacheVersions,
  productCategories,
  productMainCategories,
  productUnits,
  products,
  pushProducts,
  scanDocuments,
} from '../../db/schema/index.ts';

const productColumns = {
  id: products.id,
  productCode: products.productCode,
  description: products.description,
  catalogDescription: products.catalogDescription,
  additional: products.additional,
  mainCategoryCode: products.mainCategoryCode,
  categoryCode: products.categoryCode,
  mainCategoryDescription: productMainCategories.description,
  categoryDescription: productCategories.description,
  pricingUnit: products.pricingUnit,
  defaultOrderQuantity: products.defaultOrderQuantity,
  defaultUnit: products.defaultUnit,
  listImage: products.listImage,
  detailImages: products.detailImages,
};

/**
 * The units of the given products as rows, in each product's unit order (decision 548): one flat,
 * index-backed read. A JSON aggregate per product cost PGlite most of a catalog page (0.1–0.4 ms
 * a product).
 */
async function unitsOf(db: Db, ids: number[]): Promise<Map<number, UnitRow[]>> {
  const rows = await db
    .select({
      productId: productUnits.productId,
      u: productUnits.unitOfMeasure,
      c: productUnits.stockConversion,
      sb: productUnits.isSellBy,
      m: productUnits.sellByMultiple,
      pb: productUnits.isPriceBy,
      p: productUnits.isPricing,
      d: productUnits.priceDecimals,
    })
    .from(productUnits)
    .where(inArray(productUnits.productId, ids))
    .orderBy(asc(productUnits.productId), asc(productUnits.sortOrder), asc(productUnits.unitOfMeasure));
  const units = new Map<number, UnitRow[]>();
  for (const { productId, ...unit } of rows) {
    const list = units.get(productId);
    if (list) list.push(unit);
    else units.set(productId, [unit]);
  }
  return units;
}

/** Products by key, their scan documents, the pushed products and the catalog version. */
export function createProductRowsRepository(db: Db) {
  return {
    /** The given products whether or not the caller may buy them, with a flag saying so. */
    async byIds(customerId: number | null, ids: number[]) {
      if (ids.length === 0) return [];
      const [rows, units] = await Promise.all([
        db
          .select({ ...productColumns, visible: sql<boolean>`(${visibleProducts(customerId)})` })
          .from(products)
          .innerJoin(productMainCategories, eq(productMainCategories.code, products.mainCategoryCode))
          .innerJoin(productCategories, eq(productCategories.code, products.categoryCode))
          .where(inArray(products.id, ids)),
        unitsOf(db, ids),
      ]);
      return rows.map((row) => ({ ...row, units: units.get(row.id) ?? [] }));
    },

    /** A product's scan documents (spec sheets; decision 072), oldest first. */
    async scanDocuments(productId: number): Promise<{ key: string; name: string }[]> {
      const rows = await db
        .select({ id: scanDocuments.id, name: scanDocuments.name })
        .from(scanDocuments)
        .where(eq(scanDocuments.productId, productId))
        .orderBy(asc(scanDocuments.id));
      return rows.map((r) => ({ key: String(r.id), name: r.name }));
    },

    /** The committed catalog version the triggers keep (decision 210); 0 before any. */
    async catalogVersion(): Promise<number> {
      const [row] = await db
        .select({ version: cacheVersions.version })
        .from(cacheVersions)
        .where(eq(cacheVersions.name, 'catalog'));
      return row?.version ?? 0;
    },

    async pushProducts(customerId: number | null) {
      return db
        .select({ productKey: pushProducts.productId, sequence: pushProducts.sequence })
        .from(pushProducts)
        .innerJoin(products, eq(products.id, pushProducts.productId))
        .where(visibleProducts(customerId))
        .orderBy(sql`coalesce(${pushProducts.sequence}, 9999)`, asc(pushProducts.productId));
    },
  };
}
