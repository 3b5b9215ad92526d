// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints, type NotificationSettings, type NotificationSettingsUpdate } from '@provender/contract';
import { ApiSessionContext, type ApiSession } from '../../../components/api-client/api-session.ts';
import { NotifyContext, type NotificationRequest } from '../../../components/notifications/notification.ts';
import { endpointHandler, server } from '../../../testing/msw.ts';
import { NOTIFICATIONS_SAVED, NotificationsCard } from './notifications-card.tsx';

const api: ApiSession = { token: 'tok', customerKey: 1, shipMethod: null, onSessionEnded: vi.fn() };

afterEach(cleanup);

function renderCard(fail = false) {
  let saved: NotificationSettings = {
    kinds: [
      { kind: 'orderConfirmation', enabled: true },
      { kind: 'paymentReceipt', enabled: true },
    ],
  };
  const sent: NotificationSettingsUpdate[] = [];
  server.use(
    endpointHandler(endpoints.getNotificationSettings, () => saved),
    endpointHandler(endpoints.saveNotificationSettings, async ({ body }) => {
      const update = await body();
      sent.push(update);
      if (fail)
        return HttpResponse.json(
          { code: 'UNPROCESSABLE', message: 'Server busy', errors: ['Server busy'] },
          { status: 422 },
        ) as Response;
      saved = { kinds: saved.kinds.map((k) => ({ ...k, enabled: update[k.kind] ?? k.enabled })) };
      return saved;
    }),
  );
  const notices: NotificationRequest[] = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ApiSessionContext value={api}>
        <NotifyContext value={(n) => notices.push(n)}>
          <NotificationsCard />
        </NotifyContext>
      </ApiSessionContext>
    </QueryClientProvider>,
  );
  return { sent, notices, user: userEvent.setup() };
}

describe('NotificationsCard', () => {
  it('shows one switch per kind with its text and saves a change at once', async () => {
    const { sent, notices, user } = renderCard();
    const receipts = await screen.findByRole('switch', { name: /^Payment receipt/ });
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByText('When a payment is made on the account.')).toBeTruthy();
    expect((receipts as HTMLInputElement).checked).toBe(true);
    await user.click(receipts);
    await waitFor(() => expect(notices).toEqual([{ type: 'success', message: NOTIFICATIONS_SAVED }]));
    expect(sent).toEqual([{ paymentReceipt: false }]);
    expect((screen.getByRole('switch', { name: /^Payment receipt/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('turns a switch back and says why when the save fails', async () => {
    const { notices, user } = renderCard(true);
    await user.click(await screen.findByRole('switch', { name: /^Order confirmation/ }));
    await waitFor(() => expect(notices).toEqual([{ type: 'error', message: 'Server busy' }]));
    expect((screen.getByRole('switch', { name: /^Order confirmation/ }) as HTMLInputElement).checked).toBe(true);
  });
});
