import type { ImportKind, ImportRejectedRow, ImportRowByKind } from '@provender/contract';
import type { OutboundPolicy } from '../../outbound/address-rule.ts';
import { orderHistory } from './import-kind-order-history.ts';
import { receivables } from './import-kinds-history.ts';
import { products } from './import-kind-products.ts';
import { salespeople } from './import-kind-salespeople.ts';
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
