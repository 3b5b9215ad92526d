import { describe, expect, it } from 'vitest';
import { checkoutSteps, stepLabel, zipRestrictionMessages } from './checkout-steps.ts';

const business = {
  isConsumer: false,
  allowConsumerPickup: true,
  allowConsumerDelivery: true,
  checkoutMessage: '',
  isPunchout: false,
};

describe('checkout steps', () => {
  it('are delivery, confirm and receipt for business customers', () => {
    expect(checkoutSteps(business)).toEqual(['delivery', 'confirm', 'receipt']);
  });

  it('add the shipment method only when consumers may choose, and payment for consumers', () => {
    expect(checkoutSteps({ ...business, isConsumer: true })).toEqual([
      'shipMethod',
      'delivery',
      'payment',
      'confirm',
      'receipt',
    ]);
    expect(checkoutSteps({ ...business, isConsumer: true, allowConsumerDelivery: false })).toEqual([
      'delivery',
      'payment',
      'confirm',
      'receipt',
    ]);
  });

  it('show a configured message and end without a receipt in punchout', () => {
    expect(checkoutSteps({ ...business, checkoutMessage: 'Closed Monday', isPunchout: true })).toEqual([
      'message',
      'delivery',
      'confirm',
    ]);
  });

  it('label the delivery step by ship method', () => {
    expect(stepLabel('delivery', 'pickup')).toBe('Pickup');
    expect(stepLabel('delivery', 'delivery')).toBe('Delivery');
    expect(stepLabel('payment', null)).toBe('Payment Information');
  });
});

describe('zip restriction', () => {
  const on = { zipCodeRestrictionFlag: true, zipCodeRestrictionMessage: 'We do not deliver there yet.' };

  it('shows the restriction message for an undeliverable zip', () => {
    expect(zipRestrictionMessages({ isValidZipCode: false, minimumOrderAmount: '0.00' }, on, 100)).toEqual([
      'We do not deliver there yet.',
    ]);
  });

  it('shows the line total and the minimum when the minimum is not met', () => {
    expect(zipRestrictionMessages({ isValidZipCode: true, minimumOrderAmount: '40.00' }, on, 24.68)).toEqual([
      'Current line total is $24.68',
      'Minimum order amount for this zip code is $40.00',
    ]);
    expect(zipRestrictionMessages({ isValidZipCode: true, minimumOrderAmount: '40.00' }, on, 40)).toEqual([]);
  });

  it('says nothing while the restriction is off', () => {
    expect(
      zipRestrictionMessages(
        { isValidZipCode: false, minimumOrderAmount: '40.00' },
        { ...on, zipCodeRestrictionFlag: false },
        1,
      ),
    ).toEqual([]);
  });
});
