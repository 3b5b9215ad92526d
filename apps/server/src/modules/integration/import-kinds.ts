import type { ImportKind, ImportRejectedRow, ImportRowByKind } from '@provender/contract';
import { importedImageBase, isUrlImage } from '../images/image-names.ts';
import { outboundUrlProblem, type OutboundPolicy } from '../../outbound/address-rule.ts';
import { orderHistory, receivables } from './import-kinds-history.ts';
import { none, tally, type KindWriter } from './import-writer.ts';

const categories = (): KindWriter<ImportRowByKind['categories']> => {
  // A main category is described on many rows; they must agree.
  const mains = new Map<string, { description: string; line: number }>();
  return {
    key: (r) => r.categoryCode,
    async batch(repo, rows, write) {
      const rejected: ImportRejectedRow[] = [];
      const accepted: typeof rows = [];
      const newMains: { code: string; description: string }[] = [];
      for (const r of rows) {
        const seen = mains.get(r.row.mainCategoryCode);
        if (seen && seen.description !== r.row.mainCategory) {
          rejected.push({
            line: r.line,
            reason: `main category ${r.row.mainCategoryCode} is described differently on line ${seen.line}`,
          });
          continue;
        }
        if (!seen) {
          mains.set(r.row.mainCategoryCode, { description: r.row.mainCategory, line: r.line });
          newMains.push({ code: r.row.mainCategoryCode, description: r.row.mainCategory });
        }
        accepted.push(r);
      }
      if (!write || rejected.length) return { ...none(accepted.length), rejected };
      const mainOutcome = newMains.length
        ? await repo.upsertMainCategories(newMains)
        : { inserted: new Set<string>(), updated: new Set<string>() };
      const outcome = await repo.upsertCategories(
        accepted.map(({ row }) => ({
          code: row.categoryCode,
          main_category_code: row.mainCategoryCode,
          description: row.category,
        })),
      );
      // A row whose main category's description changed counts as updated.
      for (const { row } of accepted) {
        if (mainOutcome.updated.has(row.mainCategoryCode) && !outcome.inserted.has(row.categoryCode))
          outcome.updated.add(row.categoryCode);
      }
      return {
        ...tally(
          accepted.map((r) => ({ line: r.line, key: r.row.categoryCode })),
          outcome,
        ),
        rejected,
      };
    },
  };
};

