import Skeleton from '@mui/material/Skeleton';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useProductPrice } from '../api/get-product-price.ts';
import { useCatalogEnvironment } from '../catalog-environment.ts';
import { formatMoney } from '@provender/rules';

interface ProductPriceProps extends Omit<TypographyProps, 'children'> {
  productKey: number;
  unitOfMeasure: string;
}

/**
 * "$42.50 / CS": the acting customer's price of a product in a price-by unit. An unknown price
 * shows -.--; with hidePricing nothing is shown or asked for.
 */
export function ProductPrice({ productKey, unitOfMeasure, ...typography }: ProductPriceProps) {
  const { settings } = useCatalogEnvironment();
  const price = useProductPrice(productKey, unitOfMeasure, { enabled: !settings.hidePricing });
  if (settings.hidePricing) return null;
  if (price.isPending) {
    // The price's place is busy until the price comes; the placeholder is a picture named for what
    // it stands for (a name on a plain span is not allowed by ARIA, and no reader announces it).
    return (
      <Typography {...typography} aria-busy="true">
        <Skeleton variant="text" width={96} sx={{ display: 'inline-block' }} role="img" aria-label="Loading price" />
      </Typography>
    );
  }
  const amount = price.data?.price ?? null;
  return (
    <Typography {...typography} data-testid="product-price">
      {formatMoney(amount, price.data?.priceDecimals ?? 2)}{' '}
      {/* Where the line is too narrow, the unit goes under the amount whole rather than being cut. */}
      <Typography
        component="span"
        variant="inherit"
        sx={{ color: 'text.secondary', fontWeight: 400, fontSize: '0.8em', whiteSpace: 'nowrap' }}
      >
        / {unitOfMeasure}
      </Typography>
    </Typography>
  );
}
