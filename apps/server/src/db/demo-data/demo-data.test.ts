import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../client.ts';
import { catalogMainCategories } from './catalog.ts';
import { seedDemoData, type SeedSummary } from './index.ts';
import { catalogSizeClaim } from './landing.ts';
import { emptyDatabase } from './reset.ts';

const options = { products: 200, customers: 8, consumers: 4, referenceDate: new Date(2026, 2, 18) };
const rows = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

let database: Database;
let imageDir: string;
let summary: SeedSummary;

beforeAll(async () => {
  imageDir = await mkdtemp(join(tmpdir(), 'provender-demo-'));
  database = await openDatabase({});
  await database.migrate();
  summary = await seedDemoData(database.db, { ...options, imageDir });
}, 180_000);

afterAll(async () => {
  await database?.close();
  if (imageDir) await rm(imageDir, { recursive: true, force: true });
});

describe('demo catalog', () => {
  it('has the requested size over at least 12 main categories and 60 categories', async () => {
    const [counts] = await rows<{ products: number; mains: number; categories: number }>(
      database,
      sql`select (select count(*)::int from products) as products, (select count(*)::int from product_main_categories) as mains, (select count(*)::int from product_categories) as categories`,
    );
    expect(counts).toEqual({ products: 200, mains: expect.any(Number), categories: expect.any(Number) });
    expect(counts?.mains).toBeGreaterThanOrEqual(12);
    expect(counts?.categories).toBeGreaterThanOrEqual(60);
    expect(summary.products).toBe(200);
  });

  it('makes product key 9 the hidden fuel surcharge', async () => {
    const [row] = await rows<{ description: string }>(database, sql`select description from products where id = 9`);
    expect(row?.description).toBe('Fuel Surcharge');
  });

  it('gives every product exactly one pricing sell-by unit, matching its pricing unit', async () => {
    const bad = await rows<{ id: number }>(
      database,
      sql`select p.id from products p left join product_units u on u.product_id = p.id and u.is_pricing and u.is_sell_by
          group by p.id, p.pricing_unit having count(u.*) <> 1 or bool_or(u.unit_of_measure <> p.pricing_unit)`,
    );
    expect(bad).toEqual([]);
  });

  it('has positive conversions, a case unit on every stocked product and a brand and pack size', async () => {
    const [counts] = await rows<{ badConversion: number; noCase: number; noBrand: number; noPack: number }>(
      database,
      sql`select
            (select count(*)::int from product_units where stock_conversion <= 0 or (is_sell_by and sell_by_multiple <= 0)) as "badConversion",
            (select count(*)::int from products p where p.id <> 9 and not exists (select 1 from product_units u where u.product_id = p.id and u.unit_of_measure = 'CS' and u.is_sell_by)) as "noCase",
            (select count(*)::int from products where coalesce(additional->>'k1', '') = '') as "noBrand",
            (select count(*)::int from products where catalog_description = '') as "noPack"`,
    );
    expect(counts).toEqual({ badConversion: 0, noCase: 0, noBrand: 0, noPack: 0 });
  });

  it('prices catch-weight items by the pound and sells them by the case', async () => {
    const catchWeight = await rows<{ pricing_unit: string; stock_unit: string; default_unit: string }>(
      database,
      sql`select pricing_unit, stock_unit, default_unit from products where is_catch_weight`,
    );
    expect(catchWeight.length).toBeGreaterThan(0);
    for (const p of catchWeight) expect(p).toEqual({ pricing_unit: 'LB', stock_unit: 'LB', default_unit: 'CS' });
  });

  it('prices cases and eaches in cents and weight units with 3 or 4 decimals (decision 102)', async () => {
    const units = await rows<{ unit: string; decimals: number; products: number }>(
      database,
      sql`select u.unit_of_measure as unit, u.price_decimals as decimals, count(*)::int as products
          from product_units u join products p on p.id = u.product_id
          where u.is_price_by and not (u.unit_of_measure = 'EA' and u.is_pricing = false and u.stock_conversion = 1
            and exists (select 1 from product_units c where c.product_id = p.id and c.unit_of_measure = 'CS' and c.stock_conversion > 48))
          group by 1, 2 order by 1, 2`,
    );
    expect(units.filter((u) => u.unit === 'CS' || u.unit === 'EA').map((u) => u.decimals)).toEqual([2, 2]);
    expect(units.filter((u) => u.unit === 'LB').every((u) => u.decimals === 3 || u.decimals === 4)).toBe(true);
    // A case price is a whole number of cents.
    const [odd] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from products p join product_units u on u.product_id = p.id and u.is_pricing
          where u.price_decimals = 2 and p.base_price <> round(p.base_price, 2)`,
    );
    expect(odd?.n).toBe(0);
  });

  it("writes the picture every product points at, in all three sizes, the detail in the grid card's shape", async () => {
    const files = new Set(await readdir(imageDir));
    const images = await rows<{ list_image: string; detail_images: string[] }>(
      database,
      sql`select distinct list_image, detail_images from products`,
    );
    for (const { list_image: name, detail_images: details } of images) {
      const base = name.replace(/\.png$/, '');
      expect(files.has(name) && files.has(`${base}-list.png`) && files.has(`${base}-mobile.png`), name).toBe(true);
      for (const detail of details) expect(files.has(detail), detail).toBe(true);
    }
    const [sample] = images.filter((i) => i.list_image.startsWith('p-'));
    if (!sample) throw new Error('no product pictures');
    const base = join(imageDir, sample.list_image.replace(/\.png$/, ''));
    const [detail, list, mobile] = await Promise.all(
      [`${base}.png`, `${base}-list.png`, `${base}-mobile.png`].map((f) => sharp(f).metadata()),
    );
    expect([detail?.width, detail?.height, list?.width, list?.height, mobile?.height]).toEqual([700, 500, 64, 64, 100]);
  });

  it('names and packs every product from one line of its category, with a picture of its kind', async () => {
    const products = await rows<{ id: number; description: string; pack: string; category: string; image: string }>(
      database,
      sql`select id, description, catalog_description as pack, category_code as category, list_image as image from products where id <> 9`,
    );
    const categories = new Map(catalogMainCategories.flatMap((m) => m.categories.map((c) => [c.code, c] as const)));
    for (const p of products) {
      const lines = categories.get(p.category)?.lines ?? [];
      const fits = lines.some(
        (line) =>
          line.packs.includes(p.pack) &&
          line.items.some((item) => {
            if (p.description !== item && !p.description.startsWith(`${item} `)) return false;
            // The rest is one choice from each qualifier slot, in order.
            let rest = p.description.slice(item.length).trim();
            for (const slot of line.attrs) {
              const choice = [...slot]
                .sort((a, b) => b.length - a.length)
                .find((c) => c && (rest === c || rest.startsWith(`${c} `)));
              if (choice) rest = rest.slice(choice.length).trim();
              else if (!slot.includes('')) return false;
            }
            return rest === '';
          }),
      );
      expect(fits, `${p.description} ${p.pack} (${p.category})`).toBe(true);
      expect(p.image, p.description).toMatch(/^p-[a-z-]+-[a-z]{2}-[a-z0-9-]+\.png$/);
    }
  });
});

describe('demo history', () => {
  it('extends every line as quantity × conversion ratio × price, in sell-by multiples, and totals every order', async () => {
    const lines = await rows<{
      order_id: number;
      quantity: string;
      unit_price: string;
      extension: string;
      s_conv: string;
      multiple: string;
      p_conv: string;
    }>(
      database,
      sql`select l.order_id, l.quantity, l.unit_price, l.extension, s.stock_conversion as s_conv, s.sell_by_multiple as multiple, p.stock_conversion as p_conv
          from order_lines l
          join product_units s on s.product_id = l.product_id and s.unit_of_measure = l.unit_of_measure and s.is_sell_by
          join product_units p on p.product_id = l.product_id and p.unit_of_measure = l.unit_of_measure_prc and p.is_price_by`,
    );
    const [{ n: lineCount } = { n: 0 }] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from order_lines`,
    );
    expect(lines.length).toBe(lineCount);
    expect(lineCount).toBeGreaterThan(1000);
    const sums = new Map<number, Decimal>();
    for (const l of lines) {
      const expected = new Decimal(l.quantity)
        .times(l.s_conv)
        .div(l.p_conv)
        .times(l.unit_price)
        .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      expect(
        new Decimal(l.extension).eq(expected),
        `${l.quantity} × ${l.s_conv}/${l.p_conv} × ${l.unit_price} = ${l.extension}`,
      ).toBe(true);
      expect(new Decimal(l.quantity).mod(l.multiple).isZero()).toBe(true);
      sums.set(l.order_id, (sums.get(l.order_id) ?? new Decimal(0)).plus(l.extension));
    }
    const orders = await rows<{ id: number; line_total: string; add_on_charges: string; tax: string; total: string }>(
      database,
      sql`select id, line_total, add_on_charges, tax, total from orders`,
    );
    for (const o of orders) {
      expect(new Decimal(o.line_total).eq(sums.get(o.id) ?? 0)).toBe(true);
      expect(new Decimal(o.line_total).plus(o.add_on_charges).plus(o.tax).eq(o.total)).toBe(true);
    }
  });

  it('numbers orders from 100000 and moves the sequence past them', async () => {
    const [range] = await rows<{ min: number; max: number; next: number }>(
      database,
      sql`select min(order_number::int) as min, max(order_number::int) as max, nextval('order_number_seq')::int as next from orders`,
    );
    expect(range?.min).toBe(100000);
    expect(range?.next).toBe((range?.max ?? 0) + 1);
  });

  it('invoices each delivered business order once and reconciles every account', async () => {
    const [counts] = await rows<{ invoiced: number; invoices: number; open: number }>(
      database,
      sql`select (select count(*)::int from orders o join customers c on c.id = o.customer_id where o.status = 'Invoiced' and not c.is_consumer) as invoiced,
                 (select count(*)::int from ar_items where record_type = 1) as invoices,
                 (select count(*)::int from orders where status = 'Open') as open`,
    );
    expect(counts?.invoices).toBe(counts?.invoiced);
    expect(counts?.open).toBeGreaterThan(0);

    // Open balances = charges − payments received, per customer.
    const accounts = await rows<{ customer_id: number; balance: string; charged: string; paid: string }>(
      database,
      sql`select c.id as customer_id,
                 coalesce((select sum(balance) from ar_items a where a.customer_id = c.id), 0) as balance,
                 coalesce((select sum(initial) from ar_items a where a.customer_id = c.id and a.record_type <> 7), 0) as charged,
                 coalesce((select sum(amount) from payments p where p.customer_id = c.id), 0) as paid
          from customers c`,
    );
    for (const a of accounts)
      expect(new Decimal(a.balance).eq(new Decimal(a.charged).minus(a.paid)), `customer ${a.customer_id}`).toBe(true);

    const signs = await rows<{ id: number }>(
      database,
      sql`select id from ar_items where (initial > 0 and (balance < 0 or balance > initial)) or (initial < 0 and (balance > 0 or balance < initial))`,
    );
    expect(signs).toEqual([]);
  });

  it('keeps every business customer within its credit limit', async () => {
    const over = await rows<{ customer_code: string }>(
      database,
      sql`select c.customer_code from customers c
          where not c.is_consumer and c.credit_limit - coalesce((select sum(balance) from ar_items a where a.customer_id = c.id), 0)
                - coalesce((select sum(total) from orders o where o.customer_id = c.id and o.status = 'Open'), 0) <= 0`,
    );
    expect(over).toEqual([]);
  });

  it('leaves the demo customer open items in every aging bucket, a credit, an unapplied payment and a late charge', async () => {
    const open = await rows<{ record_type: number; days_past_due: number }>(
      database,
      sql`select a.record_type, (date '2026-03-18' - a.due_date) as days_past_due
          from ar_items a join customers c on c.id = a.customer_id where c.customer_code = 'C10001' and a.balance <> 0`,
    );
    const invoices = open.filter((o) => o.record_type === 1).map((o) => o.days_past_due);
    expect(invoices.some((d) => d <= 0)).toBe(true);
    expect(invoices.some((d) => d >= 1 && d <= 30)).toBe(true);
    expect(invoices.some((d) => d >= 31 && d <= 60)).toBe(true);
    expect(invoices.some((d) => d >= 61 && d <= 90)).toBe(true);
    expect(invoices.some((d) => d > 90)).toBe(true);
    expect(new Set(open.map((o) => o.record_type))).toEqual(new Set([1, 5, 6, 7]));
  });
});

