import { memo } from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Link from '@mui/material/Link';
import NativeSelect from '@mui/material/NativeSelect';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Product } from '@provender/contract';
import { useCatalogEnvironment } from '../catalog-environment.ts';
import { rememberListIndex } from '../hooks/remember-list-index.ts';
import type { OrderGuideProduct } from '../utils/order-guide-choice.ts';
import { findSellBy, priceUnitFor } from '../utils/product-units.ts';
import { isQuantityInput, normalizeQuantity } from '../utils/quantity.ts';
import { packAndCode } from '../utils/product-text.ts';
import { ProductImage } from './product-image.tsx';
import { ProductPrice } from './product-price.tsx';

export interface QuickEntryValue {
  quantity: string;
  unitOfMeasure: string;
}

interface QuickEntryRowProps {
  product: Product | undefined;
  index: number;
  value: QuickEntryValue | undefined;
  /** The unit the row starts in (the guide's, else the product's own). */
  defaultUnit: string;
  usual: OrderGuideProduct | undefined;
  phone: boolean;
  onChange: (product: Product, value: QuickEntryValue) => void;
}

export const quickEntryColumns = { phone: '1fr 72px 76px', wide: '56px 1fr 150px 104px 96px' } as const;

const fieldSx = { border: 1, borderColor: 'divider', borderRadius: 1, px: 1, height: 40, bgcolor: 'background.paper', fontSize: 15 } as const;

/**
 * Pack size and code, with the guide's usual quantity when it has one. A phone's narrow column
 * puts the usual quantity first and drops the code, so the part that matters when ordering from a
 * guide is not the part cut off.
 */
function caption(product: Product, usual: OrderGuideProduct | undefined, phone: boolean): string {
  const usualText = usual && usual.orderQuantity > 0 ? `Usual ${usual.orderQuantity} ${usual.unitOfMeasure}` : '';
  if (!usualText) return packAndCode(product);
  return phone ? [usualText, product.catalogDescription].filter(Boolean).join(' · ') : `${packAndCode(product)} · ${usualText}`;
}

/** One 64 px quick-entry row: product, price, quantity and sell-by unit. */
export const QuickEntryRow = memo(function QuickEntryRow({ product, index, value, defaultUnit, usual, phone, onChange }: QuickEntryRowProps) {
  const { settings } = useCatalogEnvironment();
  if (!product) {
    return (
      <Box sx={{ height: 64, display: 'flex', alignItems: 'center', px: 1.5, borderBottom: 1, borderColor: 'divider' }} aria-busy>
        <Skeleton width="60%" />
      </Box>
    );
  }
  const unit = value?.unitOfMeasure ?? defaultUnit;
  const quantity = value?.quantity ?? '';
  const multiple = findSellBy(product, unit)?.sellByMultiple ?? 0;
  const priceUnit = priceUnitFor(product, unit, settings.syncPriceBy);
  const entered = quantity !== '' && Number(quantity) > 0;
  const to = `/product/${product.productKey}`;
  return (
    <Box
      role="row"
      aria-label={product.description}
      sx={{
        height: 64,
        display: 'grid',
        gridTemplateColumns: phone ? quickEntryColumns.phone : quickEntryColumns.wide,
        alignItems: 'center',
        columnGap: 1.5,
        px: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: entered ? 'rgba(0, 128, 128, 0.06)' : 'background.paper',
      }}
    >
      {!phone ? (
        settings.layoutImages.list ? (
          <ProductImage file={product.listImage} alt="" sx={{ width: 48, height: 48, borderRadius: 1 }} />
        ) : (
          <span />
        )
      ) : null}
      <Box role="cell" sx={{ minWidth: 0 }}>
        <Link component={RouterLink} to={to} onClick={() => rememberListIndex(index)} underline="hover" color="text.primary" noWrap sx={{ display: 'block', fontWeight: 600, fontSize: 14 }}>
          {product.description}
        </Link>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {caption(product, usual, phone)}
        </Typography>
        {phone ? <ProductPrice productKey={product.productKey} unitOfMeasure={priceUnit} variant="caption" sx={{ fontWeight: 700 }} /> : null}
      </Box>
      {!phone ? <ProductPrice role="cell" productKey={product.productKey} unitOfMeasure={priceUnit} sx={{ fontWeight: 700, textAlign: 'right' }} noWrap /> : null}
      <InputBase
        value={quantity}
        placeholder="0"
        onChange={(e) => {
          if (isQuantityInput(e.target.value)) onChange(product, { quantity: e.target.value, unitOfMeasure: unit });
        }}
        onBlur={() => {
          if (quantity !== '') onChange(product, { quantity: normalizeQuantity(quantity, multiple, settings.roundingFlag), unitOfMeasure: unit });
        }}
        onFocus={(e) => e.target.select()}
        inputProps={{ 'aria-label': `Quantity of ${product.description}`, inputMode: 'decimal', autoComplete: 'off', style: { textAlign: 'right' } }}
        sx={fieldSx}
      />
      <NativeSelect
        value={unit}
        disableUnderline
        onChange={(e) => onChange(product, { quantity, unitOfMeasure: e.target.value })}
        inputProps={{ 'aria-label': `Sell By U/M of ${product.description}` }}
        sx={{ ...fieldSx, '& select': { py: 0 } }}
      >
        {product.sellBys.map((s) => (
          <option key={s.unitOfMeasure} value={s.unitOfMeasure}>
            {s.unitOfMeasure}
            {s.sellByMultiple > 1 ? ` ×${s.sellByMultiple}` : ''}
          </option>
        ))}
      </NativeSelect>
    </Box>
  );
});
