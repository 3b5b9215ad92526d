import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import {
  contractPrices,
  customerExcludedCategories,
  customers,
  productCategories,
  productMainCategories,
  productUnits,
  products,
  settingOverrides,
  siteSettings,
  users,
} from '../../src/db/schema/index.ts';

type UnitSpec = {
  unit: string;
  conversion: string;
  sellBy?: { multiple: string };
  priceBy?: { decimals: number };
};

type ProductSpec = {
  code: string;
  description: string;
  catalogDescription?: string;
  brand?: string;
  category: 'TC1' | 'TC2' | 'TC3';
  stockUnit: string;
  pricingUnit: string;
  basePrice: string;
  units: UnitSpec[];
  isActive?: boolean;
  stockOnHand?: string;
  defaultUnit?: string;
};

const mainOf = { TC1: 'TMC', TC2: 'TMC', TC3: 'TMC2' } as const;

/**
 * Products the catalog, pricing and cart tests rely on, inserted beside whatever the demo seed
 * holds (codes TST-*, categories T*), so their numbers are known exactly.
 */
const specs = {
  chicken: {
    code: 'TST-001',
    description: 'Zorblax Chicken Breast',
    catalogDescription: 'Quillfeather boneless fillets, 4 x 10 lb',
    brand: 'Harborline',
    category: 'TC1',
    stockUnit: 'LB',
    pricingUnit: 'LB',
    basePrice: '2.1500',
    stockOnHand: '400',
    units: [
      { unit: 'CS', conversion: '40', sellBy: { multiple: '1' }, priceBy: { decimals: 2 } },
      { unit: 'LB', conversion: '1', priceBy: { decimals: 4 } },
    ],
  },
  cola: {
    code: 'TST-002',
    description: 'Quokka Cola 12 oz Can',
    catalogDescription: 'Classic cola',
    brand: 'Quokka',
    category: 'TC2',
    stockUnit: 'EA',
    pricingUnit: 'CS',
    basePrice: '12.3400',
    stockOnHand: '240',
    units: [
      { unit: 'CS', conversion: '24', sellBy: { multiple: '1' }, priceBy: { decimals: 2 } },
      { unit: 'EA', conversion: '1', sellBy: { multiple: '6' }, priceBy: { decimals: 4 } },
    ],
  },
  noSellBy: {
    code: 'TST-003',
    description: 'Quokka Display Rack',
    category: 'TC2',
    stockUnit: 'EA',
    pricingUnit: 'EA',
    basePrice: '50.0000',
    units: [{ unit: 'EA', conversion: '1', priceBy: { decimals: 2 } }],
  },
  inactive: {
    code: 'TST-004',
    description: 'Quokka Retired Soda',
    category: 'TC2',
    stockUnit: 'EA',
    pricingUnit: 'EA',
    basePrice: '1.0000',
    isActive: false,
    units: [{ unit: 'EA', conversion: '1', sellBy: { multiple: '1' }, priceBy: { decimals: 2 } }],
  },
  excluded: {
    code: 'TST-005',
    description: 'Quokka Tobacco Leaf',
    category: 'TC3',
    stockUnit: 'EA',
    pricingUnit: 'EA',
    basePrice: '9.9900',
    units: [{ unit: 'EA', conversion: '1', sellBy: { multiple: '1' }, priceBy: { decimals: 2 } }],
  },
} satisfies Record<string, ProductSpec>;

export type FixtureProducts = Record<keyof typeof specs, number>;