describe('demo landing page (issue 36)', () => {
  it('states a round figure that is true of the catalog', () => {
    expect(catalogSizeClaim(2_999)).toBe('2,900+');
    expect(catalogSizeClaim(3_000)).toBe('3,000');
    expect(catalogSizeClaim(599)).toBe('590+');
    expect(catalogSizeClaim(600)).toBe('600');
    expect(catalogSizeClaim(12_345)).toBe('12,000+');
    expect(catalogSizeClaim(42)).toBe('42');
  });

  it("promises no more products than a buyer can browse, in the hero's picture and its description", async () => {
    const [counts] = await rows<{ browsable: number }>(
      database,
      sql`select count(*)::int as browsable from products where is_active and id <> 9`,
    );
    const [layout] = await rows<{ alt: string }>(
      database,
      sql`select layout->'cards'->0->'content'->>'alt' as alt from landing_layouts where id = 1`,
    );
    expect(counts?.browsable).toBe(199);
    expect(layout?.alt).toBe('Next-day delivery on 190+ products');
  });
});

describe('demo consumers', () => {
  it('has two verified named consumers, each with a profile and a primary address in a deliverable zone, and one unverified', async () => {
    const named = await rows<{
      username: string;
      verified: boolean;
      profiles: number;
      primaries: number;
      deliverable: number;
    }>(
      database,
      sql`select u.username, u.email_verified_at is not null as verified,
                 (select count(*)::int from consumer_profiles p where p.user_id = u.id) as profiles,
                 (select count(*)::int from consumer_addresses a where a.customer_id = u.customer_id and a.is_primary and a.deleted_at is null) as primaries,
                 (select count(*)::int from consumer_addresses a join delivery_zones z on z.zone_key = a.zip and z.is_deliverable
                  where a.customer_id = u.customer_id and a.deleted_at is null) as deliverable
          from users u join customers c on c.id = u.customer_id
          where u.kind = 'consumer' and c.is_consumer and u.username like '%consumer%@example.com'
          order by u.id`,
    );
    expect(named).toEqual([
      { username: 'demo.consumer@example.com', verified: true, profiles: 1, primaries: 1, deliverable: 2 },
      { username: 'pending.consumer@example.com', verified: false, profiles: 0, primaries: 0, deliverable: 0 },
      { username: 'demo.consumer2@example.com', verified: true, profiles: 1, primaries: 1, deliverable: 1 },
    ]);
  });
});

