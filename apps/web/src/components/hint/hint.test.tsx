// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Hint, HINT_ENTER_MS, HINT_TOUCH_LEAVE_MS, HINT_TOUCH_MS, placeHint } from './hint.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Control({ onClick = () => {} }: { onClick?: () => void }) {
  return (
    <Hint title="Add to cart">
      <button type="button" aria-label="Add Chicken Breast to cart" onClick={onClick}>
        +
      </button>
    </Hint>
  );
}

describe('Hint', () => {
  it('shows its title 100 ms after the pointer arrives and hides it when the pointer leaves', () => {
    vi.useFakeTimers();
    render(<Control />);
    const button = screen.getByRole('button', { name: 'Add Chicken Breast to cart' });
    fireEvent.mouseEnter(button);
    act(() => vi.advanceTimersByTime(HINT_ENTER_MS - 1));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip').textContent).toBe('Add to cart');
    fireEvent.mouseLeave(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('keeps the very element the buyer presses: the first click after a hover reaches the control', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Control onClick={onClick} />);
    const before = screen.getByRole('button', { name: 'Add Chicken Breast to cart' });
    await user.hover(before);
    await screen.findByRole('tooltip');
    expect(screen.getByRole('button', { name: 'Add Chicken Breast to cart' })).toBe(before);
    await user.click(before);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('names a control that has no name of its own, and leaves an existing name alone', () => {
    render(
      <>
        <Hint title="Make primary">
          <span>
            <button type="button" disabled>
              *
            </button>
          </span>
        </Hint>
        <Control />
      </>,
    );
    expect(screen.getByLabelText('Make primary').tagName).toBe('SPAN');
    expect(screen.queryByLabelText('Add to cart')).toBeNull();
    expect(screen.getByLabelText('Add Chicken Breast to cart').tagName).toBe('BUTTON');
  });

  it('opens on keyboard focus and closes on Escape and on blur', async () => {
    const user = userEvent.setup();
    render(<Control />);
    await user.tab();
    expect(screen.getByRole('tooltip').textContent).toBe('Add to cart');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens on a long press only, and the mouse events after a tap do not open it', () => {
    vi.useFakeTimers();
    render(<Control />);
    const button = screen.getByRole('button', { name: 'Add Chicken Breast to cart' });
    // A tap: touch, then the mouse events browsers make up.
    fireEvent.touchStart(button);
    fireEvent.touchEnd(button);
    fireEvent.mouseEnter(button);
    act(() => vi.advanceTimersByTime(HINT_TOUCH_MS));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(HINT_TOUCH_LEAVE_MS));
    // A long press.
    fireEvent.touchStart(button);
    act(() => vi.advanceTimersByTime(HINT_TOUCH_MS));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.touchEnd(button);
    act(() => vi.advanceTimersByTime(HINT_TOUCH_LEAVE_MS));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('runs the control’s own handlers as well', () => {
    const onMouseEnter = vi.fn();
    render(
      <Hint title="Edit">
        <button type="button" onMouseEnter={onMouseEnter}>
          e
        </button>
      </Hint>,
    );
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Edit' }));
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
  });
});

describe('placeHint', () => {
  const view = { width: 400, height: 800 };
  const rect = (left: number, top: number, width = 40, height = 40) =>
    ({ left, top, width, height, right: left + width, bottom: top + height }) as DOMRect;

  it('centres the bubble 14 px below the control', () => {
    expect(placeHint(rect(180, 100), { width: 80, height: 24 }, view)).toEqual({ left: 160, top: 154 });
  });

  it('keeps it 8 px inside the window at either edge', () => {
    expect(placeHint(rect(0, 100), { width: 80, height: 24 }, view).left).toBe(8);
    expect(placeHint(rect(370, 100), { width: 80, height: 24 }, view).left).toBe(312);
  });

  it('puts it above the control when there is no room below', () => {
    expect(placeHint(rect(180, 750), { width: 80, height: 24 }, view).top).toBe(750 - 14 - 24);
  });
});
