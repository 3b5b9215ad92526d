import type { CatalogService } from '../catalog/catalog.service.ts';
import { createGuideEdits } from './guide-edits.ts';
import { createGuideReads } from './guide-reads.ts';
import type { OrderGuidesRepository } from './order-guides.repository.ts';

/**
 * The order guides: their reads, Standard derived from the latest orders (guide-reads.ts), and the
 * changes to the customer's own guides, every line checked first (guide-edits.ts).
 */
export function createOrderGuidesService(deps: { repo: OrderGuidesRepository; catalog: CatalogService }) {
  return {
    ...createGuideReads(deps),
    ...createGuideEdits(deps),
  };
}
export type OrderGuidesService = ReturnType<typeof createOrderGuidesService>;
