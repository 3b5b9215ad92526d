import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** A page whose code is a chunk of its own, fetched on first use or earlier with preload(). */
export type LazyPage<P extends object> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };

/**
 * One route's screen as a lazily loaded component (decision 180). The module is asked for once:
 * preload() (called for the first address before the first render) and React's own load share it.
 */
export function lazyPage<M, K extends keyof M & string, P extends object = object>(
  load: () => Promise<M>,
  name: K,
): LazyPage<P> {
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
  return Object.assign(component, { preload });
}

/**
 * A thenable that calls back synchronously: React.lazy reads a module it resolves this way in the
 * same render (it records the result from within `then`), without suspending.
 */
function settledModule<T>(value: T): Promise<T> {
  const thenable = { then: (resolve: (value: T) => unknown) => resolve(value) };
  return thenable as unknown as Promise<T>;
}

/** What a route carries for preloading: the lazy screens its element draws. */
export interface PreloadHandle {
  preload: () => Promise<unknown>;
}

/**
 * Starts loading the screens of the routes that match `pathname`, so their chunks arrive while
 * the session and the menu are still being checked instead of after them.
 */
export function preloadRoutes(routes: RouteObject[], pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const handle = match.route.handle as Partial<PreloadHandle> | undefined;
    void handle?.preload?.().catch(() => undefined);
  }
}

/** Loads every lazily loaded screen of the table (tests do, so a first visit does not wait for a transform). */
export async function preloadEveryRoute(routes: readonly RouteObject[]): Promise<void> {
  const loads: Promise<unknown>[] = [];
  const visit = (list: readonly RouteObject[]) => {
    for (const route of list) {
      const handle = route.handle as Partial<PreloadHandle> | undefined;
      if (handle?.preload) loads.push(handle.preload());
      if (route.children) visit(route.children);
    }
  };
  visit(routes);
  await Promise.all(loads);
}
