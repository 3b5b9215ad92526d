// @vitest-environment jsdom
import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page.ts';

afterEach(cleanup);

function Screen() {
  return <h1>Products</h1>;
}

/** A module whose load the test settles when it wants to. */
function deferredModule() {
  let settle: () => void = () => undefined;
  const loaded = new Promise<{ Screen: typeof Screen }>((resolve) => {
    settle = () => resolve({ Screen });
  });
  return { load: () => loaded, settle };
}

function renderPage(Page: ReturnType<typeof lazyPage>) {
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Page />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('draws a preloaded screen in its first render, without the Suspense fallback (decision 330)', async () => {
    const module = deferredModule();
    const Page = lazyPage(module.load, 'Screen');
    const preloaded = Page.preload();
    module.settle();
    await preloaded;

    renderPage(Page);

    // Synchronously: a fallback shown first would hold the screen back by React's 300 ms throttle.
    expect(screen.getByRole('heading', { name: 'Products' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows the fallback until a screen that was not loaded yet arrives', async () => {
    const module = deferredModule();
    const Page = lazyPage(module.load, 'Screen');

    renderPage(Page);
    expect(screen.getByText('Loading')).toBeTruthy();

    await act(async () => module.settle());
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeTruthy();
  });

  it('loads the module once for preload() and the render', async () => {
    let loads = 0;
    const Page = lazyPage(() => {
      loads += 1;
      return Promise.resolve({ Screen });
    }, 'Screen');
    void Page.preload();
    renderPage(Page);
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeTruthy();
    expect(loads).toBe(1);
  });
});
