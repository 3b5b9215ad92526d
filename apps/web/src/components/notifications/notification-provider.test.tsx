// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationProvider } from './notification-provider.tsx';
import { useNotify, type Notify } from './notification.ts';

afterEach(cleanup);

function renderWithNotify() {
  const holder: { notify: Notify | null } = { notify: null };
  function Capture() {
    holder.notify = useNotify();
    return null;
  }
  render(
    <MemoryRouter>
      <NotificationProvider>
        <Capture />
      </NotificationProvider>
    </MemoryRouter>,
  );
  return (message: string, type: 'error' | 'success') => act(() => holder.notify?.({ message, type }));
}

describe('NotificationProvider', () => {
  it('replaces the showing notification with a new one at once, so an older result never follows a newer one', async () => {
    const notify = renderWithNotify();
    await notify('Preferences not updated.', 'error');
    // The first notification waits for the snackbar's code (loaded on first use; on a busy machine the
    // test runner's first transform of it can take seconds); later ones do not.
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain(
      'Preferences not updated.',
    );
    await notify('Preferences updated.', 'success');
    expect(screen.getByRole('status').textContent).toContain('Preferences updated.');
    expect(screen.queryByText('Preferences not updated.')).toBeNull();
  });
});
