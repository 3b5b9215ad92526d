/**
 * What jsdom lacks for the whole app to render: media queries (answering as a wide screen, so the
 * permanent drawer keeps the menu visible to queries), ResizeObserver and a viewport height for
 * the virtualized lists.
 */
export function installBrowserStubs(): void {
  window.matchMedia = (query: string) =>
    ({
      matches: /min-width:\s*1200px/.test(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
}
