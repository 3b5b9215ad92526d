import type { Db } from '../client.ts';
import { productCategories, productMainCategories, products, productUnits } from '../schema/index.ts';
import { insertRows, syncSerial } from './bulk.ts';
import { categoryImageBase, imageFile, type ArtworkMainCategory } from './images.ts';
import { productEmoji } from './product-emoji.ts';
import { productImageBase, type ProductArtwork } from './product-images.ts';
import type { Random } from './random.ts';
import type { DemoUnit } from './units.ts';
import {
  privateLabels,
  type CategoryVocabulary,
  type MainCategoryVocabulary,
  type ProductLine,
  type UnitProfile,
} from './vocabulary.ts';
import { freshMainCategories } from './vocabulary-fresh.ts';
import { pantryMainCategories } from './vocabulary-pantry.ts';
import { suppliesMainCategories } from './vocabulary-supplies.ts';
import { Decimal, type DecimalValue } from '@provender/rules';

export const catalogMainCategories: MainCategoryVocabulary[] = [
  ...freshMainCategories,
  ...pantryMainCategories,
  ...suppliesMainCategories,
];

/**
 * Product key 9 is hidden from product lists by the spec: it is the distributor's fuel surcharge,
 * a non-stock charge item, in a main category of its own that holds nothing else.
 */
export const FUEL_SURCHARGE_ID = 9;
const serviceMainCategory: ArtworkMainCategory = {
  code: 'SV',
  description: 'Services & Charges',
  colors: ['#e6e6e6', '#8d8d8d'],
  categories: [{ code: 'SV01', description: 'Delivery Charges', icon: 'truck' }],
};

/** What the order history needs of a product. */
export interface CatalogProduct {
  id: number;
  productCode: string;
  description: string;
  categoryCode: string;
  mainCategoryCode: string;
  profile: UnitProfile;
  basePrice: string;
  isCatchWeight: boolean;
  units: DemoUnit[];
}

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

/** Main categories of non-food supplies: their pictures come from the supplies rules. */
const suppliesMainCodes: ReadonlySet<string> = new Set(['PD', 'CJ', 'SE']);

const historyPoolSize = 2400;

interface Pack {
  count: number;
  weightLb: Decimal | null;
}

/** '4/5 LB' -> 4 packs, 20 LB; '6/#10 CAN' -> 6; '500 CT' -> 500; '12/CS' -> 12. */
export function parsePack(pack: string): Pack {
  const weighed = /^(\d+)\/(\d+(?:\.\d+)?) (LB|OZ)\b/.exec(pack);
  if (weighed) {
    const count = Number(weighed[1]);
    const size = new Decimal(weighed[2] as string);
    return { count, weightLb: size.times(count).div(weighed[3] === 'OZ' ? 16 : 1) };
  }
  const counted = /^(\d+) (CT|DZ|EA)\b/.exec(pack) ?? /^(\d+)\//.exec(pack);
  if (counted) return { count: Number(counted[1]), weightLb: null };
  throw new Error(`unreadable pack size: ${pack}`);
}

/**
 * Cases and eaches are priced in cents, as distributors print them; a weight unit (LB) keeps 3 or
 * 4 decimals, where a fraction of a cent per pound matters on a 40 lb case (decision 102).
 */
const CENTS = 2;

function unit(unitOfMeasure: string, stockConversion: DecimalValue, flags: Partial<DemoUnit>): DemoUnit {
  return {
    unitOfMeasure,
    stockConversion: new Decimal(stockConversion).toFixed(4),
    isSellBy: false,
    sellByMultiple: '1',
    isPriceBy: false,
    isPricing: false,
    priceDecimals: CENTS,
    sortOrder: 0,
    ...flags,
  };
}

