import { useMemo, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { ORDER_GUIDE_NAME_MAX, type OrderGuide } from '@provender/contract';
import { guideNameError } from '../utils/guide-names.ts';

export type GuideNameDialogMode = 'create' | 'copy' | 'save-cart';

interface GuideNameDialogProps {
  open: boolean;
  mode: GuideNameDialogMode;
  /** The guide being copied. */
  source?: string;
  /** The customer's guides, whose names are taken. */
  guides: readonly Pick<OrderGuide, 'name'>[];
  busy?: boolean;
  /** A reason the server gave for refusing the name (shown inline). */
  serverError?: string | null;
  /** What the buyer should know before saving, under the name (the cart's lines that will change). */
  notice?: ReactNode;
  /** The submit button's text in place of Create, Copy or Save. */
  submitLabel?: string;
  onCancel: () => void;
  onSubmit: (name: string) => void;
}

const titles: Record<GuideNameDialogMode, string> = {
  create: 'Create Order Guide',
  copy: 'Copy Order Guide',
  'save-cart': 'Save Order Guide',
};

function NameForm({
  mode,
  source,
  guides,
  busy = false,
  serverError,
  notice,
  submitLabel,
  onCancel,
  onSubmit,
}: Omit<GuideNameDialogProps, 'open'>) {
  const schema = useMemo(
    () =>
      z.object({
        name: z.string().check(
          z.superRefine((value, ctx) => {
            const message = guideNameError(value, guides);
            if (message) ctx.addIssue({ code: 'custom', message });
          }),
        ),
      }),
    [guides],
  );
  const { register, handleSubmit, formState } = useForm<{ name: string }>({
    resolver: zodResolver(schema),
    defaultValues: { name: '' },
  });
  const error = formState.errors.name?.message ?? serverError ?? null;
  return (
    <form noValidate onSubmit={handleSubmit(({ name }) => onSubmit(name.trim()))}>
      <DialogContent>
        {mode === 'copy' && source ? (
          <DialogContentText
            sx={{ mb: 2 }}
          >{`Copy the products of "${source}" to a new order guide.`}</DialogContentText>
        ) : null}
        {mode === 'save-cart' ? (
          <DialogContentText sx={{ mb: 2 }}>Save the products in the cart as a new order guide.</DialogContentText>
        ) : null}
        <TextField
          {...register('name')}
          label={mode === 'create' ? 'Order Guide Name' : 'New Order Guide Name'}
          autoFocus
          fullWidth
          disabled={busy}
          error={error !== null}
          helperText={error ?? `Up to ${ORDER_GUIDE_NAME_MAX} characters`}
          slotProps={{ htmlInput: { maxLength: ORDER_GUIDE_NAME_MAX + 8 } }}
        />
        {notice}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {submitLabel ?? (mode === 'create' ? 'Create' : mode === 'copy' ? 'Copy' : 'Save')}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Names a new order guide (Create New, Copy, the cart's Save Order Guide) with the spec's inline messages. */
export function GuideNameDialog({ open, ...props }: GuideNameDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={props.busy ? undefined : props.onCancel}
      aria-labelledby="guide-name-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="guide-name-title">{titles[props.mode]}</DialogTitle>
      {open ? <NameForm {...props} /> : null}
    </Dialog>
  );
}
