import Button, { type ButtonProps } from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { Hint } from '../../../components/hint/hint.tsx';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import type { Product } from '@provender/contract';
import { useCatalogEnvironment } from '../catalog-environment.ts';
import { useCartLineDialog } from '../hooks/use-cart-line-dialog.ts';

interface AddToCartButtonProps {
  product: Product;
  compact?: boolean;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
}

/**
 * Opens Add To Cart (or Account Required for guests); not shown when the cart is not on the user's
 * menu or cannot be changed (a punchout inspect session).
 */
export function AddToCartButton({ product, compact = false, size = 'small', fullWidth }: AddToCartButtonProps) {
  const { cartAccess } = useCatalogEnvironment();
  const { openAddToCart } = useCartLineDialog();
  if (cartAccess === 'none' || cartAccess === 'read-only') return null;
  const label = `Add ${product.description} to cart`;
  if (compact) {
    return (
      <Hint title="Add to cart">
        <IconButton
          color="primary"
          aria-label={label}
          onClick={() => openAddToCart(product)}
          sx={{
            bgcolor: 'background.paper',
            boxShadow: 2,
            '&:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' },
          }}
        >
          <AddShoppingCartIcon fontSize="small" />
        </IconButton>
      </Hint>
    );
  }
  return (
    <Button
      variant="contained"
      size={size}
      fullWidth={fullWidth}
      startIcon={<AddShoppingCartIcon fontSize="small" />}
      aria-label={label}
      onClick={() => openAddToCart(product)}
      sx={{ flexShrink: 0 }}
    >
      Add
    </Button>
  );
}
