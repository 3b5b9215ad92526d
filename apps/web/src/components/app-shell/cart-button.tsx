import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Link as RouterLink } from 'react-router';

const moneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The app bar's cart button: the number of cart lines as a badge and the cart total unless pricing is hidden. */
export function CartButton({ lineCount, total }: { lineCount: number; total: number | null }) {
  const totalText = total === null ? null : moneyFormat.format(total);
  return (
    <Button
      color="inherit"
      component={RouterLink}
      to="/cart"
      aria-label={totalText ? `Cart, ${lineCount} lines, ${totalText}` : `Cart, ${lineCount} lines`}
      sx={{ minWidth: 0, px: 1, flexShrink: 0, borderRadius: 5 }}
    >
      <Badge badgeContent={lineCount} color="secondary" max={999} data-testid="cart-line-count">
        <ShoppingCartIcon />
      </Badge>
      {totalText !== null ? (
        <Box component="span" data-testid="cart-total" sx={{ ml: { xs: 1, sm: 1.5 }, fontWeight: 600, fontVariantNumeric: 'tabular-nums', fontSize: { xs: 13, sm: 14 } }}>
          {totalText}
        </Box>
      ) : null}
    </Button>
  );
}
