import { Controller, useForm, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DeliveryAddress, UserSettings } from '@provender/contract';
import { billingAddressErrors, cardErrors, cardIssuerName } from '@provender/rules';
import { cardNumberMask, cvvMask, expirationMask } from '../../../components/masked-field/card-masks.ts';
import { MaskedTextField, type MaskOptions } from '../../../components/masked-field/masked-text-field.tsx';
import { rulesResolver } from '../utils/rules-resolver.ts';
import { StepActions } from './step-actions.tsx';

export interface PaymentValues {
  cardNumber: string;
  expirationDate: string;
  cvv2: string;
  sameAsShipping: boolean;
  name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  country: string;
  email: string;
}

export const emptyPayment: PaymentValues = {
  cardNumber: '',
  expirationDate: '',
  cvv2: '',
  sameAsShipping: false,
  name: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
  country: 'US',
  email: '',
};

const fromAddress = (a: DeliveryAddress) => ({
  name: a.name,
  address1: a.address1,
  address2: a.address2,
  city: a.city,
  state: a.state,
  zip: a.zip,
  phone: a.phone,
});
const billingFields = [
  ['address1', 'Address Line 1'],
  ['address2', 'Address Line 2'],
  ['city', 'City'],
  ['state', 'State'],
  ['zip', 'ZIP Code'],
  ['phone', 'Phone Number'],
] as const;

/**
 * What the form starts with: the values entered before, or for a first visit with a delivery
 * address, 'same as shipping' ticked and the billing address filled from it (decision 105).
 */
export function initialPaymentValues(entered: PaymentValues | null, shipping: DeliveryAddress | null): PaymentValues {
  if (entered) return entered;
  return shipping ? { ...emptyPayment, sameAsShipping: true, ...fromAddress(shipping) } : emptyPayment;
}

interface PaymentStepProps {
  initial: PaymentValues;
  /** The delivery address, for 'same as shipping'; null for pickup (the box is not offered). */
  shippingAddress: DeliveryAddress | null;
  settings: UserSettings;
  onBack: () => void;
  onDone: (values: PaymentValues) => void;
}

/** Step 4 for consumers: the card and its billing address, checked by the rules the server applies. */
export function PaymentStep({ initial, shippingAddress, settings, onBack, onDone }: PaymentStepProps) {
  const cc = settings.creditCardSettings;
  const form = useForm<PaymentValues>({
    defaultValues: initial,
    resolver: paymentResolver(settings),
  });
  const { control, handleSubmit, setValue } = form;
  const same = useWatch({ control, name: 'sameAsShipping' }) && shippingAddress !== null;
  const text = (name: PaymentTextName, label: string, extra: PaymentTextOptions = {}) => (
    <PaymentTextField key={name} control={control} name={name} label={label} extra={extra} />
  );
  const accepted = settings.acceptedCardIssuers.filter((c) => c !== 7 && c !== 8).map(cardIssuerName);

  return (
    <Stack
      spacing={2}
      component="form"
      noValidate
      onSubmit={(e) => void handleSubmit(onDone)(e)}
      sx={{ maxWidth: 640, pt: 1 }}
    >
      <Typography variant="body2" color="text.secondary">
        We accept {accepted.join(', ')}.
      </Typography>
      {text('cardNumber', 'Card Number', {
        required: true,
        autoComplete: 'cc-number',
        inputMode: 'numeric',
        mask: cardNumberMask,
      })}
      {/* Side by side they would cut the expiration label short on a phone. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('expirationDate', 'Expiration (MMYY)', {
          required: true,
          autoComplete: 'cc-exp',
          inputMode: 'numeric',
          mask: expirationMask,
        })}
        {text('cvv2', 'CVV', {
          required: cc.ccV2Required,
          autoComplete: 'cc-csc',
          inputMode: 'numeric',
          mask: cvvMask,
        })}
      </Stack>
      {shippingAddress ? (
        <SameAsShippingBox control={control} setValue={setValue} shippingAddress={shippingAddress} />
      ) : null}
      {text('name', 'Name on Card', { required: cc.holderNameRequired, autoComplete: 'cc-name' })}
      {billingFields.map(([field, label]) =>
        text(field, label, {
          required:
            field === 'city' ||
            field === 'state' ||
            field === 'zip' ||
            (field === 'address1' && cc.addressRequired) ||
            (field === 'phone' && cc.phoneRequired),
          readOnly: same,
        }),
      )}
      {text('email', 'Email', { autoComplete: 'email' })}
      <StepActions onBack={onBack} onNext={() => void handleSubmit(onDone)()} />
    </Stack>
  );
}

type PaymentTextName = Exclude<keyof PaymentValues, 'sameAsShipping'>;
interface PaymentTextOptions {
  required?: boolean;
  readOnly?: boolean;
  autoComplete?: string;
  inputMode?: 'numeric';
  mask?: MaskOptions;
}

/** The checks the server applies to the card and its billing address. */
function paymentResolver(settings: UserSettings) {
  const cc = settings.creditCardSettings;
  return rulesResolver<PaymentValues>((v) => ({
    ...cardErrors(
      v,
      {
        acceptedIssuers: settings.acceptedCardIssuers,
        cvvRequired: cc.ccV2Required,
        testCardsOnly: cc.isTestTransaction,
      },
      new Date(),
    ),
    ...billingAddressErrors(v, {
      holderNameRequired: cc.holderNameRequired,
      addressRequired: cc.addressRequired,
      phoneRequired: cc.phoneRequired,
    }),
  }));
}

/** One text field of the form, masked where the card's format asks for it. */
function PaymentTextField({
  control,
  name,
  label,
  extra,
}: {
  control: Control<PaymentValues>;
  name: PaymentTextName;
  label: string;
  extra: PaymentTextOptions;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const common = {
          label,
          name: field.name,
          inputRef: field.ref,
          onBlur: field.onBlur,
          fullWidth: true,
          required: extra.required ?? false,
          error: !!fieldState.error,
          helperText: fieldState.error?.message,
        };
        const htmlInput = {
          autoComplete: extra.autoComplete,
          inputMode: extra.inputMode,
          readOnly: extra.readOnly ?? false,
        };
        return extra.mask ? (
          <MaskedTextField
            {...common}
            mask={extra.mask}
            value={field.value}
            onChange={field.onChange}
            htmlInput={htmlInput}
          />
        ) : (
          <TextField {...common} value={field.value} onChange={field.onChange} slotProps={{ htmlInput }} />
        );
      }}
    />
  );
}

/** 'Billing address is the same as shipping': ticking it fills the billing address from the delivery address. */
function SameAsShippingBox({
  control,
  setValue,
  shippingAddress,
}: {
  control: Control<PaymentValues>;
  setValue: UseFormSetValue<PaymentValues>;
  shippingAddress: DeliveryAddress;
}) {
  return (
    <Controller
      control={control}
      name="sameAsShipping"
      render={({ field }) => (
        <FormControlLabel
          label="Billing address is the same as shipping"
          control={
            <Checkbox
              checked={field.value}
              onChange={(e) => {
                field.onChange(e.target.checked);
                // Filled fields are checked again at once, so no stale 'required' error stays under them.
                if (e.target.checked)
                  for (const [key, value] of Object.entries(fromAddress(shippingAddress)))
                    setValue(key as keyof PaymentValues, value, { shouldValidate: true, shouldDirty: true });
              }}
            />
          }
        />
      )}
    />
  );
}
