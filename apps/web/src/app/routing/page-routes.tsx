import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { MenuKey } from '@provender/contract';
import type { LazyPage, PreloadHandle } from './lazy-page.ts';
import { MenuGate } from './menu-gate.tsx';
import { SignedInGate } from './signed-in-gate.tsx';

type PageRoute = Pick<RouteObject, 'element' | 'handle'> & { handle: PreloadHandle };

/** A route drawing a lazily loaded screen; its handle lets the first address preload it. */
export function page(Page: LazyPage<object>): PageRoute {
  return { element: <Page />, handle: { preload: Page.preload } };
}

/** A screen offered while the menu entries `keys` are open (outermost first), loaded lazily. */
export function gatedPage(key: MenuKey | readonly MenuKey[], Page: LazyPage<object>): PageRoute {
  const keys = typeof key === 'string' ? [key] : key;
  const element = keys.reduceRight<ReactNode>(
    (inner, menuKey) => <MenuGate menuKey={menuKey}>{inner}</MenuGate>,
    <Page />,
  );
  return { element, handle: { preload: Page.preload } };
}

/** A screen for any signed-in user, loaded lazily. */
export function signedInPage(Page: LazyPage<object>): PageRoute {
  return {
    element: (
      <SignedInGate>
        <Page />
      </SignedInGate>
    ),
    handle: { preload: Page.preload },
  };
}
