import type { OrderResult } from '@provender/contract';
import type { PaymentValues } from '../components/payment-step.tsx';
import type { CheckoutStep } from './checkout-steps.ts';

/** How a consumer's order was paid, for the receipt: never more of the card than its last four digits. */
export interface CardReceipt {
  /** The issuer's name (Visa, MasterCard ...), or 'Card' when it cannot be told. */
  issuer: string;
  lastFour: string;
  /** The payment processor's transaction id; null when the answer carried none. */
  transactionId: string | null;
}

/**
 * The checkout's own state in one place: the step reached, the card entered, the receipt, the
 * errors of the last submit and whether a submit is under way.
 */
export interface CheckoutFlowState {
  active: number;
  /** The first step when `active` was set: when the steps' start changes, the flow starts over. */
  firstStep: CheckoutStep | undefined;
  payment: PaymentValues | null;
  receipt: OrderResult | null;
  /** The card a consumer paid with (issuer, last four, transaction id); null for other orders. */
  paidWith: CardReceipt | null;
  errors: string[];
  submitting: boolean;
}

export type CheckoutFlowAction =
  | { type: 'go'; to: number; firstStep: CheckoutStep | undefined }
  | { type: 'paymentEntered'; payment: PaymentValues; to: number; firstStep: CheckoutStep | undefined }
  | { type: 'submitStarted' }
  | { type: 'submitFailed'; errors: string[] }
  /** A transfer or an accepted order: the page stays locked (spec 02 section 4). */
  | { type: 'submitLocked' }
  | {
      type: 'orderPlaced';
      receipt: OrderResult;
      paidWith: CardReceipt | null;
      to: number;
      firstStep: CheckoutStep | undefined;
    };

export const initialCheckoutFlow: CheckoutFlowState = {
  active: 0,
  firstStep: undefined,
  payment: null,
  receipt: null,
  paidWith: null,
  errors: [],
  submitting: false,
};

export function checkoutFlowReducer(state: CheckoutFlowState, action: CheckoutFlowAction): CheckoutFlowState {
  switch (action.type) {
    case 'go':
      return { ...state, active: action.to, firstStep: action.firstStep };
    case 'paymentEntered':
      return { ...state, payment: action.payment, errors: [], active: action.to, firstStep: action.firstStep };
    case 'submitStarted':
      return { ...state, submitting: true, errors: [] };
    case 'submitFailed':
      return { ...state, submitting: false, errors: action.errors };
    case 'submitLocked':
      return { ...state, submitting: true };
    case 'orderPlaced':
      return {
        ...state,
        receipt: action.receipt,
        paidWith: action.paidWith,
        // The card's number is not kept once it has paid: the receipt keeps its last four only.
        payment: null,
        active: action.to,
        firstStep: action.firstStep,
        submitting: true,
      };
  }
}

/**
 * The step shown: the one reached, unless the steps now start elsewhere (e.g. the ship method's
 * step appeared or went), which starts the flow over at the first step (spec 02 section 4), with
 * no state reset during render.
 */
export function activeStepIndex(state: CheckoutFlowState, steps: readonly CheckoutStep[]): number {
  if (state.receipt) return state.active;
  return state.firstStep === steps[0] ? Math.min(state.active, steps.length - 1) : 0;
}
