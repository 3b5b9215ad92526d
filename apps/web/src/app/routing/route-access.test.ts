import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '@provender/contract';
import type { SessionStatus } from '../session/session-machine.ts';
import { forcedRedirect, menuRouteDecision } from './route-access.ts';

const entry = (flags: Partial<MenuEntry>): MenuEntry => ({
  id: 1,
  key: 'ViewProducts',
  isVisible: true,
  isLocked: false,
  logEntry: false,
  ...flags,
});

describe('menuRouteDecision', () => {
  it('offers a visible, unlocked entry', () => {
    expect(menuRouteDecision(entry({}), 'customer')).toBe('allow');
    expect(menuRouteDecision(entry({}), 'public')).toBe('allow');
  });

  it('sends signed-in users home from hidden, locked or missing entries', () => {
    expect(menuRouteDecision(entry({ isVisible: false }), 'customer')).toBe('redirect-home');
    expect(menuRouteDecision(entry({ isLocked: true }), 'salesperson')).toBe('redirect-home');
    expect(menuRouteDecision(undefined, 'consumer')).toBe('redirect-home');
  });

  it('sends signed-out visitors to the login page', () => {
    expect(menuRouteDecision(entry({ isVisible: false }), 'public')).toBe('redirect-login');
    expect(menuRouteDecision(entry({ isLocked: true }), 'public')).toBe('redirect-login');
    expect(menuRouteDecision(undefined, 'public')).toBe('redirect-login');
  });
});

const session = (status: SessionStatus, reason: string | null = null, redirectToLogin = false) => ({
  status,
  reason,
  redirectToLogin,
});

describe('forcedRedirect', () => {
  it('takes a signed-out user to the login page once after a logout', () => {
    expect(forcedRedirect(session('unauthorized', null, true), '/products')).toEqual({ to: '/login', replace: true });
    expect(forcedRedirect(session('unauthorized', null, true), '/login')).toBeNull();
  });

  it('forces the selection screens with a history entry of their own', () => {
    expect(forcedRedirect(session('select-customer'), '/products')).toEqual({ to: '/select-customer', replace: false });
    expect(forcedRedirect(session('select-shipmethod'), '/login')).toEqual({
      to: '/select-shipmethod',
      replace: false,
    });
    expect(forcedRedirect(session('select-customer'), '/select-customer')).toBeNull();
  });

  it("sends a signed-out user whose reason says 'not authorized' to Access Denied", () => {
    const reason = 'Your account is not authorized to use this site any more.';
    expect(forcedRedirect(session('unauthorized', reason), '/login')).toEqual({ to: '/accessdenied', replace: true });
    expect(forcedRedirect(session('authorizing', reason), '/')).toEqual({ to: '/accessdenied', replace: true });
    expect(forcedRedirect(session('unauthorized', reason), '/accessdenied')).toBeNull();
  });

  it('leaves other states and reasons alone', () => {
    expect(forcedRedirect(session('unauthorized', 'Your session expired - Please sign in again'), '/login')).toBeNull();
    expect(forcedRedirect(session('ready'), '/products')).toBeNull();
  });
});
