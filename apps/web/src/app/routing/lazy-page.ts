import { matchRoutes, type RouteObject } from 'react-router';

/** A route's screen: a lazily loaded part (components/lazy-part). */
export { lazyPart as lazyPage, type LazyPart as LazyPage } from '../../components/lazy-part/lazy-part.ts';

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
