import { asc, eq, sql } from 'drizzle-orm';
import { HIDDEN_PRODUCT_KEY } from '@provender/contract';
import type { Db } from '../../db/client.ts';
import { customerExcludedCategories, productCategories, productMainCategories } from '../../db/schema/index.ts';

/** The main categories, the categories as a customer sees them, and a customer's excluded categories. */
export function createCategoriesRepository(db: Db) {
  return {
    async mainCategories() {
      return db.select().from(productMainCategories).orderBy(asc(productMainCategories.description));
    },

    /** Categories with whether the customer excluded them and whether any listable product is in them. */
    async categories(customerId: number | null) {
      const excluded =
        customerId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from customer_excluded_categories x
              where x.customer_id = ${customerId} and x.category_code = "product_categories"."code")`;
      return db
        .select({
          code: productCategories.code,
          parent: productCategories.mainCategoryCode,
          description: productCategories.description,
          isExcluded: excluded,
          hasProducts: sql<boolean>`exists (select 1 from products p where p.main_category_code = "product_categories"."main_category_code"
            and p.category_code = "product_categories"."code" and p.is_active and p.id <> ${HIDDEN_PRODUCT_KEY})`,
        })
        .from(productCategories)
        .orderBy(asc(productCategories.description), asc(productCategories.code));
    },

    async excludedCategories(customerId: number): Promise<string[]> {
      const rows = await db
        .select({ code: customerExcludedCategories.categoryCode })
        .from(customerExcludedCategories)
        .where(eq(customerExcludedCategories.customerId, customerId))
        .orderBy(asc(customerExcludedCategories.categoryCode));
      return rows.map((r) => r.code);
    },
  };
}
