// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints, type EndpointOutput } from '@provender/contract';
import { ApiSessionContext, type ApiSession } from '../../../components/api-client/api-session.ts';
import { NotifyContext } from '../../../components/notifications/notification.ts';
import { endpointHandler, server } from '../../../testing/msw.ts';
import { ImageSyncCard } from './image-sync-card.tsx';

const api: ApiSession = { token: 'admin-token', customerKey: null, shipMethod: null, onSessionEnded: vi.fn() };

afterEach(cleanup);

function renderCard(answer: EndpointOutput<typeof endpoints.requestImageSync>) {
  const requests: Request[] = [];
  server.use(
    endpointHandler(endpoints.requestImageSync, ({ request }) => {
      requests.push(request);
      return answer;
    }),
  );
  const notify = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ApiSessionContext value={api}>
        <NotifyContext value={notify}>
          <ImageSyncCard />
        </NotifyContext>
      </ApiSessionContext>
    </QueryClientProvider>,
  );
  return { requests, notify };
}

describe('ImageSyncCard', () => {
  it('requests the sync as the administrator and says so in the spec words, with what was imported', async () => {
    const { requests, notify } = renderCard({
      isSuccess: true,
      message: 'Request to sync images successful',
      imported: 3,
      unchanged: 1,
      failed: [],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sync Images' }));
    expect(await screen.findByText('3 images imported, 1 unchanged.')).toBeTruthy();
    expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Request to sync images successful' });
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/api/admin/requestImageSync']);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer admin-token');
  });

  it('lists the files it could not import', async () => {
    renderCard({
      isSuccess: false,
      message: 'Request to sync images successful',
      imported: 1,
      unchanged: 0,
      failed: ['broken.jpg'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sync Images' }));
    expect(await screen.findByText(/Not imported: broken\.jpg\./)).toBeTruthy();
  });

  it('reports a missing source folder as an error', async () => {
    const { notify } = renderCard({
      isSuccess: false,
      message: 'The image source folder was not found.',
      imported: 0,
      unchanged: 0,
      failed: [],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sync Images' }));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'The image source folder was not found.' }),
    );
  });
});
