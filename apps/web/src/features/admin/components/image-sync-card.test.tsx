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

  it('says what to do when there was nothing to import (a new, empty image folder; issue 36)', async () => {
    const hint =
      "No pictures to import yet: copy the product pictures into the server's image folder, then sync again.";
    const { notify } = renderCard({
      isSuccess: true,
      message: 'Request to sync images successful',
      imported: 0,
      unchanged: 0,
      failed: [],
      hint,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sync Images' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(`0 images imported, 0 unchanged. ${hint}`);
    expect(status.className).toContain('Info');
    expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Request to sync images successful' });
  });

  it('reports an image folder the server cannot use as an error, with its message', async () => {
    const message = "The server's image folder (the IMAGE_SOURCE_DIR setting) cannot be created or read.";
    const { notify } = renderCard({ isSuccess: false, message, imported: 0, unchanged: 0, failed: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Sync Images' }));
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'error', message }));
  });
});
