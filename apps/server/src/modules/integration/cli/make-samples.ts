/**
 * Writes the sample files of docs/integration/samples (deterministic): a food-service
 * distributor's ERP export of each kind, and for each a copy with deliberate bad rows whose line
 * numbers docs/integration/README.md lists. Run: node --import tsx <this file>.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const outDir = resolve(import.meta.dirname, '../../../../../../docs/integration/samples');

let state = 20_260_417;
const next = () => {
  state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
  return state / 2 ** 31;
};
const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)] as T;

const csvCell = (v: string | number) => {
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const csv = (header: string[], rows: (string | number)[][]) =>
  [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\n') + '\n';

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

const files: Record<string, string> = {};

// Categories: one row per category, its main category repeated.
const categoryRows = categories.map((c) => [c.main, c.mainName, c.code, c.name]);
const categoryHeader = ['main_category_code', 'main_category', 'category_code', 'category'];
files['categories.csv'] = csv(categoryHeader, categoryRows);
const badCategories = categoryRows.map((r) => [...r]);
badCategories[4] = ['10', 'Dry Groceries', '1099', 'Pickles']; // line 6: main category described differently
badCategories[9] = ['20', 'Refrigerated', '', 'Yogurt']; // line 11: no category code
badCategories[14] = ['30', 'Frozen', '3001', 'Frozen Vegetables']; // line 16: 3001 again
files['categories-with-errors.csv'] = csv(categoryHeader, badCategories);

// Products: 400 rows.
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
const productRows: (string | number)[][] = [];
for (let i = 0; i < 400; i++) {
  const cat = pick(categories);
  const u = unitsFor(cat.main);
  const code = String(500_000 + i * 7);
  productRows.push([
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
  ]);
}
files['products.csv'] = csv(productHeader, productRows);
const badProducts = productRows.map((r) => [...r]);
(badProducts[2] as (string | number)[])[7] = '12.345678'; // line 4: base price with 6 decimals
(badProducts[50] as (string | number)[])[4] = '9999'; // line 52: unknown category
(badProducts[120] as (string | number)[])[13] = 'CS:12:S:1'; // line 122: pricing unit CS is not price-by
(badProducts[399] as (string | number)[])[0] = badProducts[10]?.[0] ?? ''; // line 401: product code of line 12
files['products-with-errors.csv'] = csv(productHeader, badProducts);

// The same catalog as JSON lines (first 50 products).
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
        units: String(r[13])
          .split(';')
          .map((seg) => {
            const [unit, conversion, roles = '', multiple, decimals] = seg.split(':');
            return {
              unit,
              conversion,
              sellBy: roles.includes('S'),
              priceBy: roles.includes('P'),
              ...(multiple ? { multiple } : {}),
              ...(decimals ? { decimals: Number(decimals) } : {}),
            };
          }),
      }),
    )
    .join('\n') + '\n';

// Price levels.
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

// Customers: 200; ship-tos: one to four each.
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
const customerRows: (string | number)[][] = [];
const shipToRows: (string | number)[][] = [];
for (let i = 0; i < 200; i++) {
  const code = `A${20_001 + i}`;
  const [city, state, zip3] = pick(cities);
  const name = `${pick(owners)} ${pick(venues)}${i % 13 === 0 ? ', LLC' : ''}`;
  const phone = `(${int(300, 899)}) 555-${String(int(0, 9999)).padStart(4, '0')}`;
  const shipTos = int(1, 4);
  customerRows.push([
    code,
    name,
    `${int(100, 9999)} ${pick(streets)}`,
    city,
    state,
    `${zip3}${String(int(1, 99)).padStart(2, '0')}`,
    phone,
    `orders${i}@${name.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
    '001',
    i % 5 === 0 ? 'Y' : 'N',
    int(0, 7),
    (int(2, 40) * 1000).toFixed(2),
    pick([7, 14, 30, 30, 45]),
    // A few customers have their own order cut-off (the others follow the site's).
    i % 10 === 3 ? '14:30' : i % 25 === 7 ? '9:00' : '',
    i % 10 === 3 ? 1 : i % 25 === 7 ? 2 : '',
  ]);
  for (let s = 1; s <= shipTos; s++) {
    const days = [...new Set([int(1, 5), int(1, 5)])].sort().map((d) => ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'][d - 1]);
    shipToRows.push([
      code,
      String(s).padStart(3, '0'),
      s === 1 ? name : `${name} #${s}`,
      `${int(100, 9999)} ${pick(streets)}`,
      city,
      state,
      `${zip3}${String(int(1, 99)).padStart(2, '0')}`,
      phone,
      pick(['Receiving', 'Kitchen manager', 'Chef', '']),
      days.join(';'),
      pick(['before 10 am', '6-9 am', '', 'after 2 pm']),
    ]);
  }
}
files['customers.csv'] = csv(customerHeader, customerRows);
const badCustomers = customerRows.map((r) => [...r]);
(badCustomers[3] as (string | number)[])[7] = 'not-an-email'; // line 5
(badCustomers[40] as (string | number)[])[10] = 42; // line 42: price level 42 does not exist
(badCustomers[99] as (string | number)[])[13] = '24:00'; // line 101: not a time of day
(badCustomers[199] as (string | number)[])[1] = ''; // line 201: no name
files['customers-with-errors.csv'] = csv(customerHeader, badCustomers);
files['ship-tos.csv'] = csv(shipToHeader, shipToRows);
const badShipTos = shipToRows.map((r) => [...r]);
(badShipTos[7] as (string | number)[])[0] = 'Z99999'; // line 9: unknown customer
(badShipTos[20] as (string | number)[])[9] = 'Mon;Funday'; // line 22: not a weekday
files['ship-tos-with-errors.csv'] = csv(shipToHeader, badShipTos);

// Contract prices: 500.
const contractHeader = ['customer_code', 'product_code', 'price', 'effective_from', 'effective_to'];
const contractRows: (string | number)[][] = [];
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
const badContracts = contractRows.map((r) => [...r]);
(badContracts[0] as (string | number)[])[4] = '2025-12-31'; // line 2: ends before it starts
(badContracts[99] as (string | number)[])[1] = '000001'; // line 101: unknown product
(badContracts[250] as (string | number)[])[3] = '2026-02-30'; // line 252: not a calendar date
files['contract-prices-with-errors.csv'] = csv(contractHeader, badContracts);

// Salespeople: 25, each with the customers of their route (every customer has one salesperson).
const firstNames = ['Maria', 'James', 'Linda', 'Robert', 'Patricia', 'Michael', 'Jennifer', 'David', 'Susan', 'Carlos'];
const lastNames = [
  'Martinez',
  'Johnson',
  'Nguyen',
  'Okafor',
  'Schmidt',
  'Rossi',
  'Kowalski',
  'Brennan',
  'Tanaka',
  'Haddad',
];
const salesHeader = ['salesperson_code', 'name', 'email', 'username', 'customers', 'active'];
const salesRows: (string | number)[][] = [];
const takenNames = new Set<string>();
for (let i = 0; i < 25; i++) {
  let first = pick(firstNames);
  let last = pick(lastNames);
  while (takenNames.has(`${first} ${last}`)) [first, last] = [pick(firstNames), pick(lastNames)];
  takenNames.add(`${first} ${last}`);
  let username = `${first[0]}${last}`.toLowerCase();
  for (let n = 2; takenNames.has(username); n++) username = `${first[0]}${last}${n}`.toLowerCase();
  takenNames.add(username);
  const route = customerRows.slice(i * 8, i * 8 + 8).map((r) => String(r[0]));
  salesRows.push([
    `SP${101 + i}`,
    `${first} ${last}`,
    `${first}.${last}@distributor.example`.toLowerCase(),
    // Some rows leave the user name out: it is then the code in lower case (sp105).
    i % 5 === 4 ? '' : username,
    route.join(';'),
    i === 23 ? 'N' : 'Y',
  ]);
}
files['salespeople.csv'] = csv(salesHeader, salesRows);
const badSales = salesRows.map((r) => [...r]);
(badSales[2] as (string | number)[])[4] = `${String(salesRows[2]?.[4])};Z99999`; // line 4: unknown customer
(badSales[7] as (string | number)[])[2] = 'not-an-email'; // line 9: e-mail
(badSales[13] as (string | number)[])[0] = String(salesRows[1]?.[0]); // line 15: code of line 3 again
(badSales[19] as (string | number)[])[3] = String(salesRows[0]?.[3]); // line 21: user name of line 2 again
files['salespeople-with-errors.csv'] = csv(salesHeader, badSales);

// Order history: 70 orders of the first 30 customers from January to mid-April 2026, one row per
// invoiced line; the newest few are still open. Then their receivables.
const dayOf = (day: number) => new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
const money = (n: number) => n.toFixed(2);
const historyHeader = [
  'order_number',
  'customer_code',
  'shipto_code',
  'order_date',
  'delivery_date',
  'status',
  'po_number',
  'special_instruction',
  'add_on_charges',
  'tax',
  'line_no',
  'product_code',
  'unit',
  'quantity',
  'price_unit',
  'unit_price',
  'extension',
  'line_note',
];
const historyRows: (string | number)[][] = [];
const invoiced: { order: string; customer: number; day: number; total: number; po: string }[] = [];
for (let o = 0; o < 70; o++) {
  const c = o % 30;
  const customer = customerRows[c] as (string | number)[];
  const orderDay = Math.floor(o * 1.5) + int(0, 1);
  const deliveryDay = orderDay + int(1, 2);
  const order = `SO${410_001 + o}`;
  const po = customer[9] === 'Y' ? `PO-${int(10_000, 99_999)}` : '';
  const lines: (string | number)[][] = [];
  const chosen = new Set<number>();
  while (chosen.size < int(3, 7)) chosen.add(int(0, 399));
  let lineTotal = 0;
  [...chosen].forEach((p, k) => {
    const product = productRows[p] as (string | number)[];
    const base = Number(product[7]);
    const catchWeight = product[3] === '40';
    const weight = catchWeight ? Number(/CS:(\d+)/.exec(String(product[13]))?.[1] ?? 20) : 1;
    const price = Number((base * 0.95).toFixed(2));
    let quantity = int(1, 5);
    let note = '';
    if (o % 23 === 4 && k === 0) [quantity, note] = [0, 'Out of stock'];
    if (o % 17 === 5 && k === chosen.size - 1) [quantity, note] = [-1, 'Credit - damaged on delivery'];
    const extension = Number((quantity * weight * price).toFixed(2));
    lineTotal += extension;
    lines.push([String(product[0]), 'CS', quantity, catchWeight ? 'LB' : 'CS', money(price), money(extension), note]);
  });
  const addOn = lineTotal < 250 ? 7.5 : 0;
  const total = Number((lineTotal + addOn).toFixed(2));
  const status = o >= 66 ? 'Open' : 'Invoiced';
  lines.forEach((l, k) =>
    historyRows.push([
      order,
      String(customer[0]),
      '001',
      dayOf(orderDay),
      dayOf(deliveryDay),
      status,
      po,
      o % 11 === 0 ? 'Deliver to back door' : '',
      money(addOn),
      '0.00',
      k + 1,
      ...l,
    ]),
  );
  if (status === 'Invoiced') invoiced.push({ order, customer: c, day: deliveryDay, total, po });
}
files['order-history.csv'] = csv(historyHeader, historyRows);
const badHistory = historyRows.map((r) => [...r]);
const historyErrors: string[] = [];
(badHistory[3] as (string | number)[])[11] = '000001';
historyErrors.push('5 (unknown product)');
(badHistory[20] as (string | number)[])[13] = '2.555';
historyErrors.push('22 (quantity with three decimals)');
const laterLine = badHistory.findIndex((r, i) => i >= 60 && r[0] === badHistory[i - 1]?.[0]);
(badHistory[laterLine] as (string | number)[])[4] = dayOf(400);
historyErrors.push(`${laterLine + 2} (delivery date differs from the order's line above)`);
const strayLine = badHistory.findIndex(
  (r, i) => i >= 150 && r[0] !== badHistory[i - 1]?.[0] && r[0] === badHistory[i + 1]?.[0],
);
(badHistory[strayLine] as (string | number)[])[0] = String(historyRows[0]?.[0]);
(badHistory[strayLine] as (string | number)[])[10] = 99;
historyErrors.push(`${strayLine + 2} (a line of order ${String(historyRows[0]?.[0])} away from its other lines)`);
files['order-history-with-errors.csv'] = csv(historyHeader, badHistory);

// Receivables: the invoices of that history (the older ones paid), credit memos, and the open items
// of the other customers from before the history (invoices, late charges, unapplied payments).
const receivableHeader = [
  'customer_code',
  'ar_code',
  'record_type',
  'reference',
  'invoice_number',
  'order_number',
  'invoice_date',
  'due_date',
  'po_number',
  'initial',
  'balance',
  'remarks',
];
const receivableRows: (string | number)[][] = [];
let arNumber = 600_001;
invoiced.forEach((v, k) => {
  const customer = customerRows[v.customer] as (string | number)[];
  const due = v.day + Number(customer[12]);
  const paid = due < 75 && k % 4 !== 0;
  const short = !paid && k % 13 === 0;
  const invoice = `INV${v.order.slice(2)}`;
  receivableRows.push([
    String(customer[0]),
    `AR${arNumber++}`,
    1,
    invoice,
    invoice,
    v.order,
    dayOf(v.day),
    dayOf(due),
    v.po,
    money(v.total),
    paid ? '0.00' : short ? money(v.total - 25) : money(v.total),
    short ? 'Short paid - pricing under review' : '',
  ]);
  if (k % 7 === 3) {
    const amount = -Number(Math.max(8, v.total * 0.05).toFixed(2));
    receivableRows.push([
      String(customer[0]),
      `AR${arNumber++}`,
      'Credit Memo',
      `CM${80_001 + k}`,
      invoice,
      v.order,
      dayOf(v.day + 3),
      dayOf(v.day + 3),
      v.po,
      money(amount),
      paid ? '0.00' : money(amount),
      pick(['Credit - damaged on delivery', 'Credit - short shipped', 'Credit - pricing adjustment']),
    ]);
  }
});
for (let c = 30; receivableRows.length < 300; c++) {
  const customer = customerRows[c % 200] as (string | number)[];
  const day = -int(5, 120);
  const amount = int(4_000, 180_000) / 100;
  const type = c % 19 === 0 ? 7 : c % 23 === 0 ? 5 : 1;
  const reference = type === 7 ? `Check ${int(1001, 9999)}` : type === 5 ? `LC${90_000 + c}` : `INV${500_000 + c}`;
  const initial = type === 7 ? -amount : type === 5 ? Number((amount / 40).toFixed(2)) : amount;
  receivableRows.push([
    String(customer[0]),
    `AR${arNumber++}`,
    type,
    reference,
    '',
    '',
    dayOf(day),
    dayOf(type === 1 ? day + Number(customer[12]) : day),
    '',
    money(initial),
    money(initial),
    type === 7 ? 'Unapplied payment - no remittance advice' : type === 5 ? 'Finance charge 1.5%' : '',
  ]);
}
files['receivables.csv'] = csv(receivableHeader, receivableRows);
const badReceivables = receivableRows.map((r) => [...r]);
const receivableErrors: string[] = [];
(badReceivables[9] as (string | number)[])[2] = 6;
receivableErrors.push('11 (a credit memo with a positive amount)');
(badReceivables[40] as (string | number)[])[10] = money(Number(badReceivables[40]?.[9]) * 2);
receivableErrors.push('42 (balance larger than the initial amount)');
(badReceivables[77] as (string | number)[])[5] = 'SO999999';
receivableErrors.push('79 (order SO999999 does not exist)');
(badReceivables[150] as (string | number)[])[7] = '2024-01-01';
receivableErrors.push('152 (due before the invoice date)');
(badReceivables[201] as (string | number)[])[0] = 'Z99999';
receivableErrors.push('203 (unknown customer)');
(badReceivables[250] as (string | number)[])[1] = String(receivableRows[3]?.[1]);
receivableErrors.push('252 (A/R code of line 5 again)');
files['receivables-with-errors.csv'] = csv(receivableHeader, badReceivables);

mkdirSync(outDir, { recursive: true });
for (const [name, content] of Object.entries(files)) writeFileSync(join(outDir, name), content);
process.stdout.write(`wrote ${Object.keys(files).length} files to ${outDir}\n`);
process.stdout.write(`order-history-with-errors.csv: lines ${historyErrors.join(', ')}\n`);
process.stdout.write(`receivables-with-errors.csv: lines ${receivableErrors.join(', ')}\n`);
