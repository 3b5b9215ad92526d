import type { Dispatch } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PRODUCT_TEXT_MAX, type Product } from '@provender/contract';
import { formatMoney } from '@provender/rules';
import { useProductPrice } from '../api/get-product-price.ts';
import { useCatalogEnvironment } from '../catalog-environment.ts';
import { effectivePrice, type CartLineForm, type CartLineFormAction } from '../utils/cart-line-form.ts';
import { findSellBy, lineExtension, priceDecimalsOf } from '../utils/product-units.ts';
import { parseQuantity } from '../utils/quantity.ts';
import { CartLinePriceField } from './cart-line-price-field.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

interface CartLineFieldsProps {
  product: Product;
  form: CartLineForm;
  dispatch: Dispatch<CartLineFormAction>;
  mode: 'add' | 'edit';
}

type FieldsOf = Pick<CartLineFieldsProps, 'form' | 'dispatch'>;

/** The unit the line is priced by, when the user may change it and there is a choice. */
function PriceBySelect({ product, form, dispatch }: FieldsOf & { product: Product }) {
  return (
    <TextField
      select
      label="Price By U/M"
      value={form.priceBy}
      onChange={(e) => dispatch({ type: 'price-by', unit: e.target.value })}
    >
      {product.priceBys.map((p) => (
        <MenuItem key={p.unitOfMeasure} value={p.unitOfMeasure}>
          {p.unitOfMeasure}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The line's two notes (allowProductTextLines). */
function NoteFields({ form, dispatch }: FieldsOf) {
  return (
    <>
      <TextField
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        label="Note 1"
        value={form.productText1}
        onChange={(e) => dispatch({ type: 'note', which: 'productText1', text: e.target.value })}
        slotProps={{ htmlInput: { maxLength: PRODUCT_TEXT_MAX } }}
      />
      <TextField
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        label="Note 2"
        value={form.productText2}
        onChange={(e) => dispatch({ type: 'note', which: 'productText2', text: e.target.value })}
        slotProps={{ htmlInput: { maxLength: PRODUCT_TEXT_MAX } }}
      />
    </>
  );
}

/** Quantity, units, price, extension and notes of the Add To Cart / Edit Cart dialog (spec 01 section 5). */
export function CartLineFields({ product, form, dispatch, mode }: CartLineFieldsProps) {
  const { settings } = useCatalogEnvironment();
  const price = useProductPrice(product.productKey, form.priceBy, { enabled: !settings.hidePricing });
  const loadedPrice = price.data?.price ?? null;
  const decimals = price.data?.priceDecimals ?? priceDecimalsOf(product, form.priceBy);
  const sellBy = findSellBy(product, form.sellBy);
  const multiple = sellBy?.sellByMultiple ?? 0;
  const amount = lineExtension(
    product,
    parseQuantity(form.quantity),
    form.sellBy,
    form.priceBy,
    effectivePrice(product, form, loadedPrice),
  );

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, mt: 1, alignItems: 'start' }}>
      <QuantityStepper
        value={form.quantity}
        autoFocus
        onChange={(text) => dispatch({ type: 'quantity', text })}
        onBlur={() => dispatch({ type: 'quantity-blur' })}
        onStep={(direction) => dispatch({ type: 'step', direction })}
        helperText={multiple > 1 ? `Multiples of ${multiple} ${form.sellBy}` : undefined}
      />
      <TextField
        select
        label="Sell By U/M"
        value={form.sellBy}
        disabled={mode === 'edit'}
        helperText={mode === 'edit' ? 'Fixed for a cart line' : undefined}
        onChange={(e) => dispatch({ type: 'sell-by', unit: e.target.value })}
      >
        {product.sellBys.map((s) => (
          <MenuItem key={s.unitOfMeasure} value={s.unitOfMeasure}>
            {s.unitOfMeasure}
            {s.sellByMultiple > 1 ? ` (multiples of ${s.sellByMultiple})` : ''}
          </MenuItem>
        ))}
      </TextField>

      {!settings.hidePricing && settings.canChangePrice && product.priceBys.length > 1 ? (
        <PriceBySelect product={product} form={form} dispatch={dispatch} />
      ) : null}
      {!settings.hidePricing ? (
        <CartLinePriceField
          priceUnit={form.priceBy}
          priceDecimals={decimals}
          loadedPrice={loadedPrice}
          loading={price.isPending}
          editable={settings.canChangePrice}
          isOverride={form.isOverride}
          priceText={form.priceText}
          onPrice={(text) => dispatch({ type: 'price', text })}
          onReset={() => dispatch({ type: 'reset-price' })}
        />
      ) : null}
      {!settings.hidePricing ? (
        <Box
          sx={{
            gridColumn: '1 / -1',
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            borderTop: 1,
            borderColor: 'divider',
            pt: 1.5,
          }}
        >
          <Typography color="text.secondary">Extension</Typography>
          <Typography variant="h6" component="div" data-testid="dialog-extension">
            {formatMoney(amount)}
          </Typography>
        </Box>
      ) : null}

      {settings.allowProductTextLines ? <NoteFields form={form} dispatch={dispatch} /> : null}
    </Box>
  );
}
