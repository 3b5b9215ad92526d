import type { ImportRejectedRow, ImportRowByKind } from '@provender/contract';
import { importedImageBase, isUrlImage } from '../images/image-names.ts';
import { outboundUrlProblem, type OutboundPolicy } from '../../outbound/address-rule.ts';
import type { ImportRepository } from './import.repository.ts';
import { none, tally, type KindWriter, type Numbered } from './import-writer.ts';

type ProductRow = Numbered<ImportRowByKind['products']>;

/** Rows naming a category that does not exist or belongs to another main category, or an image URL refused. */
function checkProducts(rows: ProductRow[], categoryMains: Map<string, string>, imageUrls: OutboundPolicy) {
  const rejected: ImportRejectedRow[] = [];
  const accepted: ProductRow[] = [];
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
  return { rejected, accepted };
}

/** Upserts the products and their units, and the image URLs the image sync fetches (decision 201). */
async function writeProducts(repo: ImportRepository, accepted: ProductRow[]) {
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
  return productOutcome;
}

export const products = (imageUrls: OutboundPolicy): KindWriter<ImportRowByKind['products']> => {
  let categoryMains: Map<string, string> | null = null;
  return {
    key: (r) => r.productCode,
    async batch(repo, rows, write) {
      categoryMains ??= await repo.categoryMains();
      const { rejected, accepted } = checkProducts(rows, categoryMains, imageUrls);
      if (!write || rejected.length) return { ...none(accepted.length), rejected };
      const productOutcome = await writeProducts(repo, accepted);
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
