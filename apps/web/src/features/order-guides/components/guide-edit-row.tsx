import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Par, Product } from '@provender/contract';
import { newEntry, type GuideEntry } from '../utils/guide-selection.ts';
import { GuideProductImage } from './guide-product-image.tsx';
import { GuideQuantityFields } from './guide-quantity-fields.tsx';

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

/** Spec 01 section 9: order guide edit rows are 64 px tall. */
export const EDIT_ROW_HEIGHT = 64;

interface GuideEditRowProps {
  product: Product | undefined;
  /** The product's line when it is included in the guide. */
  entry: GuideEntry | undefined;
  error: string | null;
  /** Phones edit the quantity in the Edit Order Guide Quantity dialog instead of in the row. */
  phone: boolean;
  onToggle: (product: Product, include: boolean) => void;
  onChange: (product: Product, entry: GuideEntry) => void;
  onOpenQuantity: (product: Product, entry: GuideEntry) => void;
  /** The saved line's par (null: none set); undefined: no Par column for this row. */
  par?: Par | null | undefined;
  onEditPar?: ((product: Product) => void) | undefined;
}

/** One product with its Include checkbox, quantity and Sell By U/M. */
export const GuideEditRow = memo(function GuideEditRow({
  product,
  entry,
  error,
  phone,
  onToggle,
  onChange,
  onOpenQuantity,
  par,
  onEditPar,
}: GuideEditRowProps) {
  if (!product) return <RowSkeleton />;
  const sellable = product.sellBys.length > 0;
  const shown = entry ?? (sellable ? newEntry(product) : null);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1, sm: 2 },
        height: EDIT_ROW_HEIGHT,
        px: 1,
        bgcolor: entry ? 'action.selected' : undefined,
      }}
      data-product-key={product.productKey}
    >
      <Checkbox
        checked={entry !== undefined}
        disabled={!sellable}
        onChange={(e) => onToggle(product, e.target.checked)}
        slotProps={{ input: { 'aria-label': `Include ${product.description}` } }}
      />
      {phone ? null : <GuideProductImage file={product.listImage} size={40} />}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap title={product.description} sx={{ fontWeight: entry ? 500 : 400 }}>
          {product.description}
        </Typography>
        <Typography
          variant="caption"
          color={error ? 'error' : 'text.secondary'}
          noWrap
          component="p"
          title={error ?? undefined}
        >
          {error ?? (sellable ? `#${product.productCode}` : `#${product.productCode} · Product has no Sell By U/M`)}
        </Typography>
      </Box>
      {shown && phone ? (
        <PhoneQuantityButton
          product={product}
          shown={shown}
          entry={entry}
          error={error}
          onOpenQuantity={onOpenQuantity}
        />
      ) : null}
      {par !== undefined && onEditPar ? <ParButton par={par} product={product} onEditPar={onEditPar} /> : null}
      {shown && !phone ? (
        <GuideQuantityFields
          dense
          product={product}
          entry={shown}
          error={entry ? error : null}
          onChange={(next) => onChange(product, next)}
        />
      ) : null}
    </Box>
  );
});

function RowSkeleton() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, height: EDIT_ROW_HEIGHT, px: 1 }}>
      <Skeleton variant="rectangular" width={24} height={24} />
      <Skeleton variant="rounded" width={40} height={40} />
      <Skeleton width="50%" />
    </Box>
  );
}

/** On phones the row's quantity opens the Edit Order Guide Quantity dialog. */
function PhoneQuantityButton({
  product,
  shown,
  entry,
  error,
  onOpenQuantity,
}: {
  product: Product;
  shown: GuideEntry;
  entry: GuideEntry | undefined;
  error: string | null;
  onOpenQuantity: (product: Product, entry: GuideEntry) => void;
}) {
  return (
    <Button
      size="small"
      variant={entry ? 'outlined' : 'text'}
      color={error ? 'error' : 'primary'}
      onClick={() => onOpenQuantity(product, shown)}
      sx={{ flex: 'none', minWidth: 72, fontVariantNumeric: 'tabular-nums' }}
    >
      {/* The name starts with the quantity shown (WCAG 2.5.3, label in name); the rest is read only. */}
      {`${shown.quantity || '0'} ${shown.unitOfMeasure}`}
      <Box component="span" sx={visuallyHidden}>
        {`, edit quantity of ${product.description}`}
      </Box>
    </Button>
  );
}

/** The row's Par column: the saved line's par at the default ship-to, or Set par (issue 34). */
function ParButton({
  par,
  product,
  onEditPar,
}: {
  par: Par | null;
  product: Product;
  onEditPar: (p: Product) => void;
}) {
  const text = par ? `Par ${par.quantity} ${par.unitOfMeasure}` : 'Set par';
  return (
    <Button
      size="small"
      onClick={() => onEditPar(product)}
      aria-label={par ? `${text}, ${product.description}: change` : `${text}, ${product.description}`}
      sx={{ flex: 'none', minWidth: 72, textTransform: 'none', fontVariantNumeric: 'tabular-nums' }}
    >
      {text}
    </Button>
  );
}
