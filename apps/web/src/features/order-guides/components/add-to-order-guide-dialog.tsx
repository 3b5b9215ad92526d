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
        <ProductHeading product={product} />
        {submitted && choiceError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {choiceError}
          </Alert>
        ) : null}
        <Box sx={{ display: 'grid', gap: 2 }}>
          <GuideChoiceFields
            guide={guide}
            newName={newName}
            choices={choices.map((g) => g.name)}
            loading={guides.isPending}
            busy={busy}
            nameError={nameError}
            onGuide={setGuide}
            onNewName={setNewName}
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
      <FormActions busy={busy} canAdd={quantityError === null && product.sellBys.length > 0} onCancel={onClose} />
    </form>
  );
}

function ProductHeading({ product }: { product: Product }) {
  return (
    <>
      <Typography variant="subtitle1" component="p">
        {product.description}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        #{product.productCode}
      </Typography>
    </>
  );
}

function FormActions({ busy, canAdd, onCancel }: { busy: boolean; canAdd: boolean; onCancel: () => void }) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" disabled={busy || !canAdd}>
        Add
      </Button>
    </DialogActions>
  );
}

/** The guide to add to: one of the customer's guides, or the name of a new one (choosing one clears the other). */
function GuideChoiceFields({
  guide,
  newName,
  choices,
  loading,
  busy,
  nameError,
  onGuide,
  onNewName,
}: {
  guide: string;
  newName: string;
  choices: string[];
  loading: boolean;
  busy: boolean;
  nameError: string | null;
  onGuide: (name: string) => void;
  onNewName: (name: string) => void;
}) {
  return (
    <>
      <TextField
        select
        label="Order Guide"
        value={guide}
        disabled={busy || choices.length === 0}
        helperText={loading ? 'Loading order guides' : choices.length === 0 ? OrderGuideMessages.noGuides : ' '}
        onChange={(e) => {
          onGuide(e.target.value);
          if (e.target.value) onNewName('');
        }}
      >
        <MenuItem value={NONE}>
          <em>None</em>
        </MenuItem>
        {choices.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
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
          onNewName(e.target.value);
          if (e.target.value.trim()) onGuide(NONE);
        }}
      />
    </>
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
