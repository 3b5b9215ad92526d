import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import {
  CheckoutMessages,
  PaymentMessages,
  type Cart,
  type DeliveryAddress,
  type ShipMethod,
  type ShipTo,
  type UserSettings,
  type UserType,
} from '@provender/contract';
import { sumMoney } from '@provender/rules';
import { PageLoading } from '../../../components/app-shell/page-loading.tsx';
import { cartEstimateKey } from '../api/get-cart-estimate.ts';
import { useCartHeader } from '../api/get-cart-header.ts';
import { useCheckoutFlow } from '../hooks/use-checkout-flow.ts';
import { checkoutSteps, stepLabel, type CheckoutStep } from '../utils/checkout-steps.ts';
import { ConfirmStep, type Destination } from './confirm-step.tsx';
import { DeliveryStep } from './delivery-step.tsx';
import { MessageList } from './message-list.tsx';
import { MessageStep } from './message-step.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaymentStep, initialPaymentValues } from './payment-step.tsx';
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

const cityLine = (a: { city: string; state: string; zip: string }) =>
  [a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** /checkout: the vertical stepper of spec 02 (Checkout page and section 4). */
export function CheckoutPage(props: CheckoutPageProps) {
  const { userType, settings, cart, shipMethod, punchout = null } = props;
  const isConsumer = userType === 'consumer';
  const header = useCartHeader();
  const steps = checkoutSteps({
    isConsumer,
    allowConsumerPickup: settings.allowConsumerPickup,
    allowConsumerDelivery: settings.allowConsumerDelivery,
    checkoutMessage: settings.checkoutMessage,
    isPunchout: punchout !== null,
  });
  const lines = cart?.lines ?? [];
  const address =
    isConsumer && shipMethod === 'delivery'
      ? (props.addresses.find((a) => a.id === header.data?.addressId) ?? null)
      : null;
  const flow = useCheckoutFlow({
    steps,
    isConsumer,
    address,
    punchout,
    onCartChanged: props.onCartChanged,
    cartKey: cartEstimateKey(lines),
  });
  const { receipt, estimate } = flow;

  if (!receipt && (props.cartPending || header.isPending)) return <PageLoading />;
  if (!receipt && (cart?.lines.length ?? 0) === 0) return <EmptyCheckout />;
  if (!receipt && (header.isError || !header.data)) return <CheckoutUnavailable />;

  const headerState = header.data;
  const lineTotal = lines.every((l) => l.extension === null) ? null : sumMoney(lines.map((l) => l.extension));
  const shipTo = !isConsumer ? (props.shipTos.find((s) => s.code === headerState?.customerShipToCode) ?? null) : null;
  const destination = destinationOf(address, shipTo);

  const showSummary = !receipt && lines.length > 0;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1200, mx: 'auto' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Checkout
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            alignItems: 'start',
            // minmax(0, …): a long ship-to or address in the Delivery step must not widen the page
            // past a phone's screen (it would push the date field's Choose date button off screen).
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: showSummary ? 'minmax(0, 1fr) 340px' : 'minmax(0, 1fr)' },
          }}
        >
          <Stepper activeStep={flow.active} orientation="vertical">
            {steps.map((s) => (
              <Step key={s} completed={receipt ? s !== 'receipt' : undefined}>
                <StepLabel>{stepLabel(s, shipMethod)}</StepLabel>
                {/* A step that is collapsing away stays on screen for a moment: make it inert so a quick
                    second click cannot land on its buttons and skip a step. */}
                <StepContent inert={s !== flow.step} aria-hidden={s !== flow.step ? true : undefined}>
                  {receipt && s !== 'receipt' ? null : (
                    <StepBody
                      step={s}
                      page={props}
                      flow={flow}
                      header={headerState}
                      lineTotal={lineTotal}
                      address={address}
                      destination={destination}
                    />
                  )}
                </StepContent>
              </Step>
            ))}
          </Stepper>
          {/* Beside the steps on wide screens; a phone sees the same totals at Confirm Order. */}
          {showSummary ? (
            <SideSummary lines={lines} estimate={estimate} estimated={isConsumer} hidePricing={settings.hidePricing} />
          ) : null}
        </Box>
      </Box>
    </LocalizationProvider>
  );
}

function EmptyCheckout() {
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Checkout
      </Typography>
      <Typography role="status">No items in cart</Typography>
    </Box>
  );
}

function CheckoutUnavailable() {
  return (
    <Box sx={{ p: 3 }}>
      <Typography color="error">{CheckoutMessages.unexpected}</Typography>
    </Box>
  );
}

/** Where the order goes: the consumer's delivery address or the customer's ship-to. */
function destinationOf(address: DeliveryAddress | null, shipTo: ShipTo | null): Destination | null {
  if (address)
    return { name: address.name, lines: [address.address1, address.address2, cityLine(address)].filter(Boolean) };
  if (shipTo)
    return {
      name: `${shipTo.name} (${shipTo.code})`,
      lines: [shipTo.address1, shipTo.address2, cityLine(shipTo)].filter(Boolean),
    };
  return null;
}

interface StepBodyProps {
  step: CheckoutStep;
  page: CheckoutPageProps;
  flow: ReturnType<typeof useCheckoutFlow>;
  header: ReturnType<typeof useCartHeader>['data'];
  lineTotal: ReturnType<typeof sumMoney> | null;
  address: DeliveryAddress | null;
  destination: Destination | null;
}

/** What one step of the stepper shows. */
function StepBody({ step, page, flow, header: headerState, lineTotal, address, destination }: StepBodyProps) {
  const { settings, shipMethod, punchout = null } = page;
  const isConsumer = page.userType === 'consumer';
  const { receipt, payment, estimate, back, next } = flow;
  const lines = page.cart?.lines ?? [];
  switch (step) {
    case 'shipMethod':
      return (
        <ShipMethodStep
          shipMethod={shipMethod}
          allowPickup={settings.allowConsumerPickup}
          allowDelivery={settings.allowConsumerDelivery}
          onChange={page.onShipMethodChange}
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
          shipTos={page.shipTos}
          addresses={page.addresses}
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
        <PaymentStep
          initial={initialPaymentValues(payment, address)}
          shippingAddress={address}
          settings={settings}
          onBack={back}
          onDone={flow.enterPayment}
        />
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
          submitting={flow.submitting}
          errors={flow.errors}
          onBack={back}
          onSubmit={() => void flow.submit()}
        />
      ) : null;
    case 'receipt':
      return receipt ? (
        <ReceiptStep result={receipt} paidWith={flow.paidWith} hidePricing={settings.hidePricing} onOk={next} />
      ) : null;
  }
}

/** Beside the steps on wide screens; a phone sees the same totals at Confirm Order. */
function SideSummary({
  lines,
  estimate,
  estimated,
  hidePricing,
}: {
  lines: Cart['lines'];
  estimate: ReturnType<typeof useCheckoutFlow>['estimate'];
  estimated: boolean;
  hidePricing: boolean;
}) {
  return (
    <Box sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 88 }}>
      <OrderSummary
        lines={lines}
        estimate={estimate.data}
        estimateFailed={estimate.isError}
        estimated={estimated}
        hidePricing={hidePricing}
      />
    </Box>
  );
}
