import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { Hint } from '../../../components/hint/hint.tsx';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { CartLine } from '@provender/contract';
import { formatMoney } from '@provender/rules';
import { formatQuantity } from '../utils/cart-totals.ts';
import { CartLineImage } from './cart-line-image.tsx';

interface CartLineItemProps {
  line: CartLine;
  hidePricing: boolean;
  imageFit: 'cover' | 'contain';
  missingImage: string;
  /** Remove items mode: the line shows Remove instead of Edit. */
  removing: boolean;
  /** Opens Edit Cart; null when the cart cannot be changed (no Edit button). */
  onEdit: ((line: CartLine) => void) | null;
  onRemove: (line: CartLine) => void;
  /** The line's stock (the catalog's, composed by the app), under the quantity. */
  stock?: ReactNode;
}

/** One cart line: picture, description, pack size and product code, notes, quantity, unit price, stock and extension. */
export function CartLineItem({
  line,
  hidePricing,
  imageFit,
  missingImage,
  removing,
  onEdit,
  onRemove,
  stock = null,
}: CartLineItemProps) {
  const { product } = line;
  return (
    <Stack
      component="li"
      direction="row"
      spacing={2}
      sx={{ py: 1.5, alignItems: 'flex-start', borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}
      aria-label={product.description}
    >
      <CartLineImage file={product.listImage} alt={product.description} missingImage={missingImage} fit={imageFit} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500 }}>{product.description}</Typography>
        <Typography variant="body2" color="text.secondary">
          {/* As on the product cards (pack size · #code); the code, what a buyer orders by, is never cut. */}
          {product.catalogDescription ? `${product.catalogDescription} · ` : ''}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            #{product.productCode}
          </Box>
        </Typography>
        {[line.productText1, line.productText2].filter(Boolean).map((text) => (
          <Typography key={text} variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {text}
          </Typography>
        ))}
        {!line.isAvailable ? (
          <Typography variant="body2" color="error">
            No longer available
          </Typography>
        ) : null}
        <Stack direction="row" spacing={2} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
          <Typography variant="body2">
            Qty: {formatQuantity(line.quantity.value)} {line.quantity.unit}
          </Typography>
          {hidePricing ? null : (
            <Typography variant="body2">
              {formatMoney(line.unitPrice.factor, line.priceDecimals)} / {line.unitPrice.from}
            </Typography>
          )}
        </Stack>
        {stock}
      </Box>
      <Stack sx={{ alignItems: 'flex-end' }} spacing={0.5}>
        {hidePricing ? null : <Typography sx={{ fontWeight: 500 }}>{formatMoney(line.extension)}</Typography>}
        {removing ? (
          <Hint title="Remove">
            <IconButton aria-label={`Remove ${product.description}`} color="error" onClick={() => onRemove(line)}>
              <DeleteOutlineIcon />
            </IconButton>
          </Hint>
        ) : onEdit ? (
          <Hint title="Edit">
            <IconButton aria-label={`Edit ${product.description}`} onClick={() => onEdit(line)}>
              <EditOutlinedIcon />
            </IconButton>
          </Hint>
        ) : null}
      </Stack>
    </Stack>
  );
}
