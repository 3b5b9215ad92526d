import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Link as RouterLink } from 'react-router';
import { formatMoney, type MoneyValue } from '@provender/rules';

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  m: '-1px',
  p: 0,
} as const;

/** The app bar's cart button: the number of cart lines as a badge and the cart total unless pricing is hidden. */
export function CartButton({ lineCount, total }: { lineCount: number; total: MoneyValue | null }) {
  const totalText = total === null ? null : formatMoney(total);
  return (
    <Button
      color="inherit"
      component={RouterLink}
      to="/cart"
      sx={{ minWidth: 0, px: 1, flexShrink: 0, borderRadius: 5 }}
    >
      {/* The name is read from the content, so it holds the visible total (WCAG 2.5.3, label in name). */}
      <Box component="span" sx={visuallyHidden}>
        {totalText !== null ? `Cart, ${lineCount} lines, ` : `Cart, ${lineCount} lines`}
      </Box>
      <Badge badgeContent={lineCount} color="secondary" max={999} data-testid="cart-line-count" aria-hidden>
        <ShoppingCartIcon />
      </Badge>
      {totalText !== null ? (
        <Box
          component="span"
          data-testid="cart-total"
          sx={{
            ml: { xs: 1, sm: 1.5 },
            fontWeight: 600,
            fontVariantNumeric: 'tabular-nums',
            fontSize: { xs: 13, sm: 14 },
          }}
        >
          {totalText}
        </Box>
      ) : null}
    </Button>
  );
}
