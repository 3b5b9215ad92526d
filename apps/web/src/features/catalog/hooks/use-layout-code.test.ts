// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLayoutCode } from './use-layout-code.ts';

afterEach(cleanup);

/** A lazy part whose chunk arrives when `arrive` is called. */
function fakePart() {
  let loaded = false;
  let arrive: () => void = () => undefined;
  const pending = new Promise<void>((resolve) => {
    arrive = () => {
      loaded = true;
      resolve();
    };
  });
  return { isLoaded: () => loaded, preload: () => pending, arrive: () => arrive() };
}

describe('useLayoutCode', () => {
  it('answers false until the layout code arrives, then true', async () => {
    const part = fakePart();
    const parts = [part];
    const { result } = renderHook(() => useLayoutCode(parts, true));
    expect(result.current).toBe(false);
    await act(async () => part.arrive());
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('draws again when the code arrives between the render that missed it and the effect', async () => {
    // The warm-up's preload lands after the render read isLoaded() and before the effect runs:
    // the first read answers false, every later one true.
    let reads = 0;
    const part = {
      isLoaded: () => ++reads > 1,
      preload: () => Promise.resolve(),
    };
    const parts = [part];
    const { result } = renderHook(() => useLayoutCode(parts, true));
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('asks for nothing while the layout is not known', () => {
    let asked = 0;
    const parts = [{ isLoaded: () => false, preload: () => (asked++, new Promise<void>(() => undefined)) }];
    const { result } = renderHook(() => useLayoutCode(parts, false));
    expect(result.current).toBe(false);
    expect(asked).toBe(0);
  });
});
