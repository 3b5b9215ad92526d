import type { products, productUnits } from '../schema/index.ts';
import { catalogMainCategories } from './catalog-categories.ts';
import { parsePack, unitsFor } from './catalog-units.ts';
import { FUEL_SURCHARGE_ID, fuelSurchargeRows } from './fuel-surcharge.ts';
import { categoryImageBase, imageFile } from './images.ts';
import { productEmoji } from './product-emoji.ts';
import { allocate, basePrice, describe, pickBrand, pickItem, stockOnHand, type Brand } from './product-draws.ts';
import { productImageBase, type ProductArtwork } from './product-images.ts';
import type { Random } from './random.ts';
import type { DemoUnit } from './units.ts';
import type { CategoryVocabulary, MainCategoryVocabulary, UnitProfile } from './vocabulary.ts';

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

/** The generated catalog, not yet inserted. */
export interface CatalogRows {
  productRows: (typeof products.$inferInsert)[];
  unitRows: (typeof productUnits.$inferInsert)[];
  /** One product in `stride`, in catalog order: what the order history draws from. */
  historyPool: CatalogProduct[];
  /** The product pictures by image base, one per picture, main category and pack. */
  productArtwork: Map<string, ProductArtwork>;
}

/** Main categories of non-food supplies: their pictures come from the supplies rules. */
const suppliesMainCodes: ReadonlySet<string> = new Set(['PD', 'CJ', 'SE']);

const historyPoolSize = 2400;

/** The generator's state: the rows so far, the last product code and the running product index. */
interface Generator {
  r: Random;
  rows: CatalogRows;
  stride: number;
  maxGap: number;
  code: number;
  index: number;
}

interface DrawnItem {
  item: string;
  description: string;
  pack: string;
  brand: Brand;
}

/** An item, its description, pack and brand; a few tries to avoid printing the same item twice in one category. */
function drawItem(r: Random, main: MainCategoryVocabulary, cat: CategoryVocabulary, seen: Set<string>): DrawnItem {
  let description = '';
  let pack = '';
  let item = '';
  let brand: Brand = { brand: '', priceFactor: 1 };
  for (let attempt = 0; attempt < 4; attempt++) {
    const picked = pickItem(r, cat);
    item = picked.item;
    description = describe(r, item, picked.line);
    pack = r.pick(picked.line.packs);
    brand = pickBrand(r, main);
    if (!seen.has(`${description}|${pack}|${brand.brand}`)) break;
  }
  seen.add(`${description}|${pack}|${brand.brand}`);
  return { item, description, pack, brand };
}

/** The product's picture file, registering the picture to draw the first time it is used. */
function productImage(
  artwork: Map<string, ProductArtwork>,
  main: MainCategoryVocabulary,
  cat: CategoryVocabulary,
  drawn: DrawnItem,
) {
  const emoji = productEmoji(drawn.item, cat.icon, suppliesMainCodes.has(main.code));
  const imageBase = productImageBase(emoji, main.code, drawn.pack);
  if (!artwork.has(imageBase))
    artwork.set(imageBase, { base: imageBase, emoji, pack: drawn.pack, colors: main.colors });
  return imageFile(imageBase);
}

/** Draws one product of a category and adds its row, its units and, one in `stride`, its history pool entry. */
function addProduct(
  g: Generator,
  main: MainCategoryVocabulary,
  cat: CategoryVocabulary,
  categoryImage: string,
  seen: Set<string>,
) {
  const { r, rows } = g;
  const drawn = drawItem(r, main, cat, seen);
  const { description, pack } = drawn;
  const { stockUnit, units } = unitsFor(r, cat.profile, parsePack(pack), pack);
  const pricing = units.find((u) => u.isPricing) as DemoUnit;
  const price = basePrice(r, cat, drawn.brand.priceFactor, pricing.priceDecimals);
  const isCatchWeight = cat.profile === 'catch';
  const id = rows.productRows.length + 1;
  g.code += r.int(1, g.maxGap);
  const productCode = String(g.code);
  const defaultUnit = cat.profile === 'each' ? 'EA' : 'CS';
  const listImage = productImage(rows.productArtwork, main, cat, drawn);
  rows.productRows.push({
    id,
    productCode,
    description,
    catalogDescription: pack,
    additional: { k1: drawn.brand.brand },
    mainCategoryCode: main.code,
    categoryCode: cat.code,
    stockUnit,
    pricingUnit: pricing.unitOfMeasure,
    basePrice: price,
    defaultOrderQuantity: defaultUnit === 'CS' && r.chance(0.15) ? '2' : '1',
    defaultUnit,
    listImage,
    detailImages: [listImage, categoryImage],
    sequence: (g.index + 1) * 10,
    isCatchWeight,
    stockOnHand: stockOnHand(r, units, isCatchWeight),
    isActive: true,
  });
  for (const u of units) rows.unitRows.push({ productId: id, ...u });
  if (g.index % g.stride === 0) {
    const { code: categoryCode, profile } = cat;
    rows.historyPool.push({
      id,
      productCode,
      description,
      categoryCode,
      mainCategoryCode: main.code,
      profile,
      basePrice: price,
      isCatchWeight,
      units,
    });
  }
  g.index++;
}

/**
 * The catalog's products and units: `productCount` - 1 products spread over the categories by
 * weight, in category order, with the fuel surcharge as key 9.
 */
export function buildCatalogRows(r: Random, productCount: number): CatalogRows {
  const categories = catalogMainCategories.flatMap((main) => main.categories.map((cat) => ({ main, cat })));
  const realCount = productCount - 1;
  const counts = allocate(
    realCount,
    categories.map((c) => c.cat),
  );
  const g: Generator = {
    r,
    rows: { productRows: [], unitRows: [], historyPool: [], productArtwork: new Map() },
    stride: Math.max(1, Math.floor(realCount / historyPoolSize)),
    maxGap: Math.max(1, Math.min(20, Math.floor(880_000 / productCount))),
    code: 100_100,
    index: 0,
  };
  for (const [c, { main, cat }] of categories.entries()) {
    const seen = new Set<string>();
    const categoryImage = imageFile(categoryImageBase(cat.code));
    for (let k = 0; k < (counts[c] ?? 0); k++) {
      // Ids are explicit so the surcharge is key 9 whatever state the id sequence is in.
      if (g.rows.productRows.length + 1 === FUEL_SURCHARGE_ID) {
        const fuel = fuelSurchargeRows();
        g.rows.productRows.push(fuel.product);
        g.rows.unitRows.push(fuel.unit);
      }
      addProduct(g, main, cat, categoryImage, seen);
    }
  }
  return g.rows;
}
