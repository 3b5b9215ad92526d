/** The catalog's sample files: categories, products (CSV and JSON lines) and price levels. */
import { copyRows, csv, int, pick, setCell, type SampleFiles, type SampleRow } from './sample-kit.ts';

const mains = [
  {
    code: '10',
    name: 'Dry Grocery',
    cats: [
      'Canned Vegetables',
      'Canned Fruit',
      'Pasta & Rice',
      'Baking',
      'Spices',
      'Oils & Vinegars',
      'Sauces',
      'Soup Bases',
    ],
  },
  { code: '20', name: 'Refrigerated', cats: ['Dairy', 'Eggs', 'Cheese', 'Deli Meats', 'Fresh Juice'] },
  {
    code: '30',
    name: 'Frozen',
    cats: ['Frozen Vegetables', 'Frozen Potatoes', 'Frozen Desserts', 'Frozen Seafood', 'Frozen Appetizers'],
  },
  { code: '40', name: 'Meat & Poultry', cats: ['Beef', 'Pork', 'Chicken', 'Turkey'] },
  { code: '50', name: 'Produce', cats: ['Lettuce & Greens', 'Tomatoes', 'Onions & Potatoes', 'Citrus', 'Herbs'] },
  {
    code: '60',
    name: 'Paper & Disposables',
    cats: ['Cups & Lids', 'Napkins', 'Take-Out Containers', 'Gloves', 'Foil & Film'],
  },
  { code: '70', name: 'Janitorial', cats: ['Cleaners', 'Sanitizers', 'Trash Liners'] },
  { code: '80', name: 'Beverages', cats: ['Coffee & Tea', 'Soft Drinks', 'Bottled Water'] },
];
const categories = mains.flatMap((m) =>
  m.cats.map((name, i) => ({
    main: m.code,
    mainName: m.name,
    code: `${m.code}${String(i + 1).padStart(2, '0')}`,
    name,
  })),
);
const brands = [
  'Harvest Valley',
  'Blue Ridge Farms',
  'Chef Supreme',
  'Pacific Catch',
  'Golden Field',
  'Prairie Gold',
  'CleanLine',
  'Metro Pack',
];
const adjectives = [
  'Whole',
  'Sliced',
  'Diced',
  'Premium',
  'Fancy',
  'Select',
  'Grade A',
  'Classic',
  'Organic',
  'Extra Large',
];

function unitsFor(main: string): { units: string; stock: string; pricing: string; base: number; defaultUnit: string } {
  if (main === '40') {
    const weight = int(10, 40);
    return {
      units: `LB:1:P:1:2;CS:${weight}:S:1`,
      stock: 'LB',
      pricing: 'LB',
      base: int(189, 899) / 100,
      defaultUnit: 'CS',
    };
  }
  if (main === '60' || main === '70') {
    const each = pick([250, 500, 1000]);
    return {
      units: `CS:1:SP:1:2;EA:${(1 / each).toFixed(4)}:P::4`,
      stock: 'CS',
      pricing: 'CS',
      base: int(1900, 8900) / 100,
      defaultUnit: 'CS',
    };
  }
  const pack = pick([6, 12, 24]);
  const multiple = pick([1, 1, 2, 3]);
  return {
    units: `CS:${pack}:SP:1:2;EA:1:SP:${multiple}:4`,
    stock: 'EA',
    pricing: 'CS',
    base: int(1200, 9800) / 100,
    defaultUnit: 'CS',
  };
}

/** Categories: one row per category, its main category repeated. */
function writeCategories(files: SampleFiles): void {
  const categoryRows = categories.map((c) => [c.main, c.mainName, c.code, c.name]);
  const categoryHeader = ['main_category_code', 'main_category', 'category_code', 'category'];
  files['categories.csv'] = csv(categoryHeader, categoryRows);
  const badCategories = categoryRows.map((r) => [...r]);
  badCategories[4] = ['10', 'Dry Groceries', '1099', 'Pickles']; // line 6: main category described differently
  badCategories[9] = ['20', 'Refrigerated', '', 'Yogurt']; // line 11: no category code
  badCategories[14] = ['30', 'Frozen', '3001', 'Frozen Vegetables']; // line 16: 3001 again
  files['categories-with-errors.csv'] = csv(categoryHeader, badCategories);
}

const productHeader = [
  'product_code',
  'description',
  'catalog_description',
  'main_category_code',
  'category_code',
  'stock_unit',
  'pricing_unit',
  'base_price',
  'default_unit',
  'brand',
  'additional.k2',
  'images',
  'catch_weight',
  'units',
];

