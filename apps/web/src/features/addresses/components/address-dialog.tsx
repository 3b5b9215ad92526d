import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Controller, useForm } from 'react-hook-form';
import type { DeliveryAddress, DeliveryAddressInput, DeliveryAddressValues } from '@provender/contract';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { PhoneField } from '../../../components/phone-field/phone-field.tsx';
import { useAddAddress } from '../api/add-address.ts';
import type { AddressKind } from '../api/get-addresses.ts';
import { useUpdateAddress } from '../api/update-address.ts';
import { addressFormSchema, formValuesOf } from './address-form-schema.ts';

type TextFieldName = Exclude<keyof DeliveryAddressInput, 'phone' | 'isPrimary'>;

interface AddressDialogProps {
  open: boolean;
  kind: AddressKind;
  /** The address to edit; null adds a new one. */
  address: DeliveryAddress | null;
  /** Prefills for a new address (the consumer's name). */
  defaults?: Partial<DeliveryAddressInput>;
  onClose: () => void;
  onSaved: (address: DeliveryAddress) => void;
}

const fields: {
  name: TextFieldName;
  label: string;
  required?: boolean;
  businessOnly?: boolean;
  autoComplete?: string;
  half?: boolean;
}[] = [
  { name: 'display', label: 'Display Name', required: true },
  { name: 'name', label: 'Name', required: true, autoComplete: 'name' },
  { name: 'address1', label: 'Address Line 1', autoComplete: 'address-line1' },
  { name: 'address2', label: 'Address Line 2', autoComplete: 'address-line2' },
  { name: 'city', label: 'City', autoComplete: 'address-level2', half: true },
  { name: 'state', label: 'State', autoComplete: 'address-level1', half: true },
  { name: 'zip', label: 'Zip Code', required: true, autoComplete: 'postal-code', half: true },
  { name: 'county', label: 'County', half: true },
  { name: 'contact', label: 'Contact', businessOnly: true, half: true },
  { name: 'deliveryTime', label: 'Delivery Time', businessOnly: true, half: true },
];

function AddressForm({ kind, address, defaults, onClose, onSaved }: Omit<AddressDialogProps, 'open'>) {
  const { register, handleSubmit, control, formState } = useForm<DeliveryAddressInput, unknown, DeliveryAddressValues>({
    resolver: zodResolver(addressFormSchema),
    mode: 'onTouched',
    defaultValues: formValuesOf(address, defaults),
  });
  const add = useAddAddress(kind);
  const update = useUpdateAddress(kind);
  const saving = add.isPending || update.isPending;
  const failure = add.error ?? update.error;
  const { errors } = formState;

  const onSubmit = handleSubmit((values) => {
    const done = { onSuccess: (saved: DeliveryAddress) => onSaved(saved) };
    if (address) update.mutate({ key: address.key, address: values }, done);
    else add.mutate(values, done);
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogContent dividers>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {isApiRequestError(failure) ? failure.firstError : failure.message}
          </Alert>
        ) : null}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          {fields
            .filter((f) => kind === 'account' || !f.businessOnly)
            .map((f) => {
              const { ref, ...rest } = register(f.name);
              return (
                <TextField
                  key={f.name}
                  label={f.label}
                  required={f.required ?? false}
                  autoComplete={f.autoComplete ?? 'off'}
                  inputRef={ref}
                  {...rest}
                  error={Boolean(errors[f.name])}
                  helperText={errors[f.name]?.message}
                  sx={{ gridColumn: f.half ? undefined : '1 / -1' }}
                  slotProps={f.name === 'state' ? { htmlInput: { style: { textTransform: 'uppercase' } } } : {}}
                />
              );
            })}
          <Controller
            control={control}
            name="phone"
            render={({ field: { ref, value, onChange, onBlur, name }, fieldState }) => (
              <PhoneField
                label="Phone"
                name={name}
                inputRef={ref}
                value={value ?? ''}
                onChange={onChange}
                onBlur={onBlur}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                sx={{ gridColumn: '1 / -1' }}
              />
            )}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
        >
          Save
        </Button>
      </DialogActions>
    </form>
  );
}

/** 'Add Delivery Address' / 'Edit Delivery Address' (spec 02 Delivery Addresses and section 5). */
export function AddressDialog({ open, ...props }: AddressDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const title = props.address ? 'Edit Delivery Address' : 'Add Delivery Address';
  return (
    <Dialog
      open={open}
      onClose={props.onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="address-dialog-title"
    >
      <DialogTitle id="address-dialog-title">{title}</DialogTitle>
      {/* A fresh form each time the dialog opens, so it starts from the address being edited. */}
      {open ? <AddressForm key={props.address?.key ?? 'new'} {...props} /> : null}
    </Dialog>
  );
}
