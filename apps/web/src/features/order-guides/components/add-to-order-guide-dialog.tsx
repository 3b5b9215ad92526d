import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ORDER_GUIDE_NAME_MAX, OrderGuideMessages, type Product } from '@provender/contract';
import { useNotify } from '../../../components/notifications/notification.ts';
import { useCreateOrderGuide } from '../api/create-order-guide.ts';
import { useOrderGuides } from '../api/get-order-guides.ts';
import { usePatchOrderGuide } from '../api/patch-order-guide.ts';
import { editableGuides, guideNameError } from '../utils/guide-names.ts';
import { entryError, newEntry, quantityValue, sellByOf, type GuideEntry } from '../utils/guide-selection.ts';
import { GuideQuantityFields } from './guide-quantity-fields.tsx';

export interface AddToOrderGuideDialogProps {
  /** The product to add; null closes the dialog. */
  product: Product | null;
  /** The quantity to start with (what the buyer typed); the product's default otherwise. */
  initial?: { orderQuantity: number; unitOfMeasure: string } | undefined;
  onClose: () => void;
}

const NONE = '';

function startEntry(product: Product, initial: AddToOrderGuideDialogProps['initial']): GuideEntry {
  const fallback = newEntry(product) ?? { productKey: product.productKey, quantity: '0', unitOfMeasure: '' };
  if (!initial || initial.orderQuantity <= 0) return fallback;
  const sellBy = sellByOf(product, initial.unitOfMeasure);
  const entry = {
    productKey: product.productKey,
    quantity: String(initial.orderQuantity),
    unitOfMeasure: sellBy?.unitOfMeasure ?? fallback.unitOfMeasure,
  };
  return entryError(entry, product) === null ? entry : fallback;
}

function AddForm({ product, initial, onClose }: { product: Product } & Omit<AddToOrderGuideDialogProps, 'product'>) {
  const guides = useOrderGuides();
  const create = useCreateOrderGuide();
  const patch = usePatchOrderGuide();
  const notify = useNotify();
  const [guide, setGuide] = useState(NONE);
  const [newName, setNewName] = useState('');
  const [entry, setEntry] = useState(() => startEntry(product, initial));
  const [submitted, setSubmitted] = useState(false);
  const choices = editableGuides(guides.data);
  const busy = create.isPending || patch.isPending;

  const quantityError = entryError(entry, product);
  const nameError = newName.trim() ? guideNameError(newName, guides.data ?? []) : null;
  const choiceError = !guide && !newName.trim() ? OrderGuideMessages.selectGuide : null;

  const submit = () => {
    setSubmitted(true);
    if (quantityError || nameError || choiceError) return;
    const target = guide || newName.trim();
    const line = {
      productKey: product.productKey,
      orderQuantity: quantityValue(entry.quantity),
      unitOfMeasure: entry.unitOfMeasure || undefined,
    };
    const done = {
      onSuccess: () => {
        notify({ type: 'success', message: OrderGuideMessages.added(product.description, target) });
        onClose();
      },
      onError: () => notify({ type: 'error', message: OrderGuideMessages.addFailed }),
    };
    if (guide) patch.mutate({ name: guide, lines: [{ ...line, isDelete: false, sequence: -1 }] }, done);
    else create.mutate({ name: target, lines: [line] }, done);
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <DialogContent dividers>
        <Typography variant="subtitle1" component="p">
          {product.description}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          #{product.productCode}
        </Typography>
        {submitted && choiceError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {choiceError}
          </Alert>
        ) : null}
        <Box sx={{ display: 'grid', gap: 2 }}>
          <TextField
            select
            label="Order Guide"
            value={guide}
            disabled={busy || choices.length === 0}
            helperText={
              guides.isPending ? 'Loading order guides' : choices.length === 0 ? OrderGuideMessages.noGuides : ' '
            }
            onChange={(e) => {
              setGuide(e.target.value);
              if (e.target.value) setNewName('');
            }}
          >
            <MenuItem value={NONE}>
              <em>None</em>
            </MenuItem>
            {choices.map((g) => (
              <MenuItem key={g.name} value={g.name}>
                {g.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="New Order Guide Name"
            value={newName}
            disabled={busy}
            error={nameError !== null}
            helperText={nameError ?? `Or name a new order guide (up to ${ORDER_GUIDE_NAME_MAX} characters)`}
            onChange={(e) => {
              setNewName(e.target.value);
              if (e.target.value.trim()) setGuide(NONE);
            }}
          />
          <GuideQuantityFields
            product={product}
            entry={entry}
            error={quantityError}
            onChange={setEntry}
            disabled={busy}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={busy || quantityError !== null || product.sellBys.length === 0}
        >
          Add
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * Add to Order Guide (spec 01): pick one of the customer's guides or name a new one, with the
 * usual quantity. For the catalog's pages, composed in src/app.
 */
export function AddToOrderGuideDialog({ product, initial, onClose }: AddToOrderGuideDialogProps) {
  return (
    <Dialog open={product !== null} onClose={onClose} aria-labelledby="add-to-guide-title" fullWidth maxWidth="xs">
      <DialogTitle id="add-to-guide-title">Add to Order Guide</DialogTitle>
      {product ? <AddForm key={product.productKey} product={product} initial={initial} onClose={onClose} /> : null}
    </Dialog>
  );
}
