import { describe, expect, it } from 'vitest';
import type { OrderResult } from '@provender/contract';
import { activeStepIndex, checkoutFlowReducer, initialCheckoutFlow } from './checkout-flow.ts';
import type { CheckoutStep } from './checkout-steps.ts';

const consumerSteps: CheckoutStep[] = ['shipMethod', 'delivery', 'payment', 'confirm', 'receipt'];
const receipt = { orderNumber: '100234', estimatedTotal: 10, accepted: true, messages: [] } as unknown as OrderResult;

describe('checkout flow', () => {
  it('moves between steps and starts over when the first step changes', () => {
    const at2 = checkoutFlowReducer(initialCheckoutFlow, { type: 'go', to: 2, firstStep: 'shipMethod' });
    expect(activeStepIndex(at2, consumerSteps)).toBe(2);
    // Pickup only now: the ship-method step is gone, so the flow starts again at Delivery.
    expect(activeStepIndex(at2, consumerSteps.slice(1))).toBe(0);
  });

  it('clears errors when a submit starts and keeps them when it fails', () => {
    const failed = checkoutFlowReducer(checkoutFlowReducer(initialCheckoutFlow, { type: 'submitStarted' }), {
      type: 'submitFailed',
      errors: ['Your card was declined. Try another card or contact your bank.'],
    });
    expect(failed).toMatchObject({
      submitting: false,
      errors: ['Your card was declined. Try another card or contact your bank.'],
    });
    expect(checkoutFlowReducer(failed, { type: 'submitStarted' })).toMatchObject({ submitting: true, errors: [] });
  });

  it('stays locked on the receipt whatever the steps become', () => {
    const placed = checkoutFlowReducer(initialCheckoutFlow, {
      type: 'orderPlaced',
      receipt,
      paidWith: null,
      to: 4,
      firstStep: 'shipMethod',
    });
    expect(placed.submitting).toBe(true);
    expect(activeStepIndex(placed, consumerSteps.slice(1))).toBe(4);
  });
});
