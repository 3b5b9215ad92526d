import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { PaymentMessages, type Cart, type DeliveryAddress, type OrderResult, type ShipMethod, type ShipTo, type UserSettings, type UserType } from '@provender/contract';
import { CheckoutMessages } from '@provender/rules';
import { PageLoading } from '../../../components/app-shell/page-loading.tsx';
import { useNotify } from '../../../components/notifications/notification.ts';
import { useCartEstimate, useRefreshCartEstimate } from '../api/get-cart-estimate.ts';
import { useCartHeader } from '../api/get-cart-header.ts';
import { usePayAndSubmit } from '../api/pay-and-submit.ts';
import { useSubmitOrder } from '../api/submit-order.ts';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { checkoutErrorMessages } from '../utils/checkout-errors.ts';
import { checkoutSteps, stepLabel, type CheckoutStep } from '../utils/checkout-steps.ts';
import { ConfirmStep, type Destination } from './confirm-step.tsx';
import { DeliveryStep } from './delivery-step.tsx';
import { MessageList } from './message-list.tsx';
import { MessageStep } from './message-step.tsx';
import { PaymentStep, emptyPayment, type PaymentValues } from './payment-step.tsx';
import { ReceiptStep } from './receipt-step.tsx';
import { ShipMethodStep } from './ship-method-step.tsx';
import { StepActions } from './step-actions.tsx';

export interface CheckoutPageProps {
  userType: UserType;
  settings: UserSettings;
  cart: Cart | undefined;
  cartPending: boolean;
  shipTos: readonly ShipTo[];
  addresses: readonly DeliveryAddress[];
  shipMethod: ShipMethod | null;
  onShipMethodChange: (shipMethod: ShipMethod) => void;
  /** After an order is placed, or refused because the cart or its prices changed: the app refreshes the cart. */
  onCartChanged: () => void;
  /** In a punchout session Submit transfers the cart instead and there is no receipt. */
  punchout?: { label: string; transfer: () => Promise<void> } | null;
}

