import { useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { CheckoutMessages, PaymentMessages, type DeliveryAddress, type OrderResult } from '@provender/contract';
import { cardDigits, detectCardIssuer } from '@provender/rules';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { useCartEstimate, useRefreshCartEstimate } from '../api/get-cart-estimate.ts';
import { usePayAndSubmit } from '../api/pay-and-submit.ts';
import { useSubmitOrder } from '../api/submit-order.ts';
import { emptyPayment, type PaymentValues } from '../components/payment-step.tsx';
import { checkoutErrorMessages } from '../utils/checkout-errors.ts';
import { activeStepIndex, checkoutFlowReducer, initialCheckoutFlow, type CardReceipt } from '../utils/checkout-flow.ts';
import type { CheckoutStep } from '../utils/checkout-steps.ts';

interface CheckoutFlowOptions {
  steps: readonly CheckoutStep[];
  isConsumer: boolean;
  /** The consumer's delivery address (null for pickup and business customers). */
  address: DeliveryAddress | null;
  punchout: { transfer: () => Promise<void> } | null;
  onCartChanged: () => void;
  /** cartEstimateKey of the cart's lines. */
  cartKey: string;
}

/** Not accepted: the server's messages, else the spec's generic rejection (spec 02 section 8). */
const rejectionOf = (result: OrderResult) =>
  result.messages.length > 0 ? result.messages : [CheckoutMessages.rejected];

/** The checkout's steps, card, submit and receipt (spec 02 section 4) as one reducer. */
export function useCheckoutFlow(options: CheckoutFlowOptions) {
  const { steps, isConsumer, address, punchout, onCartChanged, cartKey } = options;
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(checkoutFlowReducer, initialCheckoutFlow);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const active = activeStepIndex(state, steps);
  const step = steps[active];
  const firstStep = steps[0];
  // The order summary beside the steps shows the estimate from the start (decision 104).
  const estimate = useCartEstimate({ cartKey });
  const refreshEstimate = useRefreshCartEstimate();
  const submitOrder = useSubmitOrder();
  const pay = usePayAndSubmit();

  const back = () => (active === 0 ? void navigate('/cart') : dispatch({ type: 'go', to: active - 1, firstStep }));
  const next = () =>
    active >= steps.length - 1 ? void navigate('/') : dispatch({ type: 'go', to: active + 1, firstStep });
  const enterPayment = (payment: PaymentValues) =>
    dispatch({ type: 'paymentEntered', payment, to: active + 1, firstStep });

  /** What the receipt says of a card that paid (issue 36): its issuer, last four digits and the transaction. */
  const cardReceipt = (cardNumber: string, transactionId: string | null): CardReceipt => {
    const issuer = detectCardIssuer(cardNumber);
    return {
      issuer: typeof issuer === 'object' ? issuer.name : 'Card',
      lastFour: cardDigits(cardNumber).slice(-4),
      transactionId,
    };
  };

  async function placeOrder(): Promise<{ order: OrderResult; paidWith: CardReceipt | null } | string[]> {
    if (!isConsumer) return { order: await submitOrder.mutateAsync(idempotencyKey), paidWith: null };
    // With hidden pricing there is no total to agree to, so no card payment (decision 034).
    const orderTotal = estimate.data?.total ?? null;
    if (orderTotal === null) return [PaymentMessages.pricingHidden];
    const p = state.payment ?? emptyPayment;
    const answer = await pay.mutateAsync({
      idempotencyKey,
      request: {
        orderTotal,
        creditCard: { cardNumber: p.cardNumber, expirationDate: p.expirationDate, cvv2: p.cvv2 },
        address: {
          name: p.name,
          address1: p.address1,
          address2: p.address2,
          city: p.city,
          state: p.state,
          zip: p.zip,
          phone: p.phone,
          country: p.country,
          email: p.email,
        },
        deliveryAddressId: address?.id ?? null,
      },
    });
    // Shown once, inline above Submit, in the buyer's words the server chose (decision 103).
    if (!answer.isSuccess || !answer.order)
      return answer.errors.length > 0 ? answer.errors : [answer.errorReason ?? CheckoutMessages.rejected];
    return { order: answer.order, paidWith: cardReceipt(p.cardNumber, answer.transactionId) };
  }

  async function submit() {
    if (state.submitting) return;
    dispatch({ type: 'submitStarted' });
    try {
      if (punchout) {
        await punchout.transfer();
        dispatch({ type: 'submitLocked' });
        return;
      }
      const placed = await placeOrder();
      if (Array.isArray(placed)) return dispatch({ type: 'submitFailed', errors: placed });
      const { order, paidWith } = placed;
      if (!order.accepted) return dispatch({ type: 'submitFailed', errors: rejectionOf(order) });
      dispatch({ type: 'orderPlaced', receipt: order, paidWith, to: steps.indexOf('receipt'), firstStep });
      onCartChanged();
    } catch (err) {
      dispatch({ type: 'submitFailed', errors: checkoutErrorMessages(err) });
      // Refused (the total or the cart changed): show the new lines and total before a retry.
      if (isApiRequestError(err) && err.status === 409) {
        void refreshEstimate();
        onCartChanged();
      }
    }
  }

  return { ...state, active, step, estimate, back, next, enterPayment, submit };
}
