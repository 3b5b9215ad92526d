import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { PaymentType, type PaymentTypeCode } from '@provender/rules';
import { methodFormErrors, methodLabel, type MethodForm, type MethodPolicy } from '../utils/payment-method-form.ts';
import { MethodFields } from './method-fields.tsx';

export const NO_PAYMENT_METHODS = 'No payment methods available';

interface Props {
  options: PaymentTypeCode[];
  method: PaymentTypeCode | null;
  form: MethodForm;
  policy: MethodPolicy;
  now: () => Date;
  onMethod: (method: PaymentTypeCode) => void;
  onForm: (form: MethodForm) => void;
  onBack: () => void;
  onContinue: () => void;
}

/** Step 3: the methods offered for this amount (the first preselected) and the chosen method's form. */
export function PaymentMethodStep({ options, method, form, policy, now, onMethod, onForm, onBack, onContinue }: Props) {
  const [showErrors, setShowErrors] = useState(false);
  const errors = method === null ? {} : methodFormErrors(method, form, policy, now());
  const next = () => {
    setShowErrors(true);
    if (method !== null && Object.keys(errors).length === 0) onContinue();
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {options.length === 0 ? (
        <Alert severity="warning">{NO_PAYMENT_METHODS}</Alert>
      ) : (
        <RadioGroup
          row
          aria-label="Payment method"
          value={method ?? ''}
          onChange={(e) => {
            setShowErrors(false);
            onMethod(Number(e.target.value) as PaymentTypeCode);
          }}
        >
          {options.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={methodLabel(option)} />
          ))}
        </RadioGroup>
      )}
      {method !== null && method !== PaymentType.ApplyCredit ? (
        <MethodFields
          method={method}
          form={form}
          errors={errors}
          showErrors={showErrors}
          policy={policy}
          onChange={onForm}
        />
      ) : null}
      {showErrors && Object.keys(errors).length > 0 ? <Alert severity="error">{Object.values(errors)[0]}</Alert> : null}
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Button onClick={onBack}>Back</Button>
        <Button variant="contained" disabled={method === null} onClick={next}>
          Continue
        </Button>
      </Box>
    </Box>
  );
}
