import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categoryClassifications, productCategories, products } from '../../db/schema/index.ts';

/** The catalog as punchout documents name it: product codes, categories and their UNSPSC codes. */
export function createPunchoutCatalogRepository(db: Db) {
  return {
    /** Product keys by product code (the SupplierPartID of an edit request's lines). */
    async productKeysByCode(codes: string[]): Promise<Map<string, number>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .select({ id: products.id, code: products.productCode })
        .from(products)
        .where(inArray(products.productCode, [...new Set(codes)]));
      return new Map(rows.map((r) => [r.code, r.id]));
    },

    /** A category and its main category, by code (a SelectedItem may name one). */
    async category(code: string): Promise<{ code: string; mainCategoryCode: string } | null> {
      const [row] = await db
        .select({ code: productCategories.code, mainCategoryCode: productCategories.mainCategoryCode })
        .from(productCategories)
        .where(eq(productCategories.code, code));
      return row ?? null;
    },

    /** UNSPSC codes of the given categories. */
    async classifications(categoryCodes: string[]): Promise<Map<string, string>> {
      if (categoryCodes.length === 0) return new Map();
      const rows = await db
        .select()
        .from(categoryClassifications)
        .where(inArray(categoryClassifications.categoryCode, [...new Set(categoryCodes)]));
      return new Map(rows.map((r) => [r.categoryCode, r.unspsc]));
    },
  };
}
