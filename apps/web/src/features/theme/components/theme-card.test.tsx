// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultThemeColors, endpoints } from '@provender/contract';
import { ApiSessionContext, anonymousApiSession } from '../../../components/api-client/api-session.ts';
import { endpointHandler, server } from '../../../testing/msw.ts';
import { ThemeCard } from './theme-card.tsx';

beforeAll(() => {
  // The light colour scheme is preferred.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as never;
});
afterEach(cleanup);

function renderCard() {
  server.use(endpointHandler(endpoints.getTheme, () => ({ ...defaultThemeColors, hasUserTheme: false })));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ApiSessionContext value={{ ...anonymousApiSession, token: 'customer-token', customerKey: 1 }}>
        <ThemeCard />
      </ApiSessionContext>
    </QueryClientProvider>,
  );
}

describe('Theme card (issue 36)', () => {
  it("starts on the spec's teal and pink and finds nothing hard to read in them", async () => {
    renderCard();
    const card = await screen.findByRole('region', { name: 'Theme' });
    expect((await within(card).findByRole('textbox', { name: 'Primary Color' })).getAttribute('value')).toBe('#008080');
    expect(within(card).getByRole('textbox', { name: 'Secondary Color' }).getAttribute('value')).toBe('#f50057');
    expect(card.textContent).not.toContain('Low contrast');
    expect(card.textContent).not.toContain('Some text may be hard to read with these colours.');
    expect(within(card).queryByRole('alert')).toBeNull();
    // The teal is checked as text, the pink as the cart badge's fill.
    expect(card.textContent).toContain('Contrast 4.6:1 on the light background');
    expect(card.textContent).toContain('Contrast 4.0:1 on the light background');
  });

  it('still warns about a secondary colour too faint even for a badge', async () => {
    renderCard();
    const card = await screen.findByRole('region', { name: 'Theme' });
    const secondary = await within(card).findByRole('textbox', { name: 'Secondary Color' });
    const user = userEvent.setup();
    await user.clear(secondary);
    await user.type(secondary, '#f8bbd0');
    expect((await within(card).findByRole('alert')).textContent).toContain(
      'Low contrast: 1.5:1 on the light background (at least 3:1 is needed)',
    );
    expect(card.textContent).toContain('Some text may be hard to read with these colours.');
  });
});
