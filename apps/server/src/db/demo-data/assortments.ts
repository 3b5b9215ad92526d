import type { CatalogProduct } from './catalog.ts';
import type { Random } from './random.ts';
import type { DemoUnit } from './units.ts';

/** A product a customer buys regularly, in the unit and usual quantity they buy it in. */
export interface UsualItem {
  product: CatalogProduct;
  sellBy: DemoUnit;
  priceBy: DemoUnit;
  /** Usual quantity in sell-by multiples (quantity = steps × sellByMultiple). */
  steps: number;
  /** On nearly every order: the customer's standard order. */
  core: boolean;
}

const staples = ['PD', 'CJ'];
const nonFood = new Set(['PD', 'CJ', 'SE']);

function usualUnits(r: Random, product: CatalogProduct): Pick<UsualItem, 'sellBy' | 'priceBy' | 'steps'> {
  const pricing = product.units.find((u) => u.isPricing) as DemoUnit;
  const byUnit = (uom: string) => product.units.find((u) => u.unitOfMeasure === uom);
  const cs = byUnit('CS') as DemoUnit;
  const ea = byUnit('EA');
  const lb = byUnit('LB');
  const caseSteps = () => r.pick([1, 1, 1, 2, 2, 3, 4, 6]);
  switch (product.profile) {
    case 'catch':
      if (lb?.isSellBy && r.chance(0.12)) return { sellBy: lb, priceBy: lb, steps: r.int(5, 30) };
      return { sellBy: cs, priceBy: pricing, steps: r.int(1, 4) };
    case 'breakable':
      if (ea?.isSellBy && r.chance(0.22)) {
        const steps = ea.sellByMultiple === '1' ? r.int(2, 12) : r.int(1, 3);
        return { sellBy: ea, priceBy: r.chance(0.5) ? ea : pricing, steps };
      }
      return { sellBy: cs, priceBy: pricing, steps: caseSteps() };
    case 'each':
      if (ea && r.chance(0.7)) return { sellBy: ea, priceBy: ea, steps: r.int(1, 12) };
      return { sellBy: cs, priceBy: r.chance(0.5) ? cs : pricing, steps: r.int(1, 2) };
    default:
      return { sellBy: cs, priceBy: pricing, steps: caseSteps() };
  }
}

/**
 * Each business customer's regular assortment: a kitchen buys from a dozen or so categories
 * (always some disposables and cleaning supplies), and about a third of its items are on
 * nearly every order, so a Standard order guide can be derived from the history.
 */
export function buildAssortments(r: Random, customerIds: number[], pool: CatalogProduct[]): Map<number, UsualItem[]> {
  const byCategory = new Map<string, CatalogProduct[]>();
  for (const p of pool) {
    const list = byCategory.get(p.categoryCode) ?? [];
    list.push(p);
    byCategory.set(p.categoryCode, list);
  }
  const categoryCodes = [...byCategory.keys()];
  const mainOf = (code: string) => byCategory.get(code)?.[0]?.mainCategoryCode ?? '';
  const food = categoryCodes.filter((c) => !nonFood.has(mainOf(c)));
  const supplies = categoryCodes.filter((c) => staples.includes(mainOf(c)));
  const smallwares = categoryCodes.filter((c) => mainOf(c) === 'SE');

  const out = new Map<number, UsualItem[]>();
  customerIds.forEach((customerId, i) => {
    const chosen = new Set<string>([
      ...r.shuffle(food).slice(0, r.int(8, 15)),
      ...r.shuffle(supplies).slice(0, r.int(2, 4)),
      ...(smallwares.length && r.chance(0.3) ? [r.pick(smallwares)] : []),
    ]);
    const codes = [...chosen];
    const size = i === 0 ? 60 : r.int(25, 60);
    const used = new Set<number>();
    const items: UsualItem[] = [];
    for (let attempt = 0; items.length < size && attempt < size * 6; attempt++) {
      const list = byCategory.get(r.pick(codes)) ?? [];
      if (!list.length) continue;
      const product = r.pick(list);
      if (used.has(product.id)) continue;
      used.add(product.id);
      items.push({ product, ...usualUnits(r, product), core: items.length < size * 0.35 });
    }
    out.set(customerId, items);
  });
  return out;
}