/** Stock unit and units of measure for a profile (see UnitProfile). */
function unitsFor(
  r: Random,
  profile: UnitProfile,
  pack: Pack,
  packText: string,
): { stockUnit: string; units: DemoUnit[] } {
  const weight = () => {
    if (!pack.weightLb) throw new Error(`${profile} pack needs a weight: ${packText}`);
    return pack.weightLb;
  };
  switch (profile) {
    case 'catch':
      return {
        stockUnit: 'LB',
        units: [
          unit('CS', weight(), { isSellBy: true, isPriceBy: true }),
          unit('LB', 1, { isSellBy: true, isPriceBy: true, isPricing: true, priceDecimals: 4, sortOrder: 1 }),
        ],
      };
    case 'weight':
      return {
        stockUnit: 'LB',
        units: [
          unit('CS', weight(), { isSellBy: true, isPriceBy: true, isPricing: true }),
          unit('LB', 1, { isPriceBy: true, priceDecimals: 3, sortOrder: 1 }),
        ],
      };
    case 'breakable': {
      const cs = unit('CS', pack.count, { isSellBy: true, isPriceBy: true, isPricing: true });
      if (pack.count === 1) return { stockUnit: 'EA', units: [cs] };
      // Soft drinks and the like are broken by the six-pack or dozen, not by the can.
      const multiples = [6, 12].filter((m) => pack.count > m && pack.count % m === 0);
      const multiple = multiples.length && r.chance(0.4) ? r.pick(multiples) : 1;
      // A case of hundreds is not broken: the each then only shows the unit price.
      const broken = pack.count <= 48;
      const each = unit('EA', 1, {
        isSellBy: broken,
        sellByMultiple: broken ? String(multiple) : '1',
        isPriceBy: true,
        sortOrder: 1,
      });
      return { stockUnit: 'EA', units: [cs, each] };
    }
    case 'case':
      return {
        stockUnit: 'EA',
        units: [unit('CS', pack.count, { isSellBy: true, isPriceBy: true, isPricing: true })],
      };
    case 'count':
      return {
        stockUnit: 'EA',
        units: [
          unit('CS', pack.count, { isSellBy: true, isPriceBy: true, isPricing: true }),
          // A piece of a case of hundreds (cups, napkins) costs fractions of a cent (decision 102).
          unit('EA', 1, { isPriceBy: true, priceDecimals: 4, sortOrder: 1 }),
        ],
      };
    case 'each':
      return {
        stockUnit: 'EA',
        units: [
          unit('CS', pack.count, { isSellBy: true, isPriceBy: true }),
          unit('EA', 1, { isSellBy: true, isPriceBy: true, isPricing: true, sortOrder: 1 }),
        ],
      };
  }
}

/** Splits n products over the categories by weight, at least one each when n allows. */
function allocate(n: number, categories: CategoryVocabulary[]): number[] {
  const floor = n >= categories.length ? 1 : 0;
  const rest = n - floor * categories.length;
  const total = categories.reduce((s, c) => s + c.weight, 0);
  const exact = categories.map((c) => (rest * c.weight) / total);
  const counts = exact.map((e) => Math.floor(e));
  let left = rest - counts.reduce((s, c) => s + c, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    counts[i] = (counts[i] ?? 0) + 1;
  }
  return counts.map((c) => c + floor);
}

function pickBrand(r: Random, main: MainCategoryVocabulary): { brand: string; priceFactor: number } {
  const roll = r.next();
  if (roll < 0.08) return { brand: privateLabels[0], priceFactor: 1.12 };
  if (roll < 0.23) return { brand: privateLabels[1], priceFactor: 1 };
  if (roll < 0.35) return { brand: privateLabels[2], priceFactor: 0.88 };
  return { brand: r.pick(main.brands), priceFactor: 0.95 + r.next() * 0.15 };
}

/** One item of a category with its line: every item is as likely, whichever line holds it. */
function pickItem(r: Random, cat: CategoryVocabulary): { item: string; line: ProductLine } {
  const all = cat.lines.flatMap((line) => line.items.map((item) => ({ item, line })));
  return r.pick(all);
}

function describe(r: Random, item: string, line: ProductLine): string {
  return [item, ...line.attrs.map((slot) => r.pick(slot))].filter(Boolean).join(' ');
}

function basePrice(r: Random, cat: CategoryVocabulary, factor: number, decimals: number): string {
  const [min, max] = cat.price;
  const raw = new Decimal(min + r.next() * (max - min)).times(factor);
  // Most list prices end in whole cents even where a weight unit allows more decimals.
  return raw.toDecimalPlaces(decimals <= CENTS || r.chance(0.6) ? CENTS : decimals, Decimal.ROUND_HALF_UP).toFixed(4);
}

function stockOnHand(r: Random, units: DemoUnit[], catchWeight: boolean): string {
  if (r.chance(0.07)) return '0.00';
  const cs = units.find((u) => u.unitOfMeasure === 'CS');
  const perCase = new Decimal(cs?.stockConversion ?? 1);
  const cases = r.int(1, 120);
  const amount = catchWeight
    ? perCase.times(cases).times(0.95 + r.next() * 0.1)
    : perCase.times(cases).plus(perCase.gt(1) ? r.int(0, perCase.toNumber() - 1) : 0);
  return amount.toFixed(2);
}

type ProductRow = typeof products.$inferInsert;
type UnitRow = typeof productUnits.$inferInsert;

