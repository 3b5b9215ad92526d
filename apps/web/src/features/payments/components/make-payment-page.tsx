import { useEffect, useState } from 'react';
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
import type { OpenReceivableItem } from '@provender/contract';
import type { PaymentTypeCode } from '@provender/rules';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes/use-unsaved-changes-guard.ts';
import { readHashParam, withHashParam } from '../../../components/url-hash/hash-params.ts';
import { useOpenReceivables } from '../api/get-open-receivables.ts';
import { usePaymentFlow } from '../hooks/use-payment-flow.ts';
import { methodLabel, type BillTo, type MethodPolicy } from '../utils/payment-method-form.ts';
import { localIsoDate, type Selection } from '../utils/payment-selection.ts';
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
  const location = useLocation();
  const navigate = useNavigate();
  const [detail, setDetail] = useState<OpenReceivableItem | null>(null);
  const items = openAr.data ?? [];
  const flow = usePaymentFlow(items, billTo);
  const { types, step, selection } = flow;

  const started = readHashParam(location.hash, 'started') === 'true';
  useEffect(() => {
    if (!started) void navigate({ hash: withHashParam(location.hash, 'started', 'true') }, { replace: true });
  }, [started, location.hash, navigate]);

  const inFlow = step < 4 && Object.keys(selection).length > 0;
  const blocker = useUnsavedChangesGuard(inFlow);

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1100 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Make Payment
      </Typography>
      <WizardSteps step={step} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
        <WizardBody
          flow={flow}
          items={items}
          loading={openAr.isPending || types.isPending}
          failed={openAr.isError || types.isError}
          policy={policy}
          now={now}
          onOpen={setDetail}
        />
      </Paper>
      <PayableDetailDialog item={detail} onClose={() => setDetail(null)} />
      <LeavePaymentDialog blocker={blocker} />
    </Box>
  );
}

function PaymentLoading() {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <CircularProgress size={24} />
      <Typography>{PaymentPageMessages.loading}</Typography>
    </Box>
  );
}

/** The five steps across a wide screen; a phone reads which step it is on. */
function WizardSteps({ step }: { step: number }) {
  return (
    <>
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
    </>
  );
}

/** Review Selection: the items chosen, Back and Continue. */
function ReviewSelection({
  items,
  selection,
  onBack,
  onContinue,
}: {
  items: OpenReceivableItem[];
  selection: Selection;
  onBack: () => void;
  onContinue: () => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SelectionSummary items={items} selection={selection} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Button onClick={onBack}>Back</Button>
        <Button variant="contained" onClick={onContinue}>
          Continue
        </Button>
      </Box>
    </Box>
  );
}

/** Review Payment: the items, the method (with the card's or account's last four) and Submit Payment. */
function ReviewPayment({
  items,
  selection,
  method,
  form,
  busy,
  onBack,
  onSubmit,
}: {
  items: OpenReceivableItem[];
  selection: Selection;
  method: PaymentTypeCode;
  form: ReturnType<typeof usePaymentFlow>['form'];
  busy: boolean;
  onBack: () => void;
  onSubmit: () => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SelectionSummary items={items} selection={selection} />
      <Typography>
        Pay with {methodLabel(method)}
        {method === 1 ? ` ending in ${form.card.cardNumber.replace(/\D/g, '').slice(-4)}` : ''}
        {method === 2 ? ` from account ending in ${form.bank.accountNumber.trim().slice(-4)}` : ''}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Button onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button variant="contained" onClick={onSubmit} disabled={busy}>
          Submit Payment
        </Button>
      </Box>
    </Box>
  );
}

/** The current step of the wizard (or the page's loading, failure or empty state). */
function WizardBody({
  flow,
  items,
  loading,
  failed,
  policy,
  now,
  onOpen,
}: {
  flow: ReturnType<typeof usePaymentFlow>;
  items: OpenReceivableItem[];
  loading: boolean;
  failed: boolean;
  policy: MethodPolicy;
  now: () => Date;
  onOpen: (item: OpenReceivableItem) => void;
}) {
  const { step, selection, method, form, result, total, options, goTo } = flow;
  if (loading) return <PaymentLoading />;
  if (failed) return <Alert severity="error">{PaymentPageMessages.loadFailed}</Alert>;
  if (items.length === 0 && step === 0) return <Typography>{PaymentPageMessages.empty}</Typography>;
  if (step === 0)
    return (
      <SelectPaymentsStep
        items={items}
        selection={selection}
        today={localIsoDate(now())}
        onChange={flow.setSelection}
        onOpen={onOpen}
        onContinue={() => goTo(1)}
      />
    );
  if (step === 1)
    return <ReviewSelection items={items} selection={selection} onBack={() => goTo(0)} onContinue={() => goTo(2)} />;
  if (step === 2)
    return (
      <PaymentMethodStep
        options={options}
        method={method}
        form={form}
        policy={policy}
        now={now}
        onMethod={flow.setMethod}
        onForm={flow.setForm}
        onBack={() => goTo(1)}
        onContinue={() => goTo(3)}
      />
    );
  if (step === 3 && method !== null)
    return (
      <ReviewPayment
        items={items}
        selection={selection}
        method={method}
        form={form}
        busy={flow.paying}
        onBack={() => goTo(2)}
        onSubmit={() => void flow.submit()}
      />
    );
  if (result)
    return (
      <PaymentReceiptStep
        result={result}
        amount={total.toFixed(2)}
        method={method === null ? '' : methodLabel(method)}
        onAgain={flow.restart}
        onBack={() => flow.setStep(3)}
      />
    );
  return null;
}
