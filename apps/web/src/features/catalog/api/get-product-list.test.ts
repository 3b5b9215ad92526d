import { describe, expect, it } from 'vitest';
import { almondMilk, chicken } from '../testing/sample-products.ts';
import { inGuideOrder, PRODUCT_PAGE_SIZE } from './get-product-list.ts';

describe('inGuideOrder', () => {
  it("puts a guide's products in the guide's order, whatever order the server sent", () => {
    const list = { total: 2, offset: 0, products: [chicken, almondMilk] };
    const ordered = inGuideOrder(list, [almondMilk.productKey, chicken.productKey], 0);
    expect(ordered.products.map((p) => p.productKey)).toEqual([almondMilk.productKey, chicken.productKey]);
    expect(ordered.total).toBe(2);
  });

  it('pages the ordered guide and counts only the products the server listed', () => {
    const list = { total: 1, offset: 0, products: [chicken] };
    expect(inGuideOrder(list, [almondMilk.productKey, chicken.productKey], 0)).toEqual({
      total: 1,
      offset: 0,
      products: [chicken],
    });
    expect(inGuideOrder(list, [chicken.productKey], PRODUCT_PAGE_SIZE).products).toEqual([]);
  });
});
