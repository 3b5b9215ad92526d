import type { ImportKind } from './integration-import.ts';

/**
 * CSV columns of each kind (docs/integration/README.md) and the canonical field each one fills.
 * Lists (images, delivery days) are separated by `;`. A product's units are one cell:
 * `UNIT:conversion:roles[:multiple[:decimals]]` per unit, units separated by `;`, roles S (sell-by),
 * P (price-by) or SP; for example `CS:12:SP:1:2;EA:1:S:6`. Columns named `additional.k2` .. `k9`
 * fill the product's additional fields (k1 is the brand column).
 */
export const importCsvColumns: Record<ImportKind, Record<string, string>> = {
  categories: {
    main_category_code: 'mainCategoryCode',
    main_category: 'mainCategory',
    category_code: 'categoryCode',
    category: 'category',
  },
  products: {
    product_code: 'productCode',
    description: 'description',
    catalog_description: 'catalogDescription',
    main_category_code: 'mainCategoryCode',
    category_code: 'categoryCode',
    stock_unit: 'stockUnit',
    pricing_unit: 'pricingUnit',
    base_price: 'basePrice',
    default_unit: 'defaultUnit',
    default_order_quantity: 'defaultOrderQuantity',
    brand: 'brand',
    images: 'images',
    catch_weight: 'catchWeight',
    sequence: 'sequence',
    stock_on_hand: 'stockOnHand',
    active: 'active',
    units: 'units',
  },
  customers: {
    customer_code: 'customerCode',
    name: 'name',
    address1: 'address1',
    address2: 'address2',
    city: 'city',
    state: 'state',
    zip: 'zip',
    phone: 'phone',
    email: 'email',
    default_shipto_code: 'defaultShipToCode',
    default_po: 'defaultPo',
    required_po: 'requiredPo',
    price_level: 'priceLevel',
    credit_limit: 'creditLimit',
    terms_days: 'termsDays',
    order_cutoff_time: 'orderCutoffTime',
    order_lead_days: 'orderLeadDays',
  },
  'ship-tos': {
    customer_code: 'customerCode',
    shipto_code: 'shipToCode',
    name: 'name',
    address1: 'address1',
    address2: 'address2',
    city: 'city',
    state: 'state',
    zip: 'zip',
    phone: 'phone',
    contact: 'contact',
    delivery_time: 'deliveryTime',
    delivery_days: 'deliveryDays',
  },
  'price-levels': { level: 'level', description: 'description', discount_percent: 'discountPercent' },
  'contract-prices': {
    customer_code: 'customerCode',
    product_code: 'productCode',
    price: 'price',
    effective_from: 'effectiveFrom',
    effective_to: 'effectiveTo',
  },
  salespeople: {
    salesperson_code: 'salespersonCode',
    name: 'name',
    email: 'email',
    username: 'username',
    customers: 'customers',
    active: 'active',
  },
  'order-history': {
    order_number: 'orderNumber',
    customer_code: 'customerCode',
    shipto_code: 'shipToCode',
    order_date: 'orderDate',
    delivery_date: 'deliveryDate',
    status: 'status',
    po_number: 'poNumber',
    special_instruction: 'specialInstruction',
    add_on_charges: 'addOnCharges',
    tax: 'tax',
    line_no: 'lineNo',
    product_code: 'productCode',
    unit: 'unit',
    quantity: 'quantity',
    price_unit: 'priceUnit',
    unit_price: 'unitPrice',
    extension: 'extension',
    line_note: 'lineNote',
  },
  receivables: {
    customer_code: 'customerCode',
    ar_code: 'arCode',
    record_type: 'recordType',
    reference: 'reference',
    invoice_number: 'invoiceNumber',
    order_number: 'orderNumber',
    invoice_date: 'invoiceDate',
    due_date: 'dueDate',
    po_number: 'poNumber',
    initial: 'initial',
    balance: 'balance',
    remarks: 'remarks',
  },
};

const listFields = new Set(['images', 'deliveryDays', 'customers']);
const additionalColumn = /^additional\.(k[2-9])$/;

/** Header problems of a kind's CSV file: unknown columns (a typo would silently drop data). */
export function csvHeaderProblems(kind: ImportKind, header: readonly string[]): string[] {
  const known = importCsvColumns[kind];
  return header
    .filter((h) => !(h in known) && !(kind === 'products' && additionalColumn.test(h)))
    .map((h) => `unknown column ${h}`);
}

const splitList = (cell: string) =>
  cell
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** One `UNIT:conversion:roles[:multiple[:decimals]]` cell as the canonical units list. */
function parseUnits(cell: string): unknown[] {
  return splitList(cell).map((segment) => {
    const [unit = '', conversion = '', roles = '', multiple, decimals] = segment.split(':').map((s) => s.trim());
    const r = roles.toUpperCase();
    return {
      unit,
      conversion,
      sellBy: r.includes('S'),
      priceBy: r.includes('P'),
      ...(multiple ? { multiple } : {}),
      ...(decimals ? { decimals } : {}),
    };
  });
}

/** A CSV record (column to cell) in the canonical row shape; empty cells are left out. */
export function csvRecordToRow(kind: ImportKind, record: Record<string, string>): Record<string, unknown> {
  const columns = importCsvColumns[kind];
  const row: Record<string, unknown> = {};
  const additional: Record<string, string> = {};
  for (const [column, raw] of Object.entries(record)) {
    const cell = raw.trim();
    if (cell === '') continue;
    const extra = additionalColumn.exec(column);
    if (extra?.[1]) {
      additional[extra[1]] = cell;
      continue;
    }
    const field = columns[column];
    if (!field) continue;
    if (field === 'units') row[field] = parseUnits(cell);
    else if (listFields.has(field)) row[field] = splitList(cell);
    else row[field] = cell;
  }
  if (Object.keys(additional).length) row['additional'] = additional;
  return row;
}
