// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { endpoints, type CustomerListItem } from '@provender/contract';
import { delay } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiSessionContext, type ApiSession } from '../../../components/api-client/api-session.ts';
import { endpointHandler, errorAnswer, server } from '../../../testing/msw.ts';
import { getCustomerListQueryOptions } from '../api/get-customer-list.ts';
import { SelectCustomerPage } from './select-customer-page.tsx';

const api: ApiSession = { token: 'tok', customerKey: null, shipMethod: null, onSessionEnded: vi.fn() };
const customers: CustomerListItem[] = [
  { customerKey: 2, customerCode: 'C10002', name: 'Cedar Trattoria' },
  { customerKey: 6, customerCode: 'C10006', name: 'Iron Horse Steakhouse' },
  { customerKey: 1, customerCode: 'C10001', name: 'Riverside Bistro Group' },
];

const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  // jsdom has no layout: give the list's scroll area a height so the virtualizer renders rows.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
});
afterEach(cleanup);

function renderPage(list: CustomerListItem[] | 'pending' | 'fail') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const key = getCustomerListQueryOptions(api).queryKey;
  if (Array.isArray(list)) queryClient.setQueryData(key, list);
  // The list is in the cache (or pending): the refetch on mount never answers, or fails.
  server.use(
    endpointHandler(endpoints.getCustomerList, async () => {
      if (list === 'fail') return errorAnswer(500, 'INTERNAL', 'An unexpected error occurred');
      await delay('infinite');
      return [];
    }),
  );
  const onSelect = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <ApiSessionContext value={api}>
        <SelectCustomerPage onSelect={onSelect} />
      </ApiSessionContext>
    </QueryClientProvider>,
  );
  return { onSelect, search: screen.getByRole('searchbox', { name: 'Customers' }), user: userEvent.setup() };
}

const optionNames = () =>
  screen
    .queryAllByRole('option')
    .map((o) => within(o).getByText(/./, { selector: '.MuiListItemText-primary' }).textContent);

describe('SelectCustomerPage', () => {
  it('lists each customer with initials, name and customer code', () => {
    renderPage(customers);
    expect(screen.getByRole('heading', { name: 'Select Customer' })).toBeTruthy();
    const first = screen.getAllByRole('option')[0] as HTMLElement;
    expect(within(first).getByText('CT')).toBeTruthy();
    expect(within(first).getByText('Cedar Trattoria')).toBeTruthy();
    expect(within(first).getByText('Customer Code: C10002')).toBeTruthy();
  });

  it('filters by name or code and says when nothing matches', async () => {
    const { search, user } = renderPage(customers);
    await user.type(search, 'c10001');
    expect(optionNames()).toEqual(['Riverside Bistro Group']);
    await user.clear(search);
    await user.type(search, 'horse');
    expect(optionNames()).toEqual(['Iron Horse Steakhouse']);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('No customers.')).toBeTruthy();
  });

  it("shows 'Loading' first and 'No customers.' for an empty list", () => {
    renderPage('pending');
    expect(screen.getByText('Loading')).toBeTruthy();
    cleanup();
    renderPage([]);
    expect(screen.getByText('No customers.')).toBeTruthy();
  });

  it('shows a failure to load', async () => {
    renderPage('fail');
    expect(await screen.findByText('An unexpected error occurred')).toBeTruthy();
  });

  it('moves with Down, Tab, Up and Shift+Tab and picks with Enter', async () => {
    const { search, onSelect, user } = renderPage(customers);
    const selected = () => screen.getAllByRole('option').findIndex((o) => o.getAttribute('aria-selected') === 'true');
    expect(selected()).toBe(0);
    await user.click(search);
    await user.keyboard('{ArrowDown}{Tab}');
    expect(selected()).toBe(2);
    expect(search.getAttribute('aria-activedescendant')).toBe('customer-option-2');
    await user.keyboard('{ArrowUp}');
    expect(selected()).toBe(1);
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(selected()).toBe(0);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(customers[1]);
  });

  it('ignores a repeated Enter within 100 ms', () => {
    const { search, onSelect } = renderPage(customers);
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1000);
    fireEvent.keyDown(search, { key: 'Enter' });
    now.mockReturnValue(1060);
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledTimes(1);
    now.mockReturnValue(1200);
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledTimes(2);
    now.mockRestore();
  });

  it('picks with a click', () => {
    const { onSelect } = renderPage(customers);
    fireEvent.click(screen.getByText('Riverside Bistro Group'));
    expect(onSelect).toHaveBeenCalledWith(customers[2]);
  });
});
