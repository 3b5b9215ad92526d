/** The customers' sample files: customers, their ship-tos and their contract prices. */
import { copyRows, csv, int, next, pick, setCell, type SampleFiles, type SampleRow } from './sample-kit.ts';

const cities = [
  ['Columbus', 'OH', '432'],
  ['Dayton', 'OH', '454'],
  ['Indianapolis', 'IN', '462'],
  ['Louisville', 'KY', '402'],
  ['Cincinnati', 'OH', '452'],
  ['Fort Wayne', 'IN', '468'],
] as const;
const venues = [
  'Grill',
  'Bistro',
  'Diner',
  'Cafe',
  'Tavern',
  'Kitchen',
  'Pizzeria',
  'Steakhouse',
  'Deli',
  'Academy Cafeteria',
];
const owners = [
  'Maple',
  'Riverside',
  'Oak Street',
  'Lakeview',
  'Union',
  'Harbor',
  'Summit',
  'Cedar',
  'Parkside',
  'Main Street',
];
const streets = ['Main St', 'High St', 'Broad St', 'Market St', 'Elm Ave', 'Center Rd', 'Industrial Pkwy'];

const customerHeader = [
  'customer_code',
  'name',
  'address1',
  'city',
  'state',
  'zip',
  'phone',
  'email',
  'default_shipto_code',
  'required_po',
  'price_level',
  'credit_limit',
  'terms_days',
  'order_cutoff_time',
  'order_lead_days',
];
const shipToHeader = [
  'customer_code',
  'shipto_code',
  'name',
  'address1',
  'city',
  'state',
  'zip',
  'phone',
  'contact',
  'delivery_days',
  'delivery_time',
];

/** What a customer's row and its ship-tos' rows share. */
interface Customer {
  code: string;
  name: string;
  city: string;
  state: string;
  zip3: string;
  phone: string;
}

function customerRow(i: number, c: Customer): SampleRow {
  return [
    c.code,
    c.name,
    `${int(100, 9999)} ${pick(streets)}`,
    c.city,
    c.state,
    `${c.zip3}${String(int(1, 99)).padStart(2, '0')}`,
    c.phone,
    `orders${i}@${c.name.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
    '001',
    i % 5 === 0 ? 'Y' : 'N',
    int(0, 7),
    (int(2, 40) * 1000).toFixed(2),
    pick([7, 14, 30, 30, 45]),
    // A few customers have their own order cut-off (the others follow the site's).
    i % 10 === 3 ? '14:30' : i % 25 === 7 ? '9:00' : '',
    i % 10 === 3 ? 1 : i % 25 === 7 ? 2 : '',
  ];
}

/** The customer's s-th ship-to (001 is the customer's own name). */
function shipToRow(c: Customer, s: number): SampleRow {
  const days = [...new Set([int(1, 5), int(1, 5)])].sort().map((d) => ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'][d - 1]);
  return [
    c.code,
    String(s).padStart(3, '0'),
    s === 1 ? c.name : `${c.name} #${s}`,
    `${int(100, 9999)} ${pick(streets)}`,
    c.city,
    c.state,
    `${c.zip3}${String(int(1, 99)).padStart(2, '0')}`,
    c.phone,
    pick(['Receiving', 'Kitchen manager', 'Chef', '']),
    days.join(';'),
    pick(['before 10 am', '6-9 am', '', 'after 2 pm']),
  ];
}

/** Customers: 200; ship-tos: one to four each. Answers the customers (the other kinds refer to them). */
export function writeCustomerSamples(files: SampleFiles): SampleRow[] {
  const customerRows: SampleRow[] = [];
  const shipToRows: SampleRow[] = [];
  for (let i = 0; i < 200; i++) {
    const code = `A${20_001 + i}`;
    const [city, state, zip3] = pick(cities);
    const name = `${pick(owners)} ${pick(venues)}${i % 13 === 0 ? ', LLC' : ''}`;
    const phone = `(${int(300, 899)}) 555-${String(int(0, 9999)).padStart(4, '0')}`;
    const shipTos = int(1, 4);
    const customer = { code, name, city, state, zip3, phone };
    customerRows.push(customerRow(i, customer));
    for (let s = 1; s <= shipTos; s++) shipToRows.push(shipToRow(customer, s));
  }
  files['customers.csv'] = csv(customerHeader, customerRows);
  const badCustomers = copyRows(customerRows);
  setCell(badCustomers, 3, 7, 'not-an-email'); // line 5
  setCell(badCustomers, 40, 10, 42); // line 42: price level 42 does not exist
  setCell(badCustomers, 99, 13, '24:00'); // line 101: not a time of day
  setCell(badCustomers, 199, 1, ''); // line 201: no name
  files['customers-with-errors.csv'] = csv(customerHeader, badCustomers);
  files['ship-tos.csv'] = csv(shipToHeader, shipToRows);
  const badShipTos = copyRows(shipToRows);
  setCell(badShipTos, 7, 0, 'Z99999'); // line 9: unknown customer
  setCell(badShipTos, 20, 9, 'Mon;Funday'); // line 22: not a weekday
  files['ship-tos-with-errors.csv'] = csv(shipToHeader, badShipTos);
  return customerRows;
}

/** Contract prices: 500, of customers and products picked at random. */
export function writeContractPriceSamples(files: SampleFiles, customerRows: SampleRow[], productRows: SampleRow[]) {
  const contractHeader = ['customer_code', 'product_code', 'price', 'effective_from', 'effective_to'];
  const contractRows: SampleRow[] = [];
  const seen = new Set<string>();
  while (contractRows.length < 500) {
    const c = int(0, 199);
    const p = int(0, 399);
    const from = `2026-${String(int(1, 9)).padStart(2, '0')}-01`;
    const key = `${c}/${p}/${from}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const base = Number(productRows[p]?.[7]);
    const to = next() < 0.4 ? '' : `2027-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`;
    contractRows.push([
      String(customerRows[c]?.[0]),
      String(productRows[p]?.[0]),
      (base * (0.8 + next() * 0.15)).toFixed(4),
      from,
      to,
    ]);
  }
  files['contract-prices.csv'] = csv(contractHeader, contractRows);
  const badContracts = copyRows(contractRows);
  setCell(badContracts, 0, 4, '2025-12-31'); // line 2: ends before it starts
  setCell(badContracts, 99, 1, '000001'); // line 101: unknown product
  setCell(badContracts, 250, 3, '2026-02-30'); // line 252: not a calendar date
  files['contract-prices-with-errors.csv'] = csv(contractHeader, badContracts);
}