/** The i-th product of a random category. */
function productRow(i: number): SampleRow {
  const cat = pick(categories);
  const u = unitsFor(cat.main);
  const code = String(500_000 + i * 7);
  return [
    code,
    `${pick(adjectives)} ${cat.name.replace(/s$/, '')}${i % 9 === 0 ? ', "Chef\'s Choice"' : ''}`,
    u.stock === 'LB'
      ? `${int(2, 4)}/${int(8, 12)} LB AVG`
      : `${int(6, 24)}/${pick(['#10 CAN', '32 OZ', '1 GAL', '5 LB'])}`,
    cat.main,
    cat.code,
    u.stock,
    u.pricing,
    u.base.toFixed(2),
    u.defaultUnit,
    pick(brands),
    pick(['Gluten free', 'Kosher', '', 'Made in USA', '']),
    // Every tenth product's pictures are on the distributor's image server (fetched by the image sync).
    i % 10 === 5 ? `https://images.distributor.example/products/${code}.jpg` : `p-${code}.jpg;p-${code}-back.jpg`,
    cat.main === '40' ? 'Y' : 'N',
    u.units,
  ];
}

/** Products: 400 rows; answers them (contract prices and the order history pick from them). */
function writeProducts(files: SampleFiles): SampleRow[] {
  const productRows: SampleRow[] = [];
  for (let i = 0; i < 400; i++) productRows.push(productRow(i));
  files['products.csv'] = csv(productHeader, productRows);
  const badProducts = copyRows(productRows);
  setCell(badProducts, 2, 7, '12.345678'); // line 4: base price with 6 decimals
  setCell(badProducts, 50, 4, '9999'); // line 52: unknown category
  setCell(badProducts, 120, 13, 'CS:12:S:1'); // line 122: pricing unit CS is not price-by
  setCell(badProducts, 399, 0, badProducts[10]?.[0] ?? ''); // line 401: product code of line 12
  files['products-with-errors.csv'] = csv(productHeader, badProducts);
  return productRows;
}

/** The units column (`CS:12:SP:1:2;EA:1:SP:2:4`) as the JSON lines write it. */
const unitsJson = (units: string) =>
  units.split(';').map((seg) => {
    const [unit, conversion, roles = '', multiple, decimals] = seg.split(':');
    return {
      unit,
      conversion,
      sellBy: roles.includes('S'),
      priceBy: roles.includes('P'),
      ...(multiple ? { multiple } : {}),
      ...(decimals ? { decimals: Number(decimals) } : {}),
    };
  });

/** The same catalog as JSON lines (first 50 products). */
function writeProductsJsonl(files: SampleFiles, productRows: SampleRow[]): void {
  files['products.jsonl'] =
    productRows
      .slice(0, 50)
      .map((r) =>
        JSON.stringify({
          productCode: r[0],
          description: r[1],
          catalogDescription: r[2],
          mainCategoryCode: r[3],
          categoryCode: r[4],
          stockUnit: r[5],
          pricingUnit: r[6],
          basePrice: Number(r[7]),
          defaultUnit: r[8],
          brand: r[9],
          ...(r[10] ? { additional: { k2: r[10] } } : {}),
          images: String(r[11]).split(';'),
          catchWeight: r[12] === 'Y',
          units: unitsJson(String(r[13])),
        }),
      )
      .join('\n') + '\n';
}

/** Price levels. */
function writePriceLevels(files: SampleFiles): void {
  const levelHeader = ['level', 'description', 'discount_percent'];
  const levelRows = [
    [0, 'List', '0'],
    [1, 'Preferred', '3'],
    [2, 'Volume', '6'],
    [3, 'Chain', '9'],
    [4, 'Schools', '11.5'],
    [5, 'Healthcare', '12'],
    [6, 'Multi-unit Independent', '7.25'],
    [7, 'Employee', '15'],
  ];
  files['price-levels.csv'] = csv(levelHeader, levelRows);
  const badLevels = levelRows.map((r) => [...r]);
  badLevels[5] = [5, 'Healthcare', '120']; // line 7: discount with three digits
  badLevels[7] = ['seven', 'Employee', '15']; // line 9: level is not a number
  files['price-levels-with-errors.csv'] = csv(levelHeader, badLevels);
}

/** Writes the catalog's files (categories, products, their JSON lines, price levels); answers the products. */
export function writeCatalogSamples(files: SampleFiles): SampleRow[] {
  writeCategories(files);
  const productRows = writeProducts(files);
  writeProductsJsonl(files, productRows);
  writePriceLevels(files);
  return productRows;
}
