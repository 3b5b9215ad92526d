import type { Db } from '../client.ts';
import { orderGuideLines, orderGuidePars, orderGuides } from '../schema/index.ts';
import type { UsualItem } from './assortments.ts';
import { insertRows } from './bulk.ts';
import { demoPar } from './guide-pars.ts';
import type { Random } from './random.ts';
import { Decimal } from '@provender/rules';

/** Guide names buyers use for what they order between the weekly deliveries. */
const extraGuideNames = ['Monthly', 'Bar', 'Catering', 'Cleaning'];

/** The customer's usual items in storeroom order: by category, then description. */
const storeroomOrder = (a: UsualItem, b: UsualItem) =>
  a.product.mainCategoryCode.localeCompare(b.product.mainCategoryCode) ||
  a.product.categoryCode.localeCompare(b.product.categoryCode) ||
  a.product.description.localeCompare(b.product.description);

/**
 * A 'Weekly' order guide for most business customers, made of the items they order nearly every
 * time in their usual quantities, and for some a second guide of their occasional items. The
 * first customer (demo.customer) always has both, so the guide screens are not empty on first look;
 * its Weekly guide is its primary one, with pars at its default ship-to (001), so count mode has them.
 */
export async function seedOrderGuides(
  db: Db,
  r: Random,
  customerIds: number[],
  assortments: Map<number, UsualItem[]>,
): Promise<number> {
  const guides: { customerId: number; name: string; items: UsualItem[] }[] = [];
  customerIds.forEach((customerId, i) => {
    const usual = assortments.get(customerId) ?? [];
    if (usual.length === 0 || (i > 0 && r.chance(0.3))) return;
    const core = usual.filter((u) => u.core).sort(storeroomOrder);
    guides.push({ customerId, name: 'Weekly', items: core.slice(0, 30) });
    if (i === 0 || r.chance(0.4)) {
      const extra = r
        .shuffle(usual.filter((u) => !u.core))
        .slice(0, r.int(6, 15))
        .sort(storeroomOrder);
      guides.push({ customerId, name: r.pick(extraGuideNames), items: extra });
    }
  });
  if (guides.length === 0) return 0;
  const inserted = await insertRows(
    db,
    orderGuides,
    guides.map((g, i) => ({ customerId: g.customerId, name: g.name, isPrimary: i === 0 })),
    { returning: ['id', 'customerId', 'name'] },
  );
  const idOf = new Map(
    inserted.map((row) => [`${String(row['customer_id'])}|${String(row['name'])}`, Number(row['id'])]),
  );
  const lines = guides.flatMap((g) =>
    g.items.map((item, k) => ({
      guideId: idOf.get(`${g.customerId}|${g.name}`) as number,
      productId: item.product.id,
      unitOfMeasure: item.sellBy.unitOfMeasure,
      orderQuantity: new Decimal(item.sellBy.sellByMultiple).times(item.steps).toFixed(2),
      sequence: k + 1,
    })),
  );
  await insertRows(db, orderGuideLines, lines);
  const [demo] = guides;
  if (demo && demo.customerId === customerIds[0]) {
    const pars = demo.items.map((item) => ({
      customerId: demo.customerId,
      guideKey: demo.name.toLowerCase(),
      shiptoCode: '001',
      productId: item.product.id,
      ...demoPar(item),
    }));
    await insertRows(db, orderGuidePars, pars);
  }
  return guides.length;
}
