import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { CartMessages, type Product } from '@provender/contract';
import { formatMoney } from '@provender/rules';
import { stockStatusColor } from '../../../components/theme/create-app-theme.ts';
import { useProductPrice } from '../api/get-product-price.ts';
import { useUncommitted } from '../api/get-uncommitted.ts';
import { useCatalogEnvironment } from '../catalog-environment.ts';
import { useCartLineDialog } from '../hooks/use-cart-line-dialog.ts';
import { findSellBy, initialQuantity, initialSellBy, lineExtension, priceUnitFor } from '../utils/product-units.ts';
import { availabilityText } from '../utils/stock.ts';
import { formatQuantity, isQuantityInput, normalizeQuantity, parseQuantity, stepQuantity } from '../utils/quantity.ts';
import { ProductPrice } from './product-price.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

/** The product page's prices, default-quantity control and Add to Cart button showing the price. */
export function ProductPurchasePanel({ product }: { product: Product }) {
  const { settings, cartAccess, readOnlyNote } = useCatalogEnvironment();
  const { openAddToCart } = useCartLineDialog();
  const start = initialSellBy(product);
  const [unit, setUnit] = useState(start?.unitOfMeasure ?? '');
  const [quantity, setQuantity] = useState(start ? formatQuantity(initialQuantity(product, start)) : '0');
  const multiple = findSellBy(product, unit)?.sellByMultiple ?? 0;
  const priceUnit = priceUnitFor(product, unit, settings.syncPriceBy);
  const price = useProductPrice(product.productKey, priceUnit, { enabled: !settings.hidePricing });
  const stock = useUncommitted(product.productKey);
  const amount = lineExtension(product, parseQuantity(quantity), unit, priceUnit, price.data?.price ?? null);
  const inStock = (stock.data?.uncommitted ?? 0) > 0;

  if (!start) return <Typography color="error">{CartMessages.noSellBy}</Typography>;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2.5, bgcolor: 'background.paper' }}>
      {!settings.hidePricing ? (
        <Box sx={{ mb: 2 }}>
          <ProductPrice
            productKey={product.productKey}
            unitOfMeasure={priceUnit}
            variant="h4"
            component="p"
            sx={{ fontWeight: 700 }}
          />
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 0.5 }}>
            {product.priceBys
              .filter((p) => p.unitOfMeasure !== priceUnit)
              .map((p) => (
                <ProductPrice
                  key={p.unitOfMeasure}
                  productKey={product.productKey}
                  unitOfMeasure={p.unitOfMeasure}
                  color="text.secondary"
                />
              ))}
          </Box>
        </Box>
      ) : null}
      {stock.data ? (
        <Typography variant="body2" sx={{ mb: 2, fontWeight: 600, color: (theme) => stockStatusColor(theme, inStock) }}>
          {availabilityText(stock.data, product, unit)}
        </Typography>
      ) : null}
      {cartAccess === 'read-only' ? (
        <Alert severity="info">{readOnlyNote}</Alert>
      ) : cartAccess !== 'none' ? (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 120px', gap: 1.5, mb: 2 }}>
            <QuantityStepper
              value={quantity}
              onChange={(text) => {
                if (isQuantityInput(text)) setQuantity(text);
              }}
              onBlur={() => setQuantity(normalizeQuantity(quantity, multiple, settings.roundingFlag))}
              onStep={(direction) => setQuantity(stepQuantity(quantity, multiple, direction))}
              helperText={multiple > 1 ? `Multiples of ${multiple}` : undefined}
            />
            <TextField select label="U/M" value={unit} onChange={(e) => setUnit(e.target.value)}>
              {product.sellBys.map((s) => (
                <MenuItem key={s.unitOfMeasure} value={s.unitOfMeasure}>
                  {s.unitOfMeasure}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <Button
            variant="contained"
            size="large"
            fullWidth
            startIcon={<AddShoppingCartIcon />}
            onClick={() => openAddToCart(product, { quantity: parseQuantity(quantity), unitOfMeasure: unit })}
            sx={{ py: 1.25, fontSize: '1rem' }}
          >
            {settings.hidePricing || amount === null ? 'Add to Cart' : `Add to Cart · ${formatMoney(amount)}`}
          </Button>
        </>
      ) : null}
    </Box>
  );
}
