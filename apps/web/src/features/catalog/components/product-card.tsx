import { memo } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import { Hint } from '../../../components/hint/hint.tsx';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import CardActionArea from '@mui/material/CardActionArea';
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

interface ProductCardProps {
  product: Product | undefined;
  index: number;
  height: number;
  imageHeight: number;
  /** The picture loads at once (a card of the first screen: the page's largest paint) rather than when scrolled near. */
  eagerImage?: boolean;
}

/** A grid card: picture, brand, description, pack size and code, price per unit and Add. */
export const ProductCard = memo(function ProductCard({
  product,
  index,
  height,
  imageHeight,
  eagerImage = false,
}: ProductCardProps) {
  const { settings, addToOrderGuide } = useCatalogEnvironment();
  if (!product) return <ProductCardSkeleton height={height} imageHeight={imageHeight} />;
  const to = `/product/${product.productKey}`;
  const sellBy = initialSellBy(product);
  const priceUnit = sellBy ? priceUnitFor(product, sellBy.unitOfMeasure, settings.syncPriceBy) : product.pricingUM;
  const brand = brandOf(product);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={product.description}
      sx={{
        height,
        display: 'flex',
        flexDirection: 'column',
        transition: 'box-shadow 120ms',
        '&:hover': { boxShadow: 3 },
      }}
    >
      {settings.layoutImages.card ? (
        <CardPicture product={product} to={to} index={index} imageHeight={imageHeight} eager={eagerImage} />
      ) : null}
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 }}>
        <Typography variant="overline" color="text.secondary" noWrap sx={{ lineHeight: 1.5, letterSpacing: 0.6 }}>
          {brand || '\u00a0'}
        </Typography>
        <Link
          component={RouterLink}
          to={to}
          onClick={() => rememberListIndex(index)}
          underline="hover"
          color="text.primary"
          sx={{
            fontWeight: 600,
            lineHeight: 1.3,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            minHeight: '2.6em',
          }}
        >
          {product.description}
        </Link>
        <Box sx={{ mt: 0.5 }}>
          <PackAndCode product={product} wrap />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1, minHeight: 40 }}
        >
          {/* A narrow card (phones) shows the whole price: a little smaller, the unit under the amount
              if need be (two lines fit the row). */}
          <ProductPrice
            productKey={product.productKey}
            unitOfMeasure={priceUnit}
            sx={{ fontWeight: 700, fontSize: { xs: '0.9rem', sm: '1.05rem' }, lineHeight: 1.2, minWidth: 0 }}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
            {addToOrderGuide ? (
              <Hint title="Add to Order Guide">
                <IconButton aria-label="Add to Order Guide" size="small" onClick={() => addToOrderGuide(product)}>
                  <PlaylistAddIcon fontSize="small" />
                </IconButton>
              </Hint>
            ) : null}
            {settings.layoutImages.card ? null : <AddToCartButton product={product} compact />}
          </Box>
        </Box>
      </Box>
    </Card>
  );
});

function ProductCardSkeleton({ height, imageHeight }: { height: number; imageHeight: number }) {
  return (
    <Card variant="outlined" sx={{ height }} aria-busy>
      <Skeleton variant="rectangular" height={imageHeight} />
      <Box sx={{ p: 1.5 }}>
        <Skeleton width="40%" />
        <Skeleton />
        <Skeleton width="70%" />
      </Box>
    </Card>
  );
}

/** The card's picture (a link to the product hidden from screen readers, the title link names it) with Add over it. */
function CardPicture({
  product,
  to,
  index,
  imageHeight,
  eager,
}: {
  product: Product;
  to: string;
  index: number;
  imageHeight: number;
  eager: boolean;
}) {
  return (
    <Box sx={{ position: 'relative' }}>
      <CardActionArea component={RouterLink} to={to} onClick={() => rememberListIndex(index)} tabIndex={-1} aria-hidden>
        <ProductImage file={product.cardImage} alt="" eager={eager} sx={{ width: '100%', height: imageHeight }} />
      </CardActionArea>
      <Box sx={{ position: 'absolute', right: 8, bottom: 8 }}>
        <AddToCartButton product={product} compact />
      </Box>
    </Box>
  );
}
