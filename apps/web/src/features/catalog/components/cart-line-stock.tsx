import Typography from '@mui/material/Typography';
import type { Product } from '@provender/contract';
import { stockStatusColor } from '../../../components/theme/create-app-theme.ts';
import { useUncommitted } from '../api/get-uncommitted.ts';
import { availabilityText, exceedsStock } from '../utils/stock.ts';

interface CartLineStockProps {
  product: Product;
  unitOfMeasure: string;
  quantity: number;
}

/**
 * A cart line's stock (issue 36 item 8): "12 CS available" in the in-stock colour, or, when the
 * line asks for more than is free, "Only 3 CS available" (or "Out of stock") in the warning text
 * colour. Nothing while the stock is not known.
 */
export function CartLineStock({ product, unitOfMeasure, quantity }: CartLineStockProps) {
  const stock = useUncommitted(product.productKey);
  if (!stock.data || !stock.data.unitOfMeasure) return null;
  const short = exceedsStock(stock.data, product, unitOfMeasure, quantity);
  const text = availabilityText(stock.data, product, unitOfMeasure);
  return (
    <Typography
      variant="body2"
      data-testid="cart-line-stock"
      sx={{ fontWeight: 600, color: (theme) => stockStatusColor(theme, !short) }}
    >
      {short && stock.data.uncommitted > 0 ? `Only ${text}` : text}
    </Typography>
  );
}
