// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { UNSAFE_createMemoryHistory, unstable_HistoryRouter as HistoryRouter, useRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

afterEach(cleanup);

function Broken(): never {
  throw new Error('chunk failed to load');
}

function Routes() {
  return useRoutes([
    { path: '/broken', element: <Broken /> },
    { path: '/fine', element: <h1>Fine</h1> },
  ]);
}

describe('RouteErrorBoundary', () => {
  it('shows the error of a screen that throws, and draws the next address again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/broken'], v5Compat: true });
    render(
      <HistoryRouter history={history}>
        <RouteErrorBoundary>
          <Routes />
        </RouteErrorBoundary>
      </HistoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('chunk failed to load')).toBeTruthy();

    act(() => history.push('/fine'));
    expect(screen.getByRole('heading', { name: 'Fine' })).toBeTruthy();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
    vi.restoreAllMocks();
  });
});
