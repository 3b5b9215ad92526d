import type { Db } from '../client.ts';
import {
  approvalRules,
  customers,
  menuEntries,
  salespersonCustomers,
  settingOverrides,
  shiptos,
  users,
} from '../schema/index.ts';
import { hashPassword } from '../../modules/auth/password-hash.ts';
import { insertInChunks, type Random } from './random.ts';

export const DEMO_PASSWORD = 'Demo-pass1';

/**
 * The named consumer accounts, by position among the generated consumers: demo.consumer, a
 * consumer who has not verified the e-mail address, and a second verified consumer (so two
 * e2e projects each have a consumer cart of their own).
 */
export const DEMO_CONSUMERS = [
  'demo.consumer@example.com',
  'pending.consumer@example.com',
  'demo.consumer2@example.com',
];

const namePrefixes = [
  'Riverside',
  'Harborview',
  'Golden',
  'Maple',
  'Copper',
  'Blue Heron',
  'Oak Street',
  'Lakeside',
  'Union',
  'Cedar',
  'Old Mill',
  'Silver Spoon',
  'Summit',
  'Bayfront',
  'Willow',
  'Granite',
  'Iron Horse',
  'Magnolia',
  'Pine Ridge',
  'Red Barn',
  'Saffron',
  'Twin Rivers',
  'Stonegate',
  'Juniper',
  'Crescent',
  'Fireside',
  'Hillcrest',
  'Northgate',
  'Parkside',
  'Wildflower',
];
const nameKinds = [
  'Bistro',
  'Grill',
  'Diner',
  'Trattoria',
  'Cafe',
  'Tavern',
  'Kitchen',
  'Brasserie',
  'Taqueria',
  'Steakhouse',
  'Catering',
  'Bakery',
  'Pizzeria',
  'Deli',
  'Smokehouse',
  'Noodle Bar',
  'Oyster House',
  'Eatery',
];
const institutions = [
  'Westfield School District',
  'St. Anne Medical Center',
  'Brookline Senior Living',
  'Lakeshore University Dining',
  'County Correctional Food Service',
  'Metro Convention Center',
];
const streets = [
  'Main St',
  'Harbor Blvd',
  'Market St',
  'Elm Ave',
  'Commerce Dr',
  'Water St',
  'Broadway',
  'Mill Rd',
  'Station Sq',
  'Lake Shore Dr',
  'Industrial Pkwy',
  'Church St',
];
const places: [string, string, string][] = [
  ['Portland', 'ME', '04101'],
  ['Boston', 'MA', '02118'],
  ['Providence', 'RI', '02903'],
  ['Hartford', 'CT', '06103'],
  ['Worcester', 'MA', '01608'],
  ['Portsmouth', 'NH', '03801'],
  ['Burlington', 'VT', '05401'],
  ['Salem', 'MA', '01970'],
  ['New Haven', 'CT', '06510'],
  ['Manchester', 'NH', '03101'],
  ['Newport', 'RI', '02840'],
  ['Lowell', 'MA', '01852'],
];
const locationNames = [
  'Main Kitchen',
  'Downtown',
  'Uptown',
  'Waterfront',
  'Airport',
  'Commissary',
  'North',
  'South',
  'Banquet Hall',
  'Food Truck',
];
const firstNames = [
  'Maria',
  'James',
  'Aisha',
  'Daniel',
  'Sofia',
  'Liam',
  'Priya',
  'Marcus',
  'Elena',
  'Noah',
  'Grace',
  'Mateo',
  'Hannah',
  'Omar',
  'Chloe',
  'Ethan',
  'Yuki',
  'Lucas',
  'Fatima',
  'Owen',
];
const lastNames = [
  'Alvarez',
  'Brennan',
  'Chen',
  'Dubois',
  'Esposito',
  'Fitzgerald',
  'Garcia',
  'Hughes',
  'Ibrahim',
  'Jensen',
  'Kowalski',
  'Larsen',
  'Moreau',
  'Nguyen',
  'Okafor',
  'Patel',
  'Quinn',
  'Rossi',
  'Silva',
  'Thompson',
];

const phone = (r: Random) => `(${r.int(201, 989)}) ${r.int(200, 999)}-${String(r.int(0, 9999)).padStart(4, '0')}`;
const personName = (r: Random) => `${r.pick(firstNames)} ${r.pick(lastNames)}`;