export interface CatalogFixtures {
  products: FixtureProducts;
  customerIds: { C10001: number; C10002: number; C10003: number };
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

export async function insertCatalogFixtures(db: Db): Promise<CatalogFixtures> {
  await db.insert(productMainCategories).values([
    { code: 'TMC', description: 'Test Main' },
    { code: 'TMC2', description: 'Test Restricted' },
  ]);
  await db.insert(productCategories).values([
    { code: 'TC1', mainCategoryCode: 'TMC', description: 'Test Poultry' },
    { code: 'TC2', mainCategoryCode: 'TMC', description: 'Test Beverages' },
    { code: 'TC3', mainCategoryCode: 'TMC2', description: 'Test Tobacco' },
  ]);
  // Key 9 is hidden whatever it is; make sure it exists, then keep the sequence past it.
  await db
    .insert(products)
    .values({
      id: 9,
      productCode: 'TST-009',
      description: 'Quokka Placeholder Item',
      mainCategoryCode: 'TMC',
      categoryCode: 'TC2',
      stockUnit: 'EA',
      pricingUnit: 'EA',
      basePrice: '1.0000',
      defaultUnit: 'EA',
    })
    .onConflictDoNothing();
  await db.execute(sql`select setval('products_id_seq', greatest((select max(id) from products), 9))`);
  await db
    .insert(productUnits)
    .values({
      productId: 9,
      unitOfMeasure: 'EA',
      stockConversion: '1',
      isSellBy: true,
      isPriceBy: true,
      isPricing: true,
    })
    .onConflictDoNothing();

  const ids = {} as FixtureProducts;
  for (const [name, spec] of Object.entries(specs) as [keyof typeof specs, ProductSpec][]) {
    const [row] = await db
      .insert(products)
      .values({
        productCode: spec.code,
        description: spec.description,
        catalogDescription: spec.catalogDescription ?? '',
        additional: spec.brand ? { k1: spec.brand } : {},
        mainCategoryCode: mainOf[spec.category],
        categoryCode: spec.category,
        stockUnit: spec.stockUnit,
        pricingUnit: spec.pricingUnit,
        basePrice: spec.basePrice,
        defaultUnit: spec.defaultUnit ?? spec.units.find((u) => u.sellBy)?.unit ?? spec.pricingUnit,
        isActive: spec.isActive ?? true,
        stockOnHand: spec.stockOnHand ?? '0',
        listImage: `${spec.code}.png`,
        detailImages: [`${spec.code}.png`],
      })
      .returning({ id: products.id });
    if (!row) throw new Error('product insert returned nothing');
    ids[name] = row.id;
    await db.insert(productUnits).values(
      spec.units.map((u, i) => ({
        productId: row.id,
        unitOfMeasure: u.unit,
        stockConversion: u.conversion,
        isSellBy: !!u.sellBy,
        sellByMultiple: u.sellBy?.multiple ?? '1',
        isPriceBy: !!u.priceBy,
        isPricing: u.unit === spec.pricingUnit,
        priceDecimals: u.priceBy?.decimals ?? 4,
        sortOrder: i,
      })),
    );
  }

  const rows = await db
    .select({ id: customers.id, code: customers.customerCode })
    .from(customers)
    .where(inArray(customers.customerCode, ['C10001', 'C10002', 'C10003']));
  const byCode = Object.fromEntries(rows.map((r) => [r.code, r.id])) as Record<string, number>;
  const customerIds = { C10001: byCode['C10001'] ?? 0, C10002: byCode['C10002'] ?? 0, C10003: byCode['C10003'] ?? 0 };

  // C10001 buys at level 2 (6 % off) with a contract on the chicken; C10002 pays list; C10003 level 3 (9 %).
  await db.update(customers).set({ priceLevel: 2 }).where(eq(customers.id, customerIds.C10001));
  await db.update(customers).set({ priceLevel: 0 }).where(eq(customers.id, customerIds.C10002));
  await db.update(customers).set({ priceLevel: 3 }).where(eq(customers.id, customerIds.C10003));
  await db.insert(contractPrices).values([
    {
      customerId: customerIds.C10001,
      productId: ids.chicken,
      price: '1.9000',
      effectiveFrom: isoDay(-30),
      effectiveTo: null,
    },
    {
      customerId: customerIds.C10001,
      productId: ids.chicken,
      price: '1.5000',
      effectiveFrom: isoDay(-400),
      effectiveTo: isoDay(-31),
    },
    {
      customerId: customerIds.C10001,
      productId: ids.chicken,
      price: '1.0000',
      effectiveFrom: isoDay(30),
      effectiveTo: null,
    },
    // Higher than C10003's level price: the level price wins.
    {
      customerId: customerIds.C10003,
      productId: ids.cola,
      price: '11.5000',
      effectiveFrom: isoDay(-1),
      effectiveTo: isoDay(1),
    },
  ]);
  await db.insert(customerExcludedCategories).values({ customerId: customerIds.C10001, categoryCode: 'TC3' });
  return { products: ids, customerIds };
}

/** Sets a site setting for the rest of the test file. */
export async function setSiteSetting(db: Db, key: string, value: unknown) {
  await db.insert(siteSettings).values({ key, value }).onConflictDoUpdate({ target: siteSettings.key, set: { value } });
}

/** Sets (or, with undefined, removes) a customer's override of a setting. */
export async function setCustomerSetting(db: Db, customerId: number, key: string, value: unknown) {
  await db.execute(
    sql`delete from setting_overrides where customer_id = ${customerId} and user_id is null and key = ${key}`,
  );
  if (value !== undefined) await db.insert(settingOverrides).values({ customerId, key, value });
}

export async function userId(db: Db, username: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}
