// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhoneField } from './phone-field.tsx';

afterEach(cleanup);

/** The field as the forms use it: the value lives in the form, every change goes back into it. */
function Form({ initial = '', onValue = () => {} }: { initial?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <PhoneField
      label="Phone"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

const input = () => screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement;

describe('PhoneField', () => {
  it('masks the digits as they are typed: (###) ###-#### ######', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Form onValue={onValue} />);
    await user.type(input(), '6');
    expect(input().value).toBe('(6');
    await user.type(input(), '175');
    expect(input().value).toBe('(617) 5');
    await user.type(input(), '5501341234567');
    // Six digits of extension at most; the form receives what the field shows.
    expect(input().value).toBe('(617) 555-0134 123456');
    expect(onValue).toHaveBeenLastCalledWith('(617) 555-0134 123456');
  });

  it('keeps the caret where the user types in the middle of the number', async () => {
    const user = userEvent.setup();
    render(<Form initial="(617) 555-0134" />);
    // Change the area code 617 to 627: select the 1 and type over it.
    await user.type(input(), '2', { initialSelectionStart: 2, initialSelectionEnd: 3 });
    expect(input().value).toBe('(627) 555-0134');
    expect(input().selectionStart).toBe(3);
    // Typing on goes on at the caret, not at the end of the number.
    await user.keyboard('{Backspace}9');
    expect(input().value).toBe('(697) 555-0134');
    expect(input().selectionStart).toBe(3);
  });

  it('inserts a digit in the middle and moves the rest along', async () => {
    const user = userEvent.setup();
    render(<Form initial="(617) 555-013" />);
    await user.type(input(), '9', { initialSelectionStart: 7, initialSelectionEnd: 7 });
    expect(input().value).toBe('(617) 595-5013');
    expect(input().selectionStart).toBe(8);
  });

  it('refuses letters', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(input(), '61a7b');
    expect(input().value).toBe('(617) ');
  });

  it('shows a number stored as digits masked without changing the form', () => {
    const onValue = vi.fn();
    render(<Form initial="6175550134" onValue={onValue} />);
    expect(input().value).toBe('(617) 555-0134');
    expect(onValue).not.toHaveBeenCalled();
  });
});