export interface SeededAccounts {
  businessCustomerIds: number[];
  consumerCustomerIds: number[];
  /** customerId -> ship-to codes */
  shiptoCodes: Map<number, string[]>;
}

export async function seedAccounts(
  db: Db,
  r: Random,
  opts: { customers: number; consumers: number },
): Promise<SeededAccounts> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  // Business customers: C10001 is demo.customer's account (several ship-tos).
  const usedNames = new Set<string>();
  const customerRows = Array.from({ length: opts.customers }, (_, i) => {
    let name = i === 0 ? 'Riverside Bistro Group' : '';
    while (!name || usedNames.has(name)) {
      name = r.chance(0.08) ? r.pick(institutions) : `${r.pick(namePrefixes)} ${r.pick(nameKinds)}`;
      if (usedNames.has(name)) name = `${name} ${r.pick(['& Co.', 'LLC', 'Inc.', 'Group'])}`;
    }
    usedNames.add(name);
    const [city, state, zip] = r.pick(places);
    return {
      customerCode: `C${10001 + i}`,
      name,
      address1: `${r.int(10, 9999)} ${r.pick(streets)}`,
      city,
      state,
      zip,
      phone: phone(r),
      defaultShiptoCode: '001',
      email: `orders@${name.toLowerCase().replace(/[^a-z]+/g, '')}.example.com`,
      defaultPo: i % 7 === 3 ? 'STANDING' : '',
      requiredPo: i % 5 === 2,
      priceLevel: r.int(0, 3),
      creditLimit: String(r.pick([5000, 10000, 15000, 25000, 50000, 100000])),
      termsDays: r.pick([7, 14, 30, 30, 30]),
    };
  });
  const inserted = await db
    .insert(customers)
    .values(customerRows)
    .returning({ id: customers.id, code: customers.customerCode });
  const businessCustomerIds = inserted.map((c) => c.id);

  const shiptoCodes = new Map<number, string[]>();
  const shiptoRows = inserted.flatMap((c, i) => {
    const count = i === 0 ? 4 : r.int(1, 5);
    const days = r.shuffle([1, 2, 3, 4, 5]).slice(0, r.int(1, 3)).sort();
    const codes: string[] = [];
    const rows = Array.from({ length: count }, (_, j) => {
      const code = String(j + 1).padStart(3, '0');
      codes.push(code);
      const [city, state, zip] = r.pick(places);
      return {
        customerId: c.id,
        code,
        name: count === 1 ? 'Main Kitchen' : (locationNames[j] ?? `Location ${j + 1}`),
        address1: `${r.int(10, 9999)} ${r.pick(streets)}`,
        city,
        state,
        zip,
        phone: phone(r),
        deliveryDays: days,
      };
    });
    shiptoCodes.set(c.id, codes);
    return rows;
  });
  await insertInChunks(shiptoRows, 500, (chunk) => db.insert(shiptos).values(chunk));

  const [demoCustomer, adminCustomer] = inserted;
  if (!demoCustomer || !adminCustomer) throw new Error('demo data needs at least two customers');

  // Business users: demo accounts first, then one buyer for each of the first customers.
  const userRows: (typeof users.$inferInsert)[] = [
    {
      username: 'demo.customer',
      name: 'Dana Whitaker',
      email: 'dana.whitaker@example.com',
      kind: 'customer',
      customerId: demoCustomer.id,
      // The customer's admin: manages C10001's users and approval rules (issue 35).
      isCustomerAdmin: true,
      passwordHash,
    },
    {
      username: 'demo.admin',
      name: 'Alex Morgan',
      email: 'alex.morgan@example.com',
      kind: 'customer',
      isAdmin: true,
      customerId: adminCustomer.id,
      passwordHash,
    },
    {
      username: 'demo.disabled',
      name: 'Former Buyer',
      email: 'former.buyer@example.com',
      kind: 'customer',
      customerId: demoCustomer.id,
      passwordHash,
      disabled: true,
    },
    // C10001's team (issue 35): a Buyer whose orders over $500 await approval, and its bookkeeper.
    {
      username: 'demo.buyer',
      name: 'Jordan Reyes',
      email: 'jordan.reyes@example.com',
      kind: 'customer',
      customerId: demoCustomer.id,
      customerRole: 'buyer',
      passwordHash,
    },
    {
      username: 'demo.bookkeeper',
      name: 'Morgan Hale',
      email: 'morgan.hale@example.com',
      kind: 'customer',
      customerId: demoCustomer.id,
      customerRole: 'accountsPayable',
      passwordHash,
    },
  ];
  inserted.slice(2, 20).forEach((c) => {
    userRows.push({
      username: `buyer.${c.code.toLowerCase()}`,
      name: personName(r),
      email: `buyer.${c.code.toLowerCase()}@example.com`,
      kind: 'customer',
      customerId: c.id,
      passwordHash,
    });
  });

  // Five salespeople; demo.sales has a dozen customers including demo.customer's.
  const salesNames = ['demo.sales', 'sales.jlee', 'sales.mrossi', 'sales.kpatel', 'sales.tnguyen'];
  salesNames.forEach((username, i) => {
    userRows.push({
      username,
      name: i === 0 ? 'Sam Delgado' : personName(r),
      email: `${username.replace('.', '_')}@harborvine.example.com`,
      kind: 'salesperson',
      passwordHash,
    });
  });
  await db.insert(users).values(userRows);
  await db.insert(approvalRules).values({ customerId: demoCustomer.id, overAmount: '500.00', everyBuyerOrder: false });
  const salesUsers = await db.query.users.findMany({
    where: (u, { eq }) => eq(u.kind, 'salesperson'),
    orderBy: (u, { asc }) => asc(u.id),
  });
  const assignments: { userId: number; customerId: number }[] = [];
  salesUsers.forEach((s, i) => {
    const mine =
      i === 0 ? businessCustomerIds.slice(0, 12) : businessCustomerIds.filter((_, k) => k >= 12 && k % 4 === i - 1);
    for (const customerId of mine) assignments.push({ userId: s.id, customerId });
  });
  await db.insert(salespersonCustomers).values(assignments);
  const demoSales = salesUsers[0];
  if (demoSales) {
    await db.insert(settingOverrides).values({ userId: demoSales.id, key: 'canChangePrice', value: true });
  }

  // Per-customer menu overrides: one customer may not pay invoices online and sees no product history.
  const restricted = inserted[5];
  if (restricted) {
    await db.insert(menuEntries).values([
      { key: 'InvoicePayment', userType: 'customer', customerId: restricted.id, isVisible: true, isLocked: true },
      { key: 'ProductHistory', userType: 'customer', customerId: restricted.id, isVisible: false },
    ]);
    await db
      .insert(settingOverrides)
      .values({ customerId: restricted.id, key: 'orderQuantityRoundingFlag', value: 'up' });
  }

  // Consumers: each has a retail account of their own. The first three are named demo accounts
  // (DEMO_CONSUMERS); the third still draws its generated name so all data after it stays the same.
  const consumerCustomers = await db
    .insert(customers)
    .values(
      Array.from({ length: opts.consumers }, (_, i) => {
        const [city, state, zip] = r.pick(places);
        const drawn = i === 0 ? '' : personName(r);
        return {
          customerCode: `R${String(i + 1).padStart(6, '0')}`,
          name: i === 0 ? 'Jordan Ellis' : i === 2 ? 'Casey Brooks' : drawn,
          city,
          state,
          zip,
          phone: phone(r),
          isConsumer: true,
          requiredPo: true,
        };
      }),
    )
    .returning({ id: customers.id, name: customers.name });
  const verifiedAt = new Date('2025-06-01T12:00:00Z');
  await db.insert(users).values(
    consumerCustomers.map((c, i) => {
      const email = DEMO_CONSUMERS[i] ?? `${c.name.toLowerCase().replace(/[^a-z]+/g, '.')}.${i}@example.com`;
      return {
        username: email,
        email,
        name: c.name,
        kind: 'consumer' as const,
        customerId: c.id,
        passwordHash,
        emailVerifiedAt: i === 1 ? null : verifiedAt,
      };
    }),
  );

  return { businessCustomerIds, consumerCustomerIds: consumerCustomers.map((c) => c.id), shiptoCodes };
}
