// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiSessionContext, type ApiSession } from '../../../components/api-client/api-session.ts';
import { PunchoutTransferButton } from './punchout-transfer-button.tsx';

const api: ApiSession = { token: 'punchout-token', customerKey: 1, shipMethod: null, onSessionEnded: vi.fn() };

function renderButton() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ApiSessionContext value={api}>
        <PunchoutTransferButton />
      </ApiSessionContext>
    </QueryClientProvider>,
  );
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PunchoutTransferButton', () => {
  it('asks the server for the message and posts it to the buyer in the top window', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const fetchMock = vi.fn(async () => json(200, { protocol: 'cxml', postbackUrl: 'https://buyer.example/return', target: '_top', body: [{ name: 'cxml-urlencoded', value: '<cXML/>' }] }));
    vi.stubGlobal('fetch', fetchMock);
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith('/api/punchout/createmessage', expect.objectContaining({ method: 'POST' }));
    const form = document.querySelector('form');
    expect(form?.action).toBe('https://buyer.example/return');
    expect(form?.target).toBe('_top');
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the first error when the server refuses, and lets the buyer try again', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(409, { code: 'CONFLICT', message: 'Cola is no longer available.', errors: ['Cola is no longer available.'] })));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Cola is no longer available.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false);
    expect(document.querySelector('form')).toBeNull();
  });
});
