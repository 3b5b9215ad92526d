import type { Db } from '../client.ts';
import { customers, shiptos } from '../schema/index.ts';
import { phone } from './account-draws.ts';
import { insertInChunks, type Random } from './random.ts';
import { institutions, locationNames, nameKinds, namePrefixes, places, streets } from './vocabulary-accounts.ts';

/** A seeded business customer: its key and its customer code (C10001, C10002, ...). */
export interface BusinessCustomer {
  id: number;
  code: string;
}

/** A restaurant name not used yet (an institution now and then), made unique with a suffix when drawn twice. */
function drawName(r: Random, usedNames: Set<string>): string {
  let name = '';
  while (!name || usedNames.has(name)) {
    name = r.chance(0.08) ? r.pick(institutions) : `${r.pick(namePrefixes)} ${r.pick(nameKinds)}`;
    if (usedNames.has(name)) name = `${name} ${r.pick(['& Co.', 'LLC', 'Inc.', 'Group'])}`;
  }
  return name;
}

/** The business customers, in code order: C10001 is demo.customer's account (several ship-tos). */
export async function seedBusinessCustomers(db: Db, r: Random, count: number): Promise<BusinessCustomer[]> {
  const usedNames = new Set<string>();
  const customerRows = Array.from({ length: count }, (_, i) => {
    const name = i === 0 ? 'Riverside Bistro Group' : drawName(r, usedNames);
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
  return db.insert(customers).values(customerRows).returning({ id: customers.id, code: customers.customerCode });
}

/**
 * One to five ship-tos per customer (four for demo.customer's), sharing the customer's delivery
 * days. Returns each customer's ship-to codes (001, 002, ...).
 */
export async function seedShiptos(db: Db, r: Random, business: BusinessCustomer[]): Promise<Map<number, string[]>> {
  const shiptoCodes = new Map<number, string[]>();
  const shiptoRows = business.flatMap((c, i) => {
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
  return shiptoCodes;
}
