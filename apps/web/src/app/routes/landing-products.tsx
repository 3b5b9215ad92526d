import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ProductListFilter } from '../../features/catalog/api/get-product-list.ts';
import { useProductListTotal } from '../../features/catalog/api/get-product-list.ts';
import { ProductCard } from '../../features/catalog/components/product-card.tsx';
import { usePushProductKeys } from '../../features/landing/api/get-push-product-keys.ts';
import { landingMessages } from '@provender/contract';
import type { LandingProductQuery } from '../../features/landing/utils/landing-products.ts';

/** A product list card shows this many; View all opens the category on /products. */
const LIST_MAX = 8;
/** Spec 02 section 9: product card columns are at least 350 px wide. */
const COLUMN_MIN = 350;
const CARD_HEIGHT = 322;
const IMAGE_HEIGHT = 164;

function filterFor(query: LandingProductQuery, pushKeys: readonly number[] | undefined): ProductListFilter | null {
  const base = { search: '', mainCategory: '', category: '', sort: 0 as const, productKeys: null };
  if (query.kind === 'product') return { ...base, productKeys: [query.productKey] };
  if (query.kind === 'push') return pushKeys ? { ...base, productKeys: pushKeys } : null;
  return query.source === 'Main Categories' ? { ...base, mainCategory: query.code } : { ...base, category: query.code };
}

/** The landing page's product cards, drawn with the catalog's own card (price and add to cart). */
export function LandingProducts({ query }: { query: LandingProductQuery }) {
  const push = usePushProductKeys(query.kind === 'push');
  const filter = filterFor(
    query,
    push.data?.map((p) => p.productKey),
  );
  const list = useProductListTotal(filter ?? { search: '', mainCategory: '', category: '', sort: 0, productKeys: [] });
  const loading = list.isPending || (query.kind === 'push' && push.isPending);
  const products = (list.data?.products ?? []).slice(0, query.kind === 'product' ? 1 : LIST_MAX);
  if (!loading && products.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {landingMessages.noContent}
      </Typography>
    );
  }
  const first = products[0];
  const viewAll =
    query.kind === 'list' && first && (list.data?.total ?? 0) > LIST_MAX
      ? `/products#mc=${encodeURIComponent(first.productMainCategoryCode)}${
          query.source === 'Categories' ? `&c=${encodeURIComponent(query.code)}` : ''
        }`
      : null;
  return (
    <Box>
      <Box
        role="list"
        aria-label="Products"
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${query.kind === 'product' ? 200 : COLUMN_MIN}px), 1fr))`,
          gap: 2,
        }}
      >
        {(loading ? Array.from({ length: query.kind === 'product' ? 1 : 4 }, () => undefined) : products).map(
          (product, index) => (
            <Box key={product?.productKey ?? `loading-${index}`} role="listitem">
              <ProductCard product={product} index={index} height={CARD_HEIGHT} imageHeight={IMAGE_HEIGHT} />
            </Box>
          ),
        )}
      </Box>
      {viewAll ? (
        <Box sx={{ textAlign: 'right', mt: 1.5 }}>
          <Button component={RouterLink} to={viewAll}>
            View all
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