const products = (imageUrls: OutboundPolicy): KindWriter<ImportRowByKind['products']> => {
  let categoryMains: Map<string, string> | null = null;
  return {
    key: (r) => r.productCode,
    async batch(repo, rows, write) {
      categoryMains ??= await repo.categoryMains();
      const rejected: ImportRejectedRow[] = [];
      const accepted: typeof rows = [];
      for (const r of rows) {
        const main = categoryMains.get(r.row.categoryCode);
        // The image sync will fetch these URLs: internal addresses are refused here first (decision 405).
        const refusedImages = (r.row.images ?? []).flatMap((ref) => {
          const problem = isUrlImage(ref) ? outboundUrlProblem(ref, imageUrls) : null;
          return problem ? [`${ref.slice(0, 100)}: ${problem}`] : [];
        });
        if (refusedImages.length) rejected.push({ line: r.line, reason: `images: ${refusedImages.join('; ')}` });
        else if (main === undefined)
          rejected.push({ line: r.line, reason: `category ${r.row.categoryCode} does not exist` });
        else if (main !== r.row.mainCategoryCode)
          rejected.push({
            line: r.line,
            reason: `category ${r.row.categoryCode} belongs to main category ${main}, not ${r.row.mainCategoryCode}`,
          });
        else accepted.push(r);
      }
      if (!write || rejected.length) return { ...none(accepted.length), rejected };
      // Images by file name or URL (decision 201): products list the names the image sync writes.
      const sources = new Map<string, string>();
      const storedNames = (refs: readonly string[]) =>
        refs.map((ref) => {
          const base = importedImageBase(ref);
          if (isUrlImage(ref)) sources.set(base, ref);
          return `${base}.png`;
        });
      const productOutcome = await repo.upsertProducts(
        accepted.map(({ row }) => {
          const images = storedNames(row.images ?? []);
          return {
            product_code: row.productCode,
            description: row.description,
            catalog_description: row.catalogDescription ?? '',
            additional: { ...(row.brand ? { k1: row.brand } : {}), ...row.additional },
            main_category_code: row.mainCategoryCode,
            category_code: row.categoryCode,
            stock_unit: row.stockUnit,
            pricing_unit: row.pricingUnit,
            base_price: row.basePrice,
            default_order_quantity: row.defaultOrderQuantity ?? '1',
            default_unit: row.defaultUnit ?? row.units.find((u) => u.sellBy)?.unit,
            list_image: images[0] ?? '',
            detail_images: images,
            sequence: row.sequence ?? 0,
            is_catch_weight: row.catchWeight ?? false,
            stock_on_hand: row.stockOnHand ?? '0',
            is_active: row.active ?? true,
          };
        }),
      );
      const unitChanges = await repo.replaceProductUnits(
        accepted.flatMap(({ row }) =>
          row.units.map((u, i) => ({
            product_code: row.productCode,
            unit_of_measure: u.unit,
            stock_conversion: u.conversion,
            is_sell_by: u.sellBy,
            sell_by_multiple: u.sellBy ? (u.multiple ?? '1') : '1',
            is_price_by: u.priceBy,
            is_pricing: u.unit === row.pricingUnit,
            price_decimals: u.decimals ?? 4,
            sort_order: i,
          })),
        ),
      );
      for (const code of unitChanges) if (!productOutcome.inserted.has(code)) productOutcome.updated.add(code);
      if (sources.size) await repo.upsertImageSources([...sources].map(([name, url]) => ({ name, url })));
      return {
        ...tally(
          accepted.map((r) => ({ line: r.line, key: r.row.productCode })),
          productOutcome,
        ),
        rejected,
      };
    },
    finish: (repo, keys) => repo.deactivateProductsNotIn(keys),
  };
};

const customers = (): KindWriter<ImportRowByKind['customers']> => {
  let levels: Set<number> | null = null;
  return {
    key: (r) => r.customerCode,
    async batch(repo, rows, write) {
      levels ??= await repo.priceLevels();
      const consumers = await repo.consumerCodes(rows.map((r) => r.row.customerCode));
      const rejected: ImportRejectedRow[] = [];
      const accepted: typeof rows = [];
      for (const r of rows) {
        if (consumers.has(r.row.customerCode))
          rejected.push({ line: r.line, reason: `customer code ${r.row.customerCode} is a consumer account` });
        else if (r.row.priceLevel !== undefined && !levels.has(r.row.priceLevel))
          rejected.push({ line: r.line, reason: `price level ${r.row.priceLevel} does not exist` });
        else accepted.push(r);
      }
      if (!write || rejected.length) return { ...none(accepted.length), rejected };
      const outcome = await repo.upsertCustomers(
        accepted.map(({ row }) => ({
          customer_code: row.customerCode,
          name: row.name,
          address1: row.address1 ?? '',
          address2: row.address2 ?? '',
          city: row.city ?? '',
          state: row.state ?? '',
          zip: row.zip ?? '',
          phone: row.phone ?? '',
          email: row.email ?? null,
          default_shipto_code: row.defaultShipToCode ?? null,
          default_po: row.defaultPo ?? '',
          required_po: row.requiredPo ?? false,
          price_level: row.priceLevel ?? 0,
          credit_limit: row.creditLimit ?? '0',
          terms_days: row.termsDays ?? 30,
        })),
      );
      // The customer's own order cut-off (decision 200): customer-level settings overrides.
      const ids = await repo.idsByCode(
        'customers',
        accepted.map((r) => r.row.customerCode),
      );
      const cutoffChanges = await repo.replaceCutoffOverrides(
        [...ids.values()],
        accepted.flatMap(({ row }) => {
          const customer_id = ids.get(row.customerCode) ?? 0;
          return [
            ...(row.orderCutoffTime === undefined
              ? []
              : [{ customer_id, key: 'orderCutoffTime' as const, value: row.orderCutoffTime }]),
            ...(row.orderLeadDays === undefined
              ? []
              : [{ customer_id, key: 'orderLeadDays' as const, value: row.orderLeadDays }]),
          ];
        }),
      );
      for (const code of cutoffChanges) if (!outcome.inserted.has(code)) outcome.updated.add(code);
      return {
        ...tally(
          accepted.map((r) => ({ line: r.line, key: r.row.customerCode })),
          outcome,
        ),
        rejected,
      };
    },
  };
};

