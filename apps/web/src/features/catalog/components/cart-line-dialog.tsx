import { useReducer, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CartMessages, type CartLine, type Product } from '@provender/contract';
import { needsQuantityConfirmation } from '@provender/rules';
import { useApiSession } from '../../../components/api-client/api-session.ts';
import { uncommittedQueryOptions } from '../api/get-uncommitted.ts';
import { usualQuantityQueryOptions } from '../api/get-usual-quantity.ts';
import { useCatalogEnvironment } from '../catalog-environment.ts';
import { useQuantityGuard } from '../hooks/use-quantity-guard.ts';
import {
  editLineForm,
  newLineForm,
  reduceCartLineForm,
  toCartLinePayload,
  type CartLineForm,
  type CartLineFormAction,
  type CartLineStart,
} from '../utils/cart-line-form.ts';
import { dialogErrorText } from '../utils/dialog-error.ts';
import { findSellBy } from '../utils/product-units.ts';
import type { QuantityConcern } from '../utils/quantity-guard.ts';
import { CartLineFields } from './cart-line-fields.tsx';
import { ConfirmQuantityDialog } from './confirm-quantity-dialog.tsx';
import { ProductImage } from './product-image.tsx';
import { QuantityGuardDialog } from './quantity-guard-dialog.tsx';

/** What the dialog opens for: a product to add, or a cart line to edit. */
export type CartLineDialogRequest =
  { mode: 'add'; product: Product; start?: CartLineStart } | { mode: 'edit'; line: CartLine };

interface CartLineDialogProps {
  request: CartLineDialogRequest;
  onClose: () => void;
  onSaved: (line: CartLine, mode: 'add' | 'edit') => void;
}

/** The Add To Cart / Edit Cart dialog with every rule of spec 01 section 5. */
export function CartLineDialog({ request, onClose, onSaved }: CartLineDialogProps) {
  const { settings, cart } = useCatalogEnvironment();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const product = request.mode === 'add' ? request.product : request.line.product;
  const rules = { roundingFlag: settings.roundingFlag, syncPriceBy: settings.syncPriceBy };
  const [form, dispatch] = useReducer(
    (state: CartLineForm, action: CartLineFormAction) => reduceCartLineForm(product, rules, state, action),
    request,
    (r) => (r.mode === 'add' ? newLineForm(r.product, rules, r.start) : editLineForm(r.line)),
  );
  // The guard's facts are asked for as the dialog opens, so Add To Cart seldom waits for them.
  const api = useApiSession();
  useQuery({ ...uncommittedQueryOptions(api, product.productKey), enabled: cart !== null });
  useQuery({ ...usualQuantityQueryOptions(api, product.productKey), enabled: cart !== null });

  const noSellBy = product.sellBys.length === 0;
  const payload = noSellBy
    ? null
    : toCartLinePayload(product, form, {
        allowNotes: settings.allowProductTextLines,
        canChangePrice: settings.canChangePrice,
        roundingFlag: settings.roundingFlag,
        lineId: request.mode === 'edit' ? request.line.id : undefined,
      });
  const priceMissing = form.isOverride && (form.priceText.trim() === '' || form.priceText === '.');
  const { confirming, setConfirming, pending, error, concerns, setConcerns, save, confirmDivisibility, submit } =
    useCartLineSubmit(request, product, payload, () => dispatch({ type: 'quantity-blur' }), onSaved, onClose);
  const canSubmit = cart !== null && payload !== null && payload.orderQuantity > 0 && !priceMissing && !pending;

  const title = request.mode === 'add' ? 'Add To Cart' : 'Edit Cart';
  return (
    <>
      <Dialog
        open
        onClose={pending ? undefined : onClose}
        fullScreen={fullScreen}
        fullWidth
        maxWidth="sm"
        aria-labelledby="cart-line-title"
      >
        <DialogTitle id="cart-line-title">{title}</DialogTitle>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (canSubmit) void submit();
          }}
          sx={{ display: 'contents' }}
        >
          <DialogContent dividers>
            <ProductSummary product={product} />
            {noSellBy ? (
              <Alert severity="error">{CartMessages.noSellBy}</Alert>
            ) : (
              <CartLineFields product={product} form={form} dispatch={dispatch} mode={request.mode} />
            )}
            {error ? (
              <Alert severity="error" sx={{ mt: 2 }} role="alert">
                {error}
              </Alert>
            ) : null}
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={!canSubmit}>
              {request.mode === 'add' ? 'Add To Cart' : 'Update Cart'}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
      <QuantityGuardDialog concerns={concerns} onChange={() => setConcerns(null)} onConfirm={confirmDivisibility} />
      <ConfirmQuantityDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void save(true)}
      />
    </>
  );
}

function ProductSummary({ product }: { product: Product }) {
  const brand = product.additional['k1'];
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
      <ProductImage
        file={product.listImage}
        alt=""
        eager
        sx={{ width: 64, height: 64, borderRadius: 1, flexShrink: 0 }}
      />
      <Box sx={{ minWidth: 0 }}>
        {brand ? (
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.4, display: 'block' }}>
            {brand}
          </Typography>
        ) : null}
        <Typography sx={{ fontWeight: 600 }}>{product.description}</Typography>
        <Typography variant="body2" color="text.secondary">
          #{product.productCode}
          {product.catalogDescription ? ` · ${product.catalogDescription}` : ''}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * Saving the line: the typo guard first (decision 425), then, with rounding off, the confirmation of
 * an indivisible quantity (spec 01 section 5), then the cart's add or edit.
 */
function useCartLineSubmit(
  request: CartLineDialogRequest,
  product: Product,
  payload: ReturnType<typeof toCartLinePayload> | null,
  blurQuantity: () => void,
  onSaved: CartLineDialogProps['onSaved'],
  onClose: () => void,
) {
  const { settings, cart } = useCatalogEnvironment();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [concerns, setConcerns] = useState<QuantityConcern[] | null>(null);
  const guard = useQuantityGuard();

  const save = async (confirmQuantity: boolean) => {
    if (!cart || !payload) return;
    setConfirming(false);
    setPending(true);
    setError(null);
    try {
      const options = { confirmQuantity };
      const line =
        request.mode === 'add'
          ? await cart.addLine(payload, options)
          : await cart.editLine(request.line.id, payload, options);
      onSaved(line, request.mode);
      onClose();
    } catch (err) {
      setError(dialogErrorText(err));
    } finally {
      setPending(false);
    }
  };

  /** Spec 01 section 5: with rounding off, an indivisible quantity is confirmed before it is saved. */
  const confirmDivisibility = () => {
    if (!payload) return;
    setConcerns(null);
    const multiple = findSellBy(product, payload.unitOfMeasure)?.sellByMultiple ?? 0;
    if (needsQuantityConfirmation(payload.orderQuantity, multiple, settings.roundingFlag)) setConfirming(true);
    else void save(false);
  };

  /** The typo guard first (decision 425): a quantity above the stock or far above the usual one is asked about. */
  const submit = async () => {
    if (!payload) return;
    blurQuantity();
    const unchanged =
      request.mode === 'edit' &&
      payload.orderQuantity === request.line.quantity.value &&
      payload.unitOfMeasure === request.line.quantity.unit;
    if (!unchanged) {
      setPending(true);
      const found = await guard([{ product, unitOfMeasure: payload.unitOfMeasure, quantity: payload.orderQuantity }]);
      setPending(false);
      if (found.length > 0) {
        setConcerns(found);
        return;
      }
    }
    confirmDivisibility();
  };

  return { confirming, setConfirming, pending, error, concerns, setConcerns, save, confirmDivisibility, submit };
}
