import type { OrderResult } from '@provender/contract';
import type { PaymentValues } from '../components/payment-step.tsx';
import type { CheckoutStep } from './checkout-steps.ts';

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
  | { type: 'orderPlaced'; receipt: OrderResult; to: number; firstStep: CheckoutStep | undefined };

export const initialCheckoutFlow: CheckoutFlowState = {
  active: 0,
  firstStep: undefined,
  payment: null,
  receipt: null,
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
      return { ...state, receipt: action.receipt, active: action.to, firstStep: action.firstStep, submitting: true };
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
