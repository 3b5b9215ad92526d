import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApiSession } from '../../../components/api-client/api-session.ts';
import { uncommittedQueryOptions } from '../api/get-uncommitted.ts';
import { usualQuantityQueryOptions } from '../api/get-usual-quantity.ts';
import { useCatalogEnvironment } from '../catalog-environment.ts';
import { quantityConcern, type GuardedLine, type QuantityConcern } from '../utils/quantity-guard.ts';

/**
 * The typo guard's check (decision 425): the lines whose quantity is above the stock or far above
 * the customer's usual one. Stock and usual quantities come from the query cache when fresh (the
 * product page and the dialogs ask for them as they open), else in one batched call each; a fact
 * that cannot be had is left out rather than blocking the add.
 */
export function useQuantityGuard(): (lines: readonly GuardedLine[]) => Promise<QuantityConcern[]> {
  const api = useApiSession();
  const client = useQueryClient();
  const { cartAccess } = useCatalogEnvironment();
  return useCallback(
    async (lines) => {
      if (cartAccess !== 'open' || lines.length === 0) return [];
      const concerns = await Promise.all(
        lines.map(async (line) => {
          const key = line.product.productKey;
          const [stock, usual] = await Promise.all([
            client.fetchQuery(uncommittedQueryOptions(api, key)).catch(() => null),
            client.fetchQuery(usualQuantityQueryOptions(api, key)).catch(() => null),
          ]);
          return quantityConcern(line, stock, usual);
        }),
      );
      return concerns.filter((c): c is QuantityConcern => c !== null);
    },
    [api, client, cartAccess],
  );
}
