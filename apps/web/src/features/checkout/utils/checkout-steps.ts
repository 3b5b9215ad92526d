import type { DeliveryAddress, ShipMethod } from '@provender/contract';
import { minimumOrderMessages, type MoneyValue } from '@provender/rules';

export type CheckoutStep = 'shipMethod' | 'message' | 'delivery' | 'payment' | 'confirm' | 'receipt';

export interface StepConditions {
  isConsumer: boolean;
  allowConsumerPickup: boolean;
  allowConsumerDelivery: boolean;
  checkoutMessage: string;
  isPunchout: boolean;
}

/** Spec 02 Checkout page: the steps this user goes through, in order. */
export function checkoutSteps(c: StepConditions): CheckoutStep[] {
  const steps: CheckoutStep[] = [];
  if (c.isConsumer && c.allowConsumerPickup && c.allowConsumerDelivery) steps.push('shipMethod');
  if (c.checkoutMessage.trim() !== '') steps.push('message');
  steps.push('delivery');
  if (c.isConsumer) steps.push('payment');
  steps.push('confirm');
  if (!c.isPunchout) steps.push('receipt');
  return steps;
}

export function stepLabel(step: CheckoutStep, shipMethod: ShipMethod | null): string {
  switch (step) {
    case 'shipMethod':
      return 'Shipment Method';
    case 'message':
      return 'Message';
    case 'delivery':
      return shipMethod === 'pickup' ? 'Pickup' : 'Delivery';
    case 'payment':
      return 'Payment Information';
    case 'confirm':
      return 'Confirm Order';
    case 'receipt':
      return 'Receipt';
  }
}

/**
 * Spec 02 section 4, zip restriction: with the restriction on, an undeliverable zip shows the
 * restriction message, and a zone minimum above the cart's line total shows two messages; either
 * disables Next.
 */
export function zipRestrictionMessages(
  address: Pick<DeliveryAddress, 'isValidZipCode' | 'minimumOrderAmount'> | null,
  restriction: { zipCodeRestrictionFlag: boolean; zipCodeRestrictionMessage: string },
  lineTotal: MoneyValue | null,
): string[] {
  if (!address || !restriction.zipCodeRestrictionFlag) return [];
  if (!address.isValidZipCode) return [restriction.zipCodeRestrictionMessage || 'We do not deliver to this zip code.'];
  return lineTotal === null ? [] : minimumOrderMessages(lineTotal, address.minimumOrderAmount);
}
