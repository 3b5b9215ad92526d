import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component whose code is a chunk of its own, fetched on first use or earlier with preload(). */
export type LazyPart<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>;
  /** Whether the chunk has arrived: drawing the part now does not suspend. */
  isLoaded: () => boolean;
};

/**
 * A lazily loaded component: a route's screen (decision 180) or a part of one only some visits draw
 * (a layout of /products, decision 364). The module is asked for once: preload() (called for the
 * first address before the first render) and React's own load share it.
 */
export function lazyPart<M, K extends keyof M & string, P extends object = object>(
  load: () => Promise<M>,
  name: K,
): LazyPart<P> {
  let pending: Promise<M> | null = null;
  let loaded: M | null = null;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        // A failed fetch (a new release replaced the chunk, the network dropped) may be tried again.
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const component = lazy(() => {
    // Preloaded already (the first address's screens usually are, decision 310): a thenable that
    // settles at once, so React draws the screen in this render. A promise, even a settled one,
    // would make it show the Suspense fallback first, and React then holds the screen back until
    // 300 ms after that fallback appeared (its throttle for revealing content), decision 330.
    if (loaded) return settledModule({ default: loaded[name] as ComponentType<P> });
    return preload().then((module) => ({ default: module[name] as ComponentType<P> }));
  });
  return Object.assign(component, { preload, isLoaded: () => loaded !== null });
}

/**
 * A thenable that calls back synchronously: React.lazy reads a module it resolves this way in the
 * same render (it records the result from within `then`), without suspending.
 */
function settledModule<T>(value: T): Promise<T> {
  const thenable = { then: (resolve: (value: T) => unknown) => resolve(value) };
  return thenable as unknown as Promise<T>;
}
