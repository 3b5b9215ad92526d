// @vitest-environment jsdom
import IconButton from '@mui/material/IconButton';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);
// Each test starts before the Tooltip's code has been loaded.
beforeEach(() => {
  vi.resetModules();
});

async function renderControls() {
  const { LazyTooltip } = await import('./lazy-tooltip.tsx');
  render(
    <>
      <button type="button">Before</button>
      <LazyTooltip title="Add to cart">
        <IconButton aria-label="Add Apples to cart">+</IconButton>
      </LazyTooltip>
    </>,
  );
  return () => screen.getByRole('button', { name: 'Add Apples to cart' });
}

describe('LazyTooltip', () => {
  it('shows the tooltip when the pointer rests on the control, which keeps its own name', async () => {
    const user = userEvent.setup();
    const control = await renderControls();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(control());
    expect((await screen.findByRole('tooltip')).textContent).toBe('Add to cart');
    expect(control()).toBeTruthy();
    fireEvent.mouseLeave(control());
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('keeps the keyboard focus on the control when it is drawn again with the tooltip', async () => {
    const user = userEvent.setup();
    const control = await renderControls();
    const first = control();
    await user.tab();
    await user.tab();
    // Drawn again inside the Tooltip once its code has arrived, with the focus still on it.
    await waitFor(() => expect(control()).not.toBe(first));
    expect(first.isConnected).toBe(false);
    expect(document.activeElement).toBe(control());
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Before' }));
  });
});
