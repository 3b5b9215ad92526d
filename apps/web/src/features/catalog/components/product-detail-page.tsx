import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { CartMessages, type ProductDetail } from '@provender/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { useProduct } from '../api/get-product.ts';
import { useCatalogEnvironment } from '../catalog-environment.ts';
import { categoryLink } from '../utils/product-filters.ts';
import { brandOf } from '../utils/product-text.ts';
import { ProductDetailFields } from './product-detail-fields.tsx';
import { ProductScanDocuments } from './product-scan-documents.tsx';
import { ProductImageGallery } from './product-image-gallery.tsx';
import { ProductPurchasePanel } from './product-purchase-panel.tsx';

/** Where the product sits: All Products › its main category › its category. */
function ProductBreadcrumbs({ product }: { product: ProductDetail }) {
  return (
    <Breadcrumbs aria-label="breadcrumb" sx={{ mb: 2, fontSize: 14 }}>
      <Link component={RouterLink} to="/products" underline="hover" color="inherit">
        All Products
      </Link>
      <Link component={RouterLink} to={categoryLink(product.productMainCategoryCode)} underline="hover" color="inherit">
        {product.mainCategoryDescription}
      </Link>
      <Link
        component={RouterLink}
        to={categoryLink(product.productMainCategoryCode, product.productCategoryCode)}
        underline="hover"
        color="text.primary"
      >
        {product.categoryDescription}
      </Link>
    </Breadcrumbs>
  );
}

/** Brand, name, and the catalog description with the product number. */
function ProductHeading({ product }: { product: ProductDetail }) {
  const brand = brandOf(product);
  return (
    <>
      {brand ? (
        <Typography variant="overline" color="text.secondary" sx={{ letterSpacing: 1 }}>
          {brand}
        </Typography>
      ) : null}
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 600, fontSize: { xs: '1.6rem', sm: '2rem' }, lineHeight: 1.2 }}
      >
        {product.description}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {[product.catalogDescription, `Product #${product.productCode}`].filter(Boolean).join(' · ')}
      </Typography>
    </>
  );
}

function ProductLoading({ backButton }: { backButton: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }} aria-busy aria-label="Loading product">
      {backButton}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' }, gap: 4 }}>
        <Skeleton variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
        <Box>
          <Skeleton width="30%" />
          <Skeleton height={48} />
          <Skeleton variant="rounded" height={200} sx={{ mt: 2 }} />
        </Box>
      </Box>
    </Box>
  );
}

/** /product/{productKey}: back, breadcrumb, pictures, details, Add to Cart and Add to Order Guide. */
export function ProductDetailPage() {
  const { productKey } = useParams();
  const key = /^\d{1,10}$/.test(productKey ?? '') ? Number(productKey) : 0;
  const product = useProduct(key);
  const { settings, addToOrderGuide: onAddToOrderGuide } = useCatalogEnvironment();
  const navigate = useNavigate();
  const location = useLocation();
  // Back returns to wherever the buyer came from in the app (the list keeps its place through ?i=).
  const back = () => (location.key !== 'default' ? void navigate(-1) : void navigate('/products'));

  const backButton = (
    <Button startIcon={<ArrowBackIcon />} onClick={back} sx={{ mb: 1, ml: -1 }}>
      Back
    </Button>
  );

  if (key === 0 || product.isError) {
    return (
      <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
        {backButton}
        <Paper variant="outlined" sx={{ p: { xs: 4, sm: 8 }, textAlign: 'center' }}>
          <Typography variant="h6" component="h1">
            {CartMessages.unavailable}
          </Typography>
          <Button component={RouterLink} to="/products" sx={{ mt: 2 }}>
            Browse all products
          </Button>
        </Paper>
      </Box>
    );
  }
  if (product.isPending) {
    return <ProductLoading backButton={backButton} />;
  }

  const p = product.data;
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      {backButton}
      <ProductBreadcrumbs product={p} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: settings.layoutImages.detail ? '5fr 7fr' : '1fr' },
          gap: { xs: 3, md: 5 },
        }}
      >
        {settings.layoutImages.detail ? <ProductImageGallery images={p.detailImages} alt={p.description} /> : null}
        <Box>
          <ProductHeading product={p} />
          <ProductPurchasePanel product={p} />
          {onAddToOrderGuide ? (
            <Button
              variant="outlined"
              fullWidth
              startIcon={<PlaylistAddIcon />}
              onClick={() => onAddToOrderGuide(p)}
              sx={{ mt: 1.5 }}
            >
              Add to Order Guide
            </Button>
          ) : null}
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 4, mb: 1 }}>
            Details
          </Typography>
          <ProductDetailFields product={p} />
          <ProductScanDocuments productKey={p.productKey} scans={p.scanDocuments} />
        </Box>
      </Box>
    </Box>
  );
}