const cityLine = (a: { city: string; state: string; zip: string }) => [a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** /checkout: the vertical stepper of spec 02 (Checkout page and section 4). */
export function CheckoutPage(props: CheckoutPageProps) {
  const { userType, settings, cart, shipMethod, punchout = null } = props;
  const isConsumer = userType === 'consumer';
  const navigate = useNavigate();
  const notify = useNotify();
  const header = useCartHeader();
  const steps = checkoutSteps({
    isConsumer,
    allowConsumerPickup: settings.allowConsumerPickup,
    allowConsumerDelivery: settings.allowConsumerDelivery,
    checkoutMessage: settings.checkoutMessage,
    isPunchout: punchout !== null,
  });
  const [active, setActive] = useState(0);
  const [firstStep, setFirstStep] = useState<CheckoutStep | undefined>(steps[0]);
  if (steps[0] !== firstStep) {
    setFirstStep(steps[0]);
    setActive(0);
  }
  const step = steps[active];
  const [payment, setPayment] = useState<PaymentValues | null>(null);
  const [receipt, setReceipt] = useState<OrderResult | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const estimate = useCartEstimate(step === 'confirm');
  const refreshEstimate = useRefreshCartEstimate();
  const submitOrder = useSubmitOrder();
  const pay = usePayAndSubmit();

  const back = () => (active === 0 ? void navigate('/cart') : setActive(active - 1));
  const next = () => (active >= steps.length - 1 ? void navigate('/') : setActive(active + 1));

  if (!receipt && (props.cartPending || header.isPending)) return <PageLoading />;
  if (!receipt && (cart?.lines.length ?? 0) === 0) {
    return (
      <Box sx={{ p: 3 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Checkout
        </Typography>
        <Typography role="status">No items in cart</Typography>
      </Box>
    );
  }
  if (!receipt && (header.isError || !header.data)) {
    return (
      <Box sx={{ p: 3 }}>
        <Typography color="error">{CheckoutMessages.unexpected}</Typography>
      </Box>
    );
  }

  const headerState = header.data;
  const lines = cart?.lines ?? [];
  const lineTotal = lines.every((l) => l.extension === null) ? null : lines.reduce((sum, l) => sum + Math.round((l.extension ?? 0) * 100), 0) / 100;
  const address = isConsumer && shipMethod === 'delivery' ? (props.addresses.find((a) => a.id === headerState?.addressId) ?? null) : null;
  const shipTo = !isConsumer ? (props.shipTos.find((s) => s.code === headerState?.customerShipToCode) ?? null) : null;
  const destination: Destination | null = address
    ? { name: address.name, lines: [address.address1, address.address2, cityLine(address)].filter(Boolean) }
    : shipTo
      ? { name: `${shipTo.name} (${shipTo.code})`, lines: [shipTo.address1, shipTo.address2, cityLine(shipTo)].filter(Boolean) }
      : null;

  /** Not accepted: the server's messages, else the spec's generic rejection (spec 02 section 8). */
  const rejectionOf = (result: OrderResult) => (result.messages.length > 0 ? result.messages : [CheckoutMessages.rejected]);

  async function submit() {
    if (submitting) return;
    setSubmitting(true);
    setErrors([]);
    // After a transfer or an accepted order the page stays locked (spec 02 section 4).
    let locked = false;
    try {
      if (punchout) {
        await punchout.transfer();
        locked = true;
        return;
      }
      let result: OrderResult;
      if (isConsumer) {
        // With hidden pricing there is no total to agree to, so no card payment (decision 034).
        const orderTotal = estimate.data?.total ?? null;
        if (orderTotal === null) {
          setErrors([PaymentMessages.pricingHidden]);
          return;
        }
        const p = payment ?? emptyPayment;
        const answer = await pay.mutateAsync({
          idempotencyKey,
          request: {
            orderTotal,
            creditCard: { cardNumber: p.cardNumber, expirationDate: p.expirationDate, cvv2: p.cvv2 },
            address: { name: p.name, address1: p.address1, address2: p.address2, city: p.city, state: p.state, zip: p.zip, phone: p.phone, country: p.country, email: p.email },
            deliveryAddressId: address?.id ?? null,
          },
        });
        if (!answer.isSuccess || !answer.order) {
          const reason = answer.errorReason ?? CheckoutMessages.rejected;
          notify({ type: 'error', message: reason });
          setErrors(answer.errors.length > 0 ? answer.errors : [reason]);
          return;
        }
        result = answer.order;
      } else {
        result = await submitOrder.mutateAsync(idempotencyKey);
      }
      if (!result.accepted) {
        setErrors(rejectionOf(result));
        return;
      }
      locked = true;
      setReceipt(result);
      props.onCartChanged();
      setActive(steps.indexOf('receipt'));
    } catch (err) {
      setErrors(checkoutErrorMessages(err));
      // Refused (the total or the cart changed): show the new lines and total before a retry.
      if (isApiRequestError(err) && err.status === 409) {
        void refreshEstimate();
        props.onCartChanged();
      }
    } finally {
      if (!locked) setSubmitting(false);
    }
  }

  const content = (s: CheckoutStep) => {
    if (receipt && s !== 'receipt') return null;
    switch (s) {
      case 'shipMethod':
        return (
          <ShipMethodStep
            shipMethod={shipMethod}
            allowPickup={settings.allowConsumerPickup}
            allowDelivery={settings.allowConsumerDelivery}
            onChange={props.onShipMethodChange}
            onBack={back}
            onNext={next}
          />
        );
      case 'message':
        return <MessageStep message={settings.checkoutMessage} onBack={back} onAcknowledge={next} />;
      case 'delivery':
        return headerState ? (
          <DeliveryStep
            key={shipMethod ?? 'none'}
            isConsumer={isConsumer}
            shipMethod={shipMethod}
            header={headerState}
            shipTos={props.shipTos}
            addresses={props.addresses}
            settings={settings}
            lineTotal={lineTotal}
            onBack={back}
            onDone={next}
          />
        ) : null;
      case 'payment':
        // No card is taken for a total the buyer cannot see (decision 034).
        return settings.hidePricing ? (
          <>
            <MessageList messages={[PaymentMessages.pricingHidden]} />
            <StepActions onBack={back} onNext={next} nextDisabled />
          </>
        ) : (
          <PaymentStep initial={payment ?? emptyPayment} shippingAddress={address} settings={settings} onBack={back} onDone={(values) => { setPayment(values); setErrors([]); next(); }} />
        );
      case 'confirm':
        return headerState ? (
          <ConfirmStep
            shipMethod={shipMethod}
            header={headerState}
            destination={destination}
            lines={lines}
            estimate={estimate.data}
            estimateFailed={estimate.isError}
            estimateRefreshing={estimate.isFetching}
            payment={isConsumer ? payment : null}
            hidePricing={settings.hidePricing}
            estimated={isConsumer}
            submitLabel={punchout ? punchout.label : 'Submit'}
            submitting={submitting}
            errors={errors}
            onBack={back}
            onSubmit={() => void submit()}
          />
        ) : null;
      case 'receipt':
        return receipt ? <ReceiptStep result={receipt} hidePricing={settings.hidePricing} onOk={next} /> : null;
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 900, mx: 'auto' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Checkout
        </Typography>
        <Stepper activeStep={active} orientation="vertical">
          {steps.map((s) => (
            <Step key={s} completed={receipt ? s !== 'receipt' : undefined}>
              <StepLabel>{stepLabel(s, shipMethod)}</StepLabel>
              {/* A step that is collapsing away stays on screen for a moment: make it inert so a quick
                  second click cannot land on its buttons and skip a step. */}
              <StepContent inert={s !== step} aria-hidden={s !== step ? true : undefined}>
                {content(s)}
              </StepContent>
            </Step>
          ))}
        </Stepper>
      </Box>
    </LocalizationProvider>
  );
}