const shipTos = (): KindWriter<ImportRowByKind['ship-tos']> => ({
  key: (r) => `${r.customerCode}/${r.shipToCode}`,
  async batch(repo, rows, write) {
    const ids = await repo.idsByCode('customers', [...new Set(rows.map((r) => r.row.customerCode))]);
    const rejected: ImportRejectedRow[] = [];
    const accepted: { line: number; key: string; row: Record<string, unknown> }[] = [];
    for (const { line, row } of rows) {
      const customerId = ids.get(row.customerCode);
      if (customerId === undefined) {
        rejected.push({ line, reason: `customer ${row.customerCode} does not exist` });
        continue;
      }
      accepted.push({
        line,
        key: `${customerId}/${row.shipToCode}`,
        row: {
          customer_id: customerId,
          code: row.shipToCode,
          name: row.name,
          address1: row.address1 ?? '',
          address2: row.address2 ?? '',
          city: row.city ?? '',
          state: row.state ?? '',
          zip: row.zip ?? '',
          phone: row.phone ?? '',
          contact: row.contact ?? '',
          delivery_time: row.deliveryTime ?? '',
          delivery_days: [...new Set(row.deliveryDays ?? [])].sort(),
        },
      });
    }
    if (!write || rejected.length) return { ...none(accepted.length), rejected };
    return { ...tally(accepted, await repo.upsertShipTos(accepted.map((a) => a.row))), rejected };
  },
});

const priceLevels = (): KindWriter<ImportRowByKind['price-levels']> => ({
  key: (r) => String(r.level),
  async batch(repo, rows, write) {
    if (!write) return none(rows.length);
    const outcome = await repo.upsertPriceLevels(
      rows.map(({ row }) => ({
        level: row.level,
        description: row.description,
        discount_percent: row.discountPercent,
      })),
    );
    return {
      ...tally(
        rows.map((r) => ({ line: r.line, key: String(r.row.level) })),
        outcome,
      ),
      rejected: [],
    };
  },
});

const contractPrices = (): KindWriter<ImportRowByKind['contract-prices']> => ({
  key: (r) => `${r.customerCode}/${r.productCode}/${r.effectiveFrom}`,
  async batch(repo, rows, write) {
    const [customerIds, productIds] = await Promise.all([
      repo.idsByCode('customers', [...new Set(rows.map((r) => r.row.customerCode))]),
      repo.idsByCode('products', [...new Set(rows.map((r) => r.row.productCode))]),
    ]);
    const rejected: ImportRejectedRow[] = [];
    const accepted: { line: number; key: string; row: Record<string, unknown> }[] = [];
    for (const { line, row } of rows) {
      const customerId = customerIds.get(row.customerCode);
      const productId = productIds.get(row.productCode);
      if (customerId === undefined) rejected.push({ line, reason: `customer ${row.customerCode} does not exist` });
      else if (productId === undefined) rejected.push({ line, reason: `product ${row.productCode} does not exist` });
      else
        accepted.push({
          line,
          key: `${customerId}/${productId}/${row.effectiveFrom}`,
          row: {
            customer_id: customerId,
            product_id: productId,
            price: row.price,
            effective_from: row.effectiveFrom,
            effective_to: row.effectiveTo ?? null,
          },
        });
    }
    if (!write || rejected.length) return { ...none(accepted.length), rejected };
    return { ...tally(accepted, await repo.upsertContractPrices(accepted.map((a) => a.row))), rejected };
  },
});

const userName = /^[a-z0-9][a-z0-9._@-]{1,59}$/;