describe('determinism', () => {
  it('produces the same catalog and history when the database is emptied and seeded again', async () => {
    const fingerprint = sql`select string_agg(product_code || description || catalog_description || base_price, '|' order by id) as products,
                                   (select sum(total)::text from orders) as totals,
                                   (select string_agg(ar_code || balance, '|' order by ar_code) from ar_items) as receivables
                            from products`;
    const before = await rows(database, fingerprint);
    await emptyDatabase(database.db);
    const again = await seedDemoData(database.db, { ...options, imageDir });
    expect(again).toEqual(summary);
    expect(await rows(database, fingerprint)).toEqual(before);
  }, 180_000);
});

describe('demo pars', () => {
  it("gives the demo customer's primary guide a par on every line at its default ship-to: LB for catch weight, else the line's unit", async () => {
    const lines = await rows<{
      name: string;
      unit: string;
      quantity: string;
      catch: boolean;
      par_unit: string | null;
      par: string | null;
    }>(
      database,
      sql`select g.name, l.unit_of_measure as unit, l.order_quantity::text as quantity, p.is_catch_weight as catch,
                 par.unit_of_measure as par_unit, par.quantity::text as par
          from order_guides g
          join customers c on c.id = g.customer_id and c.default_shipto_code = '001'
          join order_guide_lines l on l.guide_id = g.id
          join products p on p.id = l.product_id
          left join order_guide_pars par on par.customer_id = g.customer_id and par.guide_key = lower(g.name)
            and par.shipto_code = '001' and par.product_id = l.product_id
          where g.is_primary and c.id = (select min(id) from customers where not is_consumer)`,
    );
    expect(lines.length).toBeGreaterThan(5);
    expect(new Set(lines.map((l) => l.name))).toEqual(new Set(['Weekly']));
    for (const line of lines) {
      expect(line.par_unit).toBe(line.catch && line.unit !== 'LB' ? 'LB' : line.unit);
      expect(Number(line.par)).toBeGreaterThan(0);
      if (line.par_unit === line.unit) expect(Number(line.par)).toBeGreaterThanOrEqual(Number(line.quantity));
    }
  });
});
