import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Product } from '@provender/contract';
import { entryError, type GuideEntry } from '../utils/guide-selection.ts';
import { GuideQuantityFields } from './guide-quantity-fields.tsx';

interface GuideQuantityDialogProps {
  /** The line being edited; null closes the dialog. */
  editing: { product: Product; entry: GuideEntry } | null;
  busy?: boolean;
  onCancel: () => void;
  onFinish: (entry: GuideEntry) => void;
}

function QuantityForm({
  product,
  entry,
  busy,
  onCancel,
  onFinish,
}: { product: Product; entry: GuideEntry } & Omit<GuideQuantityDialogProps, 'editing'>) {
  const [draft, setDraft] = useState(entry);
  const error = entryError(draft, product);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (error === null) onFinish(draft);
      }}
    >
      <DialogContent dividers>
        <Typography variant="subtitle1" component="p" gutterBottom>
          {product.description}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          #{product.productCode}
        </Typography>
        <GuideQuantityFields
          product={product}
          entry={draft}
          error={error}
          onChange={setDraft}
          autoFocus
          disabled={busy}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={busy || error !== null}>
          Finish
        </Button>
      </DialogActions>
    </form>
  );
}

/** Edit Order Guide Quantity: quantity and Sell By U/M of one line; Finish is disabled while invalid. */
export function GuideQuantityDialog({ editing, busy = false, onCancel, onFinish }: GuideQuantityDialogProps) {
  return (
    <Dialog
      open={editing !== null}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="guide-quantity-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="guide-quantity-title">Edit Order Guide Quantity</DialogTitle>
      {editing ? (
        <QuantityForm
          key={editing.product.productKey}
          product={editing.product}
          entry={editing.entry}
          busy={busy}
          onCancel={onCancel}
          onFinish={onFinish}
        />
      ) : null}
    </Dialog>
  );
}
