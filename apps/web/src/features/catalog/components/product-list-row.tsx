import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Product } from '@provender/contract';
import { useCatalogEnvironment } from '../catalog-environment.ts';
import { rememberListIndex } from '../hooks/remember-list-index.ts';
import { initialSellBy, priceUnitFor } from '../utils/product-units.ts';
import { brandOf } from '../utils/product-text.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { PackAndCode } from './pack-and-code.tsx';
import { ProductImage } from './product-image.tsx';
import { ProductPrice } from './product-price.tsx';

interface ProductListRowProps {
  product: Product | undefined;
  index: number;
  height: number;
}

function RowSkeleton({ height }: { height: number }) {
  return (
    <Card variant="outlined" sx={{ height, display: 'flex', gap: 2, p: 2 }} aria-busy>
      <Skeleton variant="rectangular" width={180} height={height - 32} />
      <Box sx={{ flexGrow: 1 }}>
        <Skeleton width="30%" />
        <Skeleton width="60%" height={32} />
        <Skeleton width="40%" />
      </Box>
    </Card>
  );
}

/** Brand, name (a link to the product), pack and code, category and the units it is sold by. */
function RowDetails({ product, to, onOpen }: { product: Product; to: string; onOpen: () => void }) {
  return (
    <Box sx={{ flexGrow: 1, minWidth: 0, py: 2, px: 2, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.4 }}>
        {brandOf(product) || '\u00a0'}
      </Typography>
      <Link
        component={RouterLink}
        to={to}
        onClick={onOpen}
        underline="hover"
        color="text.primary"
        variant="h6"
        sx={{ lineHeight: 1.3, fontSize: '1.1rem' }}
      >
        {product.description}
      </Link>
      <PackAndCode product={product} wrap />
      <Typography variant="body2" color="text.secondary">
        {product.mainCategoryDescription} › {product.categoryDescription}
      </Typography>
      <Box sx={{ flexGrow: 1 }} />
      <Typography variant="body2">
        Sold by{' '}
        {product.sellBys
          .map((s) =>
            s.sellByMultiple > 1 ? `${s.unitOfMeasure} (multiples of ${s.sellByMultiple})` : s.unitOfMeasure,
          )
          .join(', ')}
      </Typography>
    </Box>
  );
}

/** A list row: a larger picture, the product's details and units, and its prices in every price unit. */
export const ProductListRow = memo(function ProductListRow({ product, index, height }: ProductListRowProps) {
  const { settings, addToOrderGuide } = useCatalogEnvironment();
  if (!product) {
    return <RowSkeleton height={height} />;
  }
  const to = `/product/${product.productKey}`;
  const sellBy = initialSellBy(product);
  const mainUnit = sellBy ? priceUnitFor(product, sellBy.unitOfMeasure, settings.syncPriceBy) : product.pricingUM;
  const otherUnits = product.priceBys.map((p) => p.unitOfMeasure).filter((u) => u !== mainUnit);
  const open = () => rememberListIndex(index);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={product.description}
      sx={{ height, display: 'flex', '&:hover': { boxShadow: 2 } }}
    >
      {settings.layoutImages.list ? (
        <Box component={RouterLink} to={to} onClick={open} tabIndex={-1} aria-hidden sx={{ p: 1.5, flexShrink: 0 }}>
          <ProductImage
            file={product.cardImage}
            alt=""
            sx={{ width: height - 24, height: height - 24, borderRadius: 1 }}
          />
        </Box>
      ) : null}
      <RowDetails product={product} to={to} onOpen={open} />
      <Box
        sx={{
          width: 220,
          flexShrink: 0,
          borderLeft: 1,
          borderColor: 'divider',
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 0.5,
          bgcolor: 'grey.50',
        }}
      >
        <ProductPrice
          productKey={product.productKey}
          unitOfMeasure={mainUnit}
          sx={{ fontWeight: 700, fontSize: '1.35rem' }}
        />
        {otherUnits.map((unit) => (
          <ProductPrice
            key={unit}
            productKey={product.productKey}
            unitOfMeasure={unit}
            variant="body2"
            color="text.secondary"
          />
        ))}
        <Box sx={{ mt: 1.5 }}>
          <AddToCartButton product={product} size="medium" fullWidth />
          {addToOrderGuide ? (
            <Button
              size="small"
              fullWidth
              startIcon={<PlaylistAddIcon />}
              onClick={() => addToOrderGuide(product)}
              sx={{ mt: 0.5 }}
            >
              Add to Order Guide
            </Button>
          ) : null}
        </Box>
      </Box>
    </Card>
  );
});
