// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { UNSAFE_createMemoryHistory, useRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints, landingMessages, type LandingLayout } from '@provender/contract';
import { ApiSessionContext, type ApiSession } from '../../../../components/api-client/api-session.ts';
import { createBlockingHistory } from '../../../../components/blocking-history/blocking-history.ts';
import { BlockingRouter } from '../../../../components/blocking-history/blocking-router.tsx';
import { NotifyContext, type NotificationRequest } from '../../../../components/notifications/notification.ts';
import { endpointHandler, server } from '../../../../testing/msw.ts';
import { LandingEditorPage } from './landing-editor-page.tsx';

const api: ApiSession = { token: 'tok', customerKey: 1, shipMethod: null, onSessionEnded: vi.fn() };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Routes({ layout }: { layout: LandingLayout }) {
  return useRoutes([
    { path: '/admin', element: <h1>Admin</h1> },
    { path: '/admin/landing', element: <LandingEditorPage layout={layout} renderProducts={() => null} /> },
  ]);
}

/** The editor at /admin/landing on the app's router (decision 360), reached from /admin. */
function renderEditor(layout: LandingLayout = { title: 'Welcome', cards: [] }) {
  const saved: LandingLayout[] = [];
  server.use(
    endpointHandler(endpoints.saveLanding, async ({ body }) => {
      const sent = await body();
      saved.push(sent);
      return sent;
    }),
    endpointHandler(endpoints.getLanding, () => saved.at(-1) ?? layout),
  );
  const history = createBlockingHistory(
    UNSAFE_createMemoryHistory({ initialEntries: ['/admin', '/admin/landing'], initialIndex: 1, v5Compat: true }),
  );
  const notices: NotificationRequest[] = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ApiSessionContext value={api}>
        <NotifyContext value={(n) => notices.push(n)}>
          <BlockingRouter history={history}>
            <Routes layout={layout} />
          </BlockingRouter>
        </NotifyContext>
      </ApiSessionContext>
    </QueryClientProvider>,
  );
  return { history, notices, saved };
}

describe('LandingEditorPage', () => {
  it('shows a new card as an empty card that says how to fill it, and its button opens the card editor', async () => {
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add Card' }));
    const card = screen.getByRole('region', { name: 'Card 1' });
    expect(within(card).getByText('Empty card')).toBeTruthy();
    expect(within(card).getByText(/Give it a heading and content/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Fill card 1' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Card' })).toBeTruthy();
  });

  it('after a successful save says so and goes to /admin without asking about unsaved changes', async () => {
    const { history, notices, saved } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add Card' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeTruthy();
    expect(history.location.pathname).toBe('/admin');
    expect(screen.queryByText(landingMessages.leave)).toBeNull();
    expect(notices).toEqual([{ message: landingMessages.saved, type: 'success' }]);
    expect(saved).toHaveLength(1);
  });

  it('leaves unasked even when a zero-delay timer runs before React draws the saved state', async () => {
    // A busy browser may run a due timer before React's render task: leaving must not depend on that order.
    const { history } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add Card' }));
    const realSetTimeout = window.setTimeout.bind(window);
    vi.spyOn(window, 'setTimeout').mockImplementation(((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
      if (!delay && typeof handler === 'function') {
        (handler as (...a: unknown[]) => void)(...args);
        return 0;
      }
      return realSetTimeout(handler, delay, ...args);
    }) as typeof window.setTimeout);
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin'));
    expect(screen.queryByText(landingMessages.leave)).toBeNull();
  });

  it('still asks before leaving with unsaved changes', async () => {
    const { history } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add Card' }));
    history.push('/admin');
    expect(await screen.findByText(landingMessages.leave)).toBeTruthy();
    expect(history.location.pathname).toBe('/admin/landing');
  });
});
