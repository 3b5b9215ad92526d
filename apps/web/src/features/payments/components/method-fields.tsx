import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PaymentType, type PaymentTypeCode } from '@provender/rules';
import { cardNumberMask, cvvMask, expirationMask } from '../../../components/masked-field/card-masks.ts';
import { MaskedTextField, type MaskOptions } from '../../../components/masked-field/masked-text-field.tsx';
import type { MethodForm } from '../utils/payment-method-form.ts';

type Section = keyof MethodForm;
interface FieldSpec {
  section: Section;
  name: string;
  label: string;
  required?: boolean;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text' | 'tel' | 'email';
  /** Grid columns out of 6 on wide screens. */
  span?: number;
  /** Typed through this input mask (card number, expiry, CVV). */
  mask?: MaskOptions;
}

const cardFields: FieldSpec[] = [
  {
    section: 'card',
    name: 'cardNumber',
    label: 'Card Number',
    required: true,
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    span: 6,
    mask: cardNumberMask,
  },
  {
    section: 'card',
    name: 'expirationDate',
    label: 'Expiration Date (MMYY)',
    required: true,
    autoComplete: 'cc-exp',
    inputMode: 'numeric',
    span: 3,
    mask: expirationMask,
  },
  {
    section: 'card',
    name: 'cvv2',
    label: 'CVV',
    autoComplete: 'cc-csc',
    inputMode: 'numeric',
    span: 3,
    mask: cvvMask,
  },
];
const bankFields: FieldSpec[] = [
  { section: 'bank', name: 'routingNumber', label: 'Routing Number', required: true, inputMode: 'numeric', span: 3 },
  {
    section: 'bank',
    name: 'routingNumberConfirm',
    label: 'Re-enter Routing Number',
    required: true,
    inputMode: 'numeric',
    span: 3,
  },
  { section: 'bank', name: 'accountNumber', label: 'Account Number', required: true, inputMode: 'numeric', span: 3 },
  {
    section: 'bank',
    name: 'accountNumberConfirm',
    label: 'Re-enter Account Number',
    required: true,
    inputMode: 'numeric',
    span: 3,
  },
  { section: 'bank', name: 'bankName', label: 'Bank Name', span: 3 },
  { section: 'bank', name: 'checkNumber', label: 'Check Number', inputMode: 'numeric', span: 3 },
];
const addressFields = (policy: {
  holderNameRequired: boolean;
  addressRequired: boolean;
  phoneRequired: boolean;
}): FieldSpec[] => [
  {
    section: 'address',
    name: 'accountHolderName',
    label: 'Name',
    required: policy.holderNameRequired,
    autoComplete: 'name',
    span: 6,
  },
  {
    section: 'address',
    name: 'address1',
    label: 'Address Line 1',
    required: policy.addressRequired,
    autoComplete: 'address-line1',
    span: 6,
  },
  { section: 'address', name: 'address2', label: 'Address Line 2', autoComplete: 'address-line2', span: 6 },
  { section: 'address', name: 'city', label: 'City', required: true, autoComplete: 'address-level2', span: 3 },
  { section: 'address', name: 'state', label: 'State', required: true, autoComplete: 'address-level1', span: 1 },
  { section: 'address', name: 'zip', label: 'ZIP Code', required: true, autoComplete: 'postal-code', span: 2 },
  {
    section: 'address',
    name: 'phone',
    label: 'Phone Number',
    required: policy.phoneRequired,
    autoComplete: 'tel',
    inputMode: 'tel',
    span: 3,
  },
  { section: 'address', name: 'email', label: 'Email', autoComplete: 'email', inputMode: 'email', span: 3 },
];

interface Props {
  method: PaymentTypeCode;
  form: MethodForm;
  errors: Record<string, string>;
  showErrors: boolean;
  policy: { holderNameRequired: boolean; addressRequired: boolean; phoneRequired: boolean };
  onChange: (form: MethodForm) => void;
}

/** The card or eCheck form and the billing address, with the messages of spec 02 section 5 under each field. */
export function MethodFields({ method, form, errors, showErrors, policy, onChange }: Props) {
  const field = (spec: FieldSpec) => {
    const key = `${spec.section}.${spec.name}`;
    const values = form[spec.section] as Record<string, string>;
    const error = showErrors ? errors[key] : undefined;
    const change = (value: string) => onChange({ ...form, [spec.section]: { ...values, [spec.name]: value } });
    const common = {
      size: 'small' as const,
      label: spec.label,
      required: spec.required ?? false,
      value: values[spec.name] ?? '',
      error: !!error,
      helperText: error,
      autoComplete: spec.autoComplete,
      sx: { gridColumn: { xs: 'span 6', sm: `span ${spec.span ?? 6}` } },
    };
    const htmlInput = { inputMode: spec.inputMode ?? 'text' };
    return spec.mask ? (
      <MaskedTextField key={key} {...common} mask={spec.mask} onChange={change} htmlInput={htmlInput} />
    ) : (
      <TextField key={key} {...common} onChange={(e) => change(e.target.value)} slotProps={{ htmlInput }} />
    );
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {method === PaymentType.CreditCard ? 'Card' : 'Bank Account'}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: 2 }}>
        {(method === PaymentType.CreditCard ? cardFields : bankFields).map(field)}
      </Box>
      <Typography variant="subtitle1" component="h3">
        Billing Address
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: 2 }}>
        {addressFields(policy).map(field)}
      </Box>
    </Box>
  );
}
