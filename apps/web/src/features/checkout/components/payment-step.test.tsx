// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSettingValues, type DeliveryAddress, type UserSettings } from '@provender/contract';
import { emptyPayment, initialPaymentValues, PaymentStep } from './payment-step.tsx';

afterEach(cleanup);

const home = {
  id: 7,
  name: 'Jordan Ellis',
  address1: '48 Union Park',
  address2: '',
  city: 'Boston',
  state: 'MA',
  zip: '02118',
  phone: '6175550100',
} as DeliveryAddress;
const settings = { ...defaultSettingValues, sessionType: 'consumer', menu: [] } as unknown as UserSettings;

describe('PaymentStep', () => {
  it("starts with 'same as shipping' ticked and the billing address filled for a delivery", () => {
    expect(initialPaymentValues(null, home)).toMatchObject({
      sameAsShipping: true,
      name: 'Jordan Ellis',
      city: 'Boston',
    });
    expect(initialPaymentValues(null, null)).toEqual(emptyPayment);
    const entered = { ...emptyPayment, cardNumber: '4111111111111111' };
    expect(initialPaymentValues(entered, home)).toBe(entered);
  });

  it("clears the 'required' errors of the fields that ticking 'same as shipping' fills", async () => {
    render(
      <PaymentStep
        initial={emptyPayment}
        shippingAddress={home}
        settings={settings}
        onBack={vi.fn()}
        onDone={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('ZIP Code is required');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Billing address is the same as shipping' }));
    await waitFor(() => expect(screen.queryByText('ZIP Code is required')).toBeNull());
    expect((screen.getByRole('textbox', { name: /^City/ }) as HTMLInputElement).value).toBe('Boston');
    // The card was not filled: its error stays.
    expect(screen.getByText('Card Number is a required field')).toBeTruthy();
    // A form of MUI fields renders slowly on a loaded machine.
  }, 30_000);
});
