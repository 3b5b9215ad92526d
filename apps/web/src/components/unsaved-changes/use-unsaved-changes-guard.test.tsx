// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, UNSAFE_createMemoryHistory, useRoutes } from 'react-router';
import { createBlockingHistory } from '../blocking-history/blocking-history.ts';
import { BlockingRouter } from '../blocking-history/blocking-router.tsx';
import { afterEach, describe, expect, it } from 'vitest';
import { UnsavedChangesDialog } from './unsaved-changes-dialog.tsx';
import { UNSAVED_CHANGES_MESSAGE } from './unsaved-changes.ts';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.ts';

afterEach(cleanup);

function Editor({ dirty }: { dirty: boolean }) {
  const blocker = useUnsavedChangesGuard(dirty);
  return (
    <>
      <h1>Editor</h1>
      <Link to="/elsewhere">Leave the editor</Link>
      <Link to="/editor#section=2">Same view</Link>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}

function Routes({ dirty }: { dirty: boolean }) {
  return useRoutes([
    { path: '/editor', element: <Editor dirty={dirty} /> },
    { path: '/elsewhere', element: <h1>Elsewhere</h1> },
  ]);
}

/** The editor on the app's router (BlockingRouter), reached from /elsewhere so there is a back step. */
function renderEditor(dirty: boolean) {
  const history = createBlockingHistory(
    UNSAFE_createMemoryHistory({ initialEntries: ['/elsewhere', '/editor'], initialIndex: 1, v5Compat: true }),
  );
  render(
    <BlockingRouter history={history}>
      <Routes dirty={dirty} />
    </BlockingRouter>,
  );
  return history;
}

describe('useUnsavedChangesGuard', () => {
  it('lets navigation through when nothing is unsaved', () => {
    renderEditor(false);
    fireEvent.click(screen.getByText('Leave the editor'));
    expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
  });

  it('asks before leaving with unsaved data; Stay keeps the view', async () => {
    const history = renderEditor(true);
    fireEvent.click(screen.getByText('Leave the editor'));
    expect((await screen.findByRole('dialog')).textContent).toContain(UNSAVED_CHANGES_MESSAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(history.location.pathname).toBe('/editor');
  });

  it('goes ahead when the user chooses Leave', async () => {
    const history = renderEditor(true);
    fireEvent.click(screen.getByText('Leave the editor'));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
    expect(history.location.pathname).toBe('/elsewhere');
  });

  it('asks before going back to another view; Stay keeps the view, Leave goes back', async () => {
    const history = renderEditor(true);
    act(() => history.go(-1));
    expect((await screen.findByRole('dialog')).textContent).toContain(UNSAVED_CHANGES_MESSAGE);
    expect(history.location.pathname).toBe('/editor');
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(await screen.findByRole('heading', { name: 'Editor' })).toBeTruthy();
    expect(history.location.pathname).toBe('/editor');

    act(() => history.go(-1));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
    expect(history.location.pathname).toBe('/elsewhere');
  });

  it('does not ask for a hash change within the same view', () => {
    const history = renderEditor(true);
    fireEvent.click(screen.getByText('Same view'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(history.location.hash).toBe('#section=2');
  });

  it('asks the browser to warn before unloading only while dirty', () => {
    renderEditor(true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    cleanup();
    renderEditor(false);
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
  });
});
