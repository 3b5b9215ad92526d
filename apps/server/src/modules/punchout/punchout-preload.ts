import type { Product } from '@provender/contract';
import type { CartOwner, CartService } from '../cart/cart.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { BuyerSettings } from './buyer-settings.ts';
import { matchLine, type BuyerLine } from './punchout-line-match.ts';
import type { PunchoutRepository } from './punchout.repository.ts';

/** The buyer's products by code, as the buyer's customer sees them. */
export async function productsByCode(
  repo: PunchoutRepository,
  catalog: CatalogService,
  customerId: number,
  codes: string[],
): Promise<Map<string, Product>> {
  const keys = await repo.productKeysByCode(codes);
  const found = await catalog.byKeys({ customerId }, [...keys.values()]);
  const out = new Map<string, Product>();
  for (const [code, key] of keys) {
    const entry = found.get(key);
    if (entry?.available) out.set(code, entry.product);
  }
  return out;
}

/**
 * Fills a new session's cart: its ship-to and, for edit and inspect, the requisition's lines.
 * Answers what the buyer is told on arrival: every line that could not be carried over, so a
 * transfer never deletes a requisition line unnoticed (decision 058).
 */
export function createCartPreload(deps: { repo: PunchoutRepository; cart: CartService; catalog: CatalogService }) {
  const { repo, cart, catalog } = deps;
  return async function preload(
    owner: CartOwner,
    shiptoCode: string | null,
    items: readonly (BuyerLine & { description: string })[],
    settings: Pick<BuyerSettings, 'unitMap'>,
  ): Promise<string[]> {
    const products = await productsByCode(
      repo,
      catalog,
      owner.customerId,
      items.map((i) => i.supplierPartId),
    );
    const messages: string[] = [];
    const lines: { index: number; payload: { productKey: number; unitOfMeasure: string; orderQuantity: number } }[] =
      [];
    items.forEach((item, index) => {
      const match = matchLine(item, products.get(item.supplierPartId), settings, 'always');
      if (!match.ok) messages.push(`${match.message} It was not carried over from your requisition.`);
      else
        lines.push({
          index,
          payload: {
            productKey: match.product.productKey,
            unitOfMeasure: match.unitOfMeasure,
            orderQuantity: Number(match.quantity),
          },
        });
    });
    const outcomes = await cart.preload(
      owner,
      shiptoCode ? { customerShipToCode: shiptoCode } : {},
      lines.map((l) => l.payload),
    );
    outcomes.forEach((outcome, i) => {
      const item = items[lines[i]?.index ?? -1];
      if (!outcome.ok && item)
        messages.push(
          `Line ${item.lineNumber} (${item.supplierPartId}): ${outcome.message} It was not carried over from your requisition.`,
        );
    });
    return messages;
  };
}
