import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { OpenReceivableItem, PaymentResult } from '@provender/contract';
import { paymentMethodOptions, type PaymentTypeCode } from '@provender/rules';
import { useNotify } from '../../../components/notifications/notification.ts';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes/use-unsaved-changes-guard.ts';
import { readHashParam, withHashParam } from '../../../components/url-hash/hash-params.ts';
import { useOpenReceivables } from '../api/get-open-receivables.ts';
import { usePaymentTypes } from '../api/get-payment-types.ts';
import { useMakePayment } from '../api/make-payment.ts';
import { failureResult } from '../utils/payment-failure.ts';
import {
  draftFor,
  emptyMethodForm,
  methodLabel,
  withBillTo,
  type BillTo,
  type MethodPolicy,
} from '../utils/payment-method-form.ts';
import { draftDetails, localIsoDate, selectionTotal, type Selection } from '../utils/payment-selection.ts';
import { LeavePaymentDialog } from './leave-payment-dialog.tsx';
import { PayableDetailDialog } from './payable-detail-dialog.tsx';
import { PaymentMethodStep } from './payment-method-step.tsx';
import { PaymentReceiptStep } from './payment-receipt-step.tsx';
import { SelectPaymentsStep } from './select-payments-step.tsx';
import { SelectionSummary } from './selection-summary.tsx';

export const PaymentPageMessages = {
  loading: 'Loading Open A/R...',
  empty: 'No Open A/R Items',
  loadFailed: 'Failed to load payment data. Please try again later.',
} as const;
const STEPS = ['Select Payments', 'Review Selection', 'Payment Method', 'Review Payment', 'Receipt'];
const newKey = () => `pay-${crypto.randomUUID()}`;

/**
 * Make Payment (spec 02): the five-step wizard over the acting customer's open items. The billing
 * address starts as the customer's bill-to when it is known (it may arrive after the page).
 */
export function MakePaymentPage({
  policy,
  billTo,
  now = () => new Date(),
}: {
  policy: MethodPolicy;
  billTo?: BillTo | undefined;
  now?: () => Date;
}) {
  const openAr = useOpenReceivables();
  const types = usePaymentTypes();
  const pay = useMakePayment();
  const notify = useNotify();
  const location = useLocation();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [selection, setSelection] = useState<Selection>({});
  const [method, setMethod] = useState<PaymentTypeCode | null>(null);
  const [form, setForm] = useState(() => withBillTo(emptyMethodForm(), billTo));
  const [result, setResult] = useState<PaymentResult | null>(null);
  const [detail, setDetail] = useState<OpenReceivableItem | null>(null);
  // One key per reviewed payment: a retry of the same submission charges once.
  const key = useRef(newKey());

  // The bill-to may arrive after the page: fill the untouched address in then (during render, as
  // React advises for state that follows a prop).
  const [billToSeen, setBillToSeen] = useState(billTo);
  if (billTo !== billToSeen) {
    setBillToSeen(billTo);
    setForm((current) => withBillTo(current, billTo));
  }

  const started = readHashParam(location.hash, 'started') === 'true';
  useEffect(() => {
    if (!started) void navigate({ hash: withHashParam(location.hash, 'started', 'true') }, { replace: true });
  }, [started, location.hash, navigate]);

  const inFlow = step < 4 && Object.keys(selection).length > 0;
  const blocker = useUnsavedChangesGuard(inFlow);
  const items = openAr.data ?? [];
  const total = selectionTotal(selection);
  const options = useMemo(
    () =>
      paymentMethodOptions(
        total,
        (types.data ?? []).map((t) => t.creditCardIssuer),
      ),
    [total, types.data],
  );

  const goTo = (next: number) => {
    if (next === 2 && (method === null || !options.includes(method))) setMethod(options[0] ?? null);
    if (next === 3) key.current = newKey();
    setStep(next);
  };
  const submit = async () => {
    if (method === null) return;
    const draft = draftFor(method, form, total.toNumber(), draftDetails(items, selection));
    let answer: PaymentResult;
    try {
      answer = await pay.mutateAsync({ draft, idempotencyKey: key.current });
    } catch (err) {
      answer = failureResult(err);
    }
    if (!answer.isSuccess && answer.errorReason) notify({ type: 'error', message: answer.errorReason });
    setResult(answer);
    setStep(4);
  };
  const restart = () => {
    setSelection({});
    setResult(null);
    setForm(withBillTo(emptyMethodForm(), billTo));
    setStep(0);
  };

  let body;
  if (openAr.isPending || types.isPending)
    body = (
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <CircularProgress size={24} />
        <Typography>{PaymentPageMessages.loading}</Typography>
      </Box>
    );
  else if (openAr.isError || types.isError) body = <Alert severity="error">{PaymentPageMessages.loadFailed}</Alert>;
  else if (items.length === 0 && step === 0) body = <Typography>{PaymentPageMessages.empty}</Typography>;
  else if (step === 0)
    body = (
      <SelectPaymentsStep
        items={items}
        selection={selection}
        today={localIsoDate(now())}
        onChange={setSelection}
        onOpen={setDetail}
        onContinue={() => goTo(1)}
      />
    );
  else if (step === 1)
    body = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <SelectionSummary items={items} selection={selection} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <Button onClick={() => goTo(0)}>Back</Button>
          <Button variant="contained" onClick={() => goTo(2)}>
            Continue
          </Button>
        </Box>
      </Box>
    );
  else if (step === 2)
    body = (
      <PaymentMethodStep
        options={options}
        method={method}
        form={form}
        policy={policy}
        now={now}
        onMethod={setMethod}
        onForm={setForm}
        onBack={() => goTo(1)}
        onContinue={() => goTo(3)}
      />
    );
  else if (step === 3 && method !== null)
    body = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <SelectionSummary items={items} selection={selection} />
        <Typography>
          Pay with {methodLabel(method)}
          {method === 1 ? ` ending in ${form.card.cardNumber.replace(/\D/g, '').slice(-4)}` : ''}
          {method === 2 ? ` from account ending in ${form.bank.accountNumber.trim().slice(-4)}` : ''}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <Button onClick={() => goTo(2)} disabled={pay.isPending}>
            Back
          </Button>
          <Button variant="contained" onClick={() => void submit()} disabled={pay.isPending}>
            Submit Payment
          </Button>
        </Box>
      </Box>
    );
  else if (result)
    body = (
      <PaymentReceiptStep
        result={result}
        amount={total.toFixed(2)}
        method={method === null ? '' : methodLabel(method)}
        onAgain={restart}
        onBack={() => setStep(3)}
      />
    );

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1100 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Make Payment
      </Typography>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3, display: { xs: 'none', sm: 'flex' } }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="overline" sx={{ display: { sm: 'none' } }}>
        Step {step + 1} of 5: {STEPS[step]}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
        {body}
      </Paper>
      <PayableDetailDialog item={detail} onClose={() => setDetail(null)} />
      <LeavePaymentDialog blocker={blocker} />
    </Box>
  );
}