/** Main categories, categories, products and their units. Needs at least 10 products (key 9 is the surcharge). */
export async function seedCatalog(db: Db, r: Random, opts: { products: number }): Promise<SeededCatalog> {
  if (opts.products < 10) throw new Error('the demo catalog needs at least 10 products');
  const artwork: ArtworkMainCategory[] = [
    ...catalogMainCategories.map((m) => ({
      code: m.code,
      description: m.description,
      colors: m.colors,
      categories: m.categories.map((c) => ({ code: c.code, description: c.description, icon: c.icon })),
    })),
    serviceMainCategory,
  ];
  await db.insert(productMainCategories).values(artwork.map((m) => ({ code: m.code, description: m.description })));
  await db
    .insert(productCategories)
    .values(
      artwork.flatMap((m) =>
        m.categories.map((c) => ({ code: c.code, mainCategoryCode: m.code, description: c.description })),
      ),
    );

  const categories = catalogMainCategories.flatMap((main) => main.categories.map((cat) => ({ main, cat })));
  const realCount = opts.products - 1;
  const counts = allocate(
    realCount,
    categories.map((c) => c.cat),
  );
  const stride = Math.max(1, Math.floor(realCount / historyPoolSize));
  const maxGap = Math.max(1, Math.min(20, Math.floor(880_000 / opts.products)));

  const productRows: ProductRow[] = [];
  const unitRows: UnitRow[] = [];
  const historyPool: CatalogProduct[] = [];
  const productArtwork = new Map<string, ProductArtwork>();
  let code = 100_100;
  let index = 0;

  const addFuelSurcharge = () => {
    const base = categoryImageBase('SV01');
    productRows.push({
      id: FUEL_SURCHARGE_ID,
      productCode: '990009',
      description: 'Fuel Surcharge',
      catalogDescription: 'Per delivery',
      additional: { k1: 'Harbor & Vine' },
      mainCategoryCode: 'SV',
      categoryCode: 'SV01',
      stockUnit: 'EA',
      pricingUnit: 'EA',
      basePrice: '4.9500',
      defaultOrderQuantity: '1',
      defaultUnit: 'EA',
      listImage: imageFile(base),
      detailImages: [imageFile(base)],
      sequence: 0,
      isCatchWeight: false,
      stockOnHand: '0.00',
      isActive: true,
    });
    unitRows.push({
      productId: FUEL_SURCHARGE_ID,
      ...unit('EA', 1, { isSellBy: true, isPriceBy: true, isPricing: true }),
    });
  };

  for (const [c, { main, cat }] of categories.entries()) {
    const seen = new Set<string>();
    const categoryImage = imageFile(categoryImageBase(cat.code));
    for (let k = 0; k < (counts[c] ?? 0); k++) {
      // Ids are explicit so the surcharge is key 9 whatever state the id sequence is in.
      if (productRows.length + 1 === FUEL_SURCHARGE_ID) addFuelSurcharge();
      let description = '';
      let pack = '';
      let item = '';
      let brand = { brand: '', priceFactor: 1 };
      // A few tries to avoid printing the same item twice in one category.
      for (let attempt = 0; attempt < 4; attempt++) {
        const picked = pickItem(r, cat);
        item = picked.item;
        description = describe(r, item, picked.line);
        pack = r.pick(picked.line.packs);
        brand = pickBrand(r, main);
        if (!seen.has(`${description}|${pack}|${brand.brand}`)) break;
      }
      seen.add(`${description}|${pack}|${brand.brand}`);
      const { stockUnit, units } = unitsFor(r, cat.profile, parsePack(pack), pack);
      const pricing = units.find((u) => u.isPricing) as DemoUnit;
      const price = basePrice(r, cat, brand.priceFactor, pricing.priceDecimals);
      const isCatchWeight = cat.profile === 'catch';
      const id = productRows.length + 1;
      code += r.int(1, maxGap);
      const productCode = String(code);
      const defaultUnit = cat.profile === 'each' ? 'EA' : 'CS';
      const emoji = productEmoji(item, cat.icon, suppliesMainCodes.has(main.code));
      const imageBase = productImageBase(emoji, main.code, pack);
      if (!productArtwork.has(imageBase))
        productArtwork.set(imageBase, { base: imageBase, emoji, pack, colors: main.colors });
      const listImage = imageFile(imageBase);
      productRows.push({
        id,
        productCode,
        description,
        catalogDescription: pack,
        additional: { k1: brand.brand },
        mainCategoryCode: main.code,
        categoryCode: cat.code,
        stockUnit,
        pricingUnit: pricing.unitOfMeasure,
        basePrice: price,
        defaultOrderQuantity: defaultUnit === 'CS' && r.chance(0.15) ? '2' : '1',
        defaultUnit,
        listImage,
        detailImages: [listImage, categoryImage],
        sequence: (index + 1) * 10,
        isCatchWeight,
        stockOnHand: stockOnHand(r, units, isCatchWeight),
        isActive: true,
      });
      for (const u of units) unitRows.push({ productId: id, ...u });
      if (index % stride === 0) {
        historyPool.push({
          id,
          productCode,
          description,
          categoryCode: cat.code,
          mainCategoryCode: main.code,
          profile: cat.profile,
          basePrice: price,
          isCatchWeight,
          units,
        });
      }
      index++;
    }
  }
  await insertRows(db, products, productRows, { chunkSize: 5000 });
  await syncSerial(db, 'products');
  await insertRows(db, productUnits, unitRows, { chunkSize: 10_000 });
  return { productCount: productRows.length, historyPool, artwork, productArtwork: [...productArtwork.values()] };
}
