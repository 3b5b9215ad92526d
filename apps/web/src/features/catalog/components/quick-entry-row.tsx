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
import { isQuantityInput, normalizeQuantity, parseQuantity } from '../utils/quantity.ts';
import { PackAndCode } from './pack-and-code.tsx';
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

/** Spec 01 section 9: quick-entry rows are 64 px tall. */
export const QUICK_ENTRY_ROW_HEIGHT = 64;

/**
 * On a phone the product column is narrow, so a row is taller: the name wraps (whole, on as many
 * lines as it needs) above the pack size, code and price instead of being cut after a dozen
 * letters. This is the row's usual height there; the list measures each row (decision 176).
 */
export const QUICK_ENTRY_PHONE_ROW_HEIGHT = 88;

export const quickEntryColumns = { phone: '1fr 64px 76px', wide: '56px 1fr 150px 104px 96px' } as const;

const fieldSx = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  px: 1,
  height: 40,
  bgcolor: 'background.paper',
  fontSize: 15,
} as const;

/**
 * Pack size and code, with the guide's usual quantity when it has one. A phone's narrow column
 * puts the usual quantity first and drops the code, so the part that matters when ordering from a
 * guide is not the part cut off. Without a usual quantity the code is never cut (the pack size
 * gives way).
 */
function Caption({
  product,
  usual,
  phone,
}: {
  product: Product;
  usual: OrderGuideProduct | undefined;
  phone: boolean;
}) {
  const usualText = usual && usual.orderQuantity > 0 ? `Usual ${usual.orderQuantity} ${usual.unitOfMeasure}` : '';
  if (usualText && phone)
    return (
      <Typography variant="caption" color="text.secondary" noWrap component="div">
        {[usualText, product.catalogDescription].filter(Boolean).join(' · ')}
      </Typography>
    );
  // A phone's row grows with its text: the code moves under a long pack size instead of cutting it.
  return <PackAndCode product={product} variant="caption" wrap={phone} suffix={usualText || undefined} />;
}

/** On a phone the name wraps whole; the row grows with it (QUICK_ENTRY_PHONE_ROW_HEIGHT). */
const wrapped = { overflowWrap: 'anywhere', lineHeight: 1.3 } as const;

/** One quick-entry row (64 px; on a phone as tall as its name needs): product, price, quantity and sell-by unit. */
export const QuickEntryRow = memo(function QuickEntryRow({
  product,
  index,
  value,
  defaultUnit,
  usual,
  phone,
  onChange,
}: QuickEntryRowProps) {
  const { settings } = useCatalogEnvironment();
  if (!product) return <QuickEntrySkeleton phone={phone} />;
  const unit = value?.unitOfMeasure ?? defaultUnit;
  const quantity = value?.quantity ?? '';
  const multiple = findSellBy(product, unit)?.sellByMultiple ?? 0;
  const priceUnit = priceUnitFor(product, unit, settings.syncPriceBy);
  const entered = parseQuantity(quantity) > 0;
  const to = `/product/${product.productKey}`;
  return (
    <Box
      role="row"
      aria-label={product.description}
      sx={{
        ...(phone ? { minHeight: QUICK_ENTRY_ROW_HEIGHT, py: 1 } : { height: QUICK_ENTRY_ROW_HEIGHT }),
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
      {/* Everything in a row sits in a cell (WCAG 1.3.1: a row owns only cells). */}
      {!phone ? <ImageCell product={product} shown={settings.layoutImages.list} /> : null}
      <Box role="cell" sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={to}
          onClick={() => rememberListIndex(index)}
          underline="hover"
          color="text.primary"
          noWrap={!phone}
          sx={{ display: 'block', fontWeight: 600, fontSize: 14, ...(phone ? wrapped : {}) }}
        >
          {product.description}
        </Link>
        <Caption product={product} usual={usual} phone={phone} />
        {phone ? (
          <ProductPrice
            productKey={product.productKey}
            unitOfMeasure={priceUnit}
            variant="caption"
            sx={{ fontWeight: 700 }}
          />
        ) : null}
      </Box>
      {!phone ? (
        <ProductPrice
          role="cell"
          productKey={product.productKey}
          unitOfMeasure={priceUnit}
          sx={{ fontWeight: 700, textAlign: 'right' }}
          noWrap
        />
      ) : null}
      <QuantityCell
        product={product}
        quantity={quantity}
        unit={unit}
        multiple={multiple}
        roundingFlag={settings.roundingFlag}
        onChange={onChange}
      />
      <UnitCell product={product} quantity={quantity} unit={unit} onChange={onChange} />
    </Box>
  );
});

function QuickEntrySkeleton({ phone }: { phone: boolean }) {
  return (
    <Box
      sx={{
        height: phone ? QUICK_ENTRY_PHONE_ROW_HEIGHT : QUICK_ENTRY_ROW_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        px: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
      aria-busy
    >
      <Skeleton width="60%" />
    </Box>
  );
}

type CellProps = Pick<QuickEntryRowProps, 'onChange'> & { product: Product; quantity: string; unit: string };

/** The quantity, rounded to the sell-by multiple when the field is left. */
function QuantityCell({
  product,
  quantity,
  unit,
  multiple,
  roundingFlag,
  onChange,
}: CellProps & { multiple: number; roundingFlag: Parameters<typeof normalizeQuantity>[2] }) {
  return (
    <Box role="cell">
      <InputBase
        fullWidth
        value={quantity}
        placeholder="0"
        onChange={(e) => {
          if (isQuantityInput(e.target.value)) onChange(product, { quantity: e.target.value, unitOfMeasure: unit });
        }}
        onBlur={() => {
          if (quantity !== '')
            onChange(product, {
              quantity: normalizeQuantity(quantity, multiple, roundingFlag),
              unitOfMeasure: unit,
            });
        }}
        onFocus={(e) => e.target.select()}
        inputProps={{
          'aria-label': `Quantity of ${product.description}`,
          inputMode: 'decimal',
          autoComplete: 'off',
          style: { textAlign: 'right' },
        }}
        sx={fieldSx}
      />
    </Box>
  );
}

function UnitCell({ product, quantity, unit, onChange }: CellProps) {
  return (
    <Box role="cell">
      <NativeSelect
        fullWidth
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
}

function ImageCell({ product, shown }: { product: Product; shown: boolean }) {
  return (
    <Box role="cell">
      {shown ? <ProductImage file={product.listImage} alt="" sx={{ width: 48, height: 48, borderRadius: 1 }} /> : null}
    </Box>
  );
}