/**
 * Salespeople and their assigned customers (decision 188). A row's user name (default: its code
 * in lower case) and e-mail may not belong to another account, nor to another row of the file.
 */
const salespeople = (): KindWriter<ImportRowByKind['salespeople']> => {
  const names = new Map<string, number>();
  const emails = new Map<string, number>();
  return {
    key: (r) => r.salespersonCode,
    async batch(repo, rows, write) {
      const customerCodes = [...new Set(rows.flatMap((r) => r.row.customers ?? []))];
      const ids = await repo.idsByCode('customers', customerCodes);
      const consumers = await repo.consumerCodes(customerCodes);
      const wanted = rows.map((r) => ({
        ...r,
        username: r.row.username ?? r.row.salespersonCode.toLowerCase(),
        email: r.row.email?.toLowerCase() ?? null,
      }));
      const accounts = await repo.accountsFor(
        rows.map((r) => r.row.salespersonCode),
        wanted.map((w) => w.username),
        wanted.flatMap((w) => (w.email ? [w.email] : [])),
      );
      const rejected: ImportRejectedRow[] = [];
      const accepted: typeof wanted = [];
      for (const w of wanted) {
        const code = w.row.salespersonCode;
        const reject = (reason: string) => rejected.push({ line: w.line, reason });
        // The account this row is: the one with its code, else an uncoded salesperson of its user name.
        const own =
          accounts.find((a) => a.code === code) ??
          accounts.find((a) => a.username === w.username && a.kind === 'salesperson' && a.code === null);
        const missing = (w.row.customers ?? []).find((c) => !ids.has(c));
        const consumer = (w.row.customers ?? []).find((c) => consumers.has(c));
        if (!userName.test(w.username)) reject(`salesperson code ${code} is not a user name; give a username`);
        else if (names.has(w.username) && names.get(w.username) !== w.line)
          reject(`user name ${w.username} is already on line ${names.get(w.username)}`);
        else if (w.email && emails.has(w.email) && emails.get(w.email) !== w.line)
          reject(`e-mail ${w.email} is already on line ${emails.get(w.email)}`);
        else if (accounts.some((a) => a.username === w.username && a.id !== own?.id))
          reject(`user name ${w.username} belongs to another account`);
        else if (w.email && accounts.some((a) => a.email === w.email && a.id !== own?.id))
          reject(`e-mail ${w.email} belongs to another account`);
        else if (missing) reject(`customer ${missing} does not exist`);
        else if (consumer) reject(`customer ${consumer} is a consumer account`);
        else accepted.push(w);
        names.set(w.username, names.get(w.username) ?? w.line);
        if (w.email) emails.set(w.email, emails.get(w.email) ?? w.line);
      }
      if (!write || rejected.length) return { ...none(accepted.length), rejected };
      const outcome = await repo.upsertSalespeople(
        accepted.map((w) => ({
          salesperson_code: w.row.salespersonCode,
          username: w.username,
          name: w.row.name,
          email: w.row.email ?? null,
          disabled: !(w.row.active ?? true),
        })),
      );
      const changed = await repo.replaceAssignments(
        accepted.map((w) => w.row.salespersonCode),
        accepted.flatMap((w) =>
          (w.row.customers ?? []).map((c) => ({
            salesperson_code: w.row.salespersonCode,
            customer_id: ids.get(c) ?? 0,
          })),
        ),
      );
      for (const code of changed) if (!outcome.inserted.has(code)) outcome.updated.add(code);
      return {
        ...tally(
          accepted.map((w) => ({ line: w.line, key: w.row.salespersonCode })),
          outcome,
        ),
        rejected,
      };
    },
  };
};

export function kindWriter(
  kind: ImportKind,
  imageUrls: OutboundPolicy = { allowLoopback: false },
): KindWriter<unknown> {
  const writers = {
    categories,
    products: () => products(imageUrls),
    customers,
    'ship-tos': shipTos,
    'price-levels': priceLevels,
    'contract-prices': contractPrices,
    salespeople,
    'order-history': orderHistory,
    receivables,
  };
  return writers[kind]() as KindWriter<unknown>;
}
