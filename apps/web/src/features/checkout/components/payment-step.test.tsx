// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('types the card through masks and hands on the digits the contract expects', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    render(
      <PaymentStep
        initial={initialPaymentValues(null, home)}
        shippingAddress={home}
        settings={settings}
        onBack={vi.fn()}
        onDone={onDone}
      />,
    );
    const number = screen.getByRole('textbox', { name: /^Card Number/ }) as HTMLInputElement;
    await user.type(number, '401288888881881');
    expect(number.value).toBe('4012 8888 8881 881');
    // A digit left out in the middle goes in at the caret, which stays behind it.
    await user.type(number, '8', { initialSelectionStart: 7, initialSelectionEnd: 7 });
    expect(number.value).toBe('4012 8888 8888 1881');
    expect(number.selectionStart).toBe(8);
    const expiry = screen.getByRole('textbox', { name: /^Expiration/ }) as HTMLInputElement;
    await user.type(expiry, '12x30');
    expect(expiry.value).toBe('12/30');
    await user.type(screen.getByRole('textbox', { name: /^CVV/ }), '12a3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onDone.mock.calls[0]![0]).toMatchObject({
      cardNumber: '4012888888881881',
      expirationDate: '1230',
      cvv2: '123',
    });
  }, 30_000);

  it('groups an American Express number 4-6-5', async () => {
    const user = userEvent.setup();
    render(
      <PaymentStep
        initial={emptyPayment}
        shippingAddress={null}
        settings={settings}
        onBack={vi.fn()}
        onDone={vi.fn()}
      />,
    );
    const number = screen.getByRole('textbox', { name: /^Card Number/ }) as HTMLInputElement;
    await user.type(number, '378282246310005');
    expect(number.value).toBe('3782 822463 10005');
  }, 30_000);
});
