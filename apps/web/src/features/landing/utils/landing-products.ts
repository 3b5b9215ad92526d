import { createContext, useContext, type ReactNode } from 'react';
import type { LandingProductSource } from './landing-layout.ts';

/** What a product card of the landing page lists. */
export type LandingProductQuery =
  | { kind: 'product'; productKey: number }
  | { kind: 'list'; source: LandingProductSource; code: string }
  | { kind: 'push' };

/**
 * Product cards come from the catalog feature: the app composes them in (src/app/routes), so the
 * landing feature never imports the catalog's internals.
 */
export type RenderLandingProducts = (query: LandingProductQuery) => ReactNode;

export const LandingProductsContext = createContext<RenderLandingProducts>(() => null);

export function useRenderLandingProducts(): RenderLandingProducts {
  return useContext(LandingProductsContext);
}
