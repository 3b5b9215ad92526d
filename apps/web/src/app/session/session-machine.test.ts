import { describe, expect, it } from 'vitest';
import type { User } from '@provender/contract';
import {
  deriveUserType,
  initialSessionState,
  sessionReducer,
  statusAfterConfiguring,
  type SessionEvent,
  type SessionState,
  type SessionStatus,
} from './session-machine.ts';

const customerUser: User = {
  username: 'demo.customer',
  name: 'Casey Customer',
  email: null,
  isSalesperson: false,
  isAdmin: false,
  userType: 'customer',
  sessionType: 'normal',
};
const salesUser: User = { ...customerUser, username: 'demo.sales', isSalesperson: true, userType: 'salesperson' };
const consumerUser: User = {
  ...customerUser,
  username: 'c@example.com',
  userType: 'consumer',
  sessionType: 'consumer',
};

const inState = (status: SessionStatus, extra: Partial<SessionState> = {}): SessionState => ({
  ...initialSessionState,
  status,
  ...extra,
});
const signedIn = (status: SessionStatus, user: User, extra: Partial<SessionState> = {}) =>
  inState(status, { token: 'tok', user, ...extra });

const allStatuses: SessionStatus[] = [
  'initial',
  'hydrating',
  'validating',
  'configuring',
  'unauthorized',
  'authorizing',
  'select-customer',
  'select-shipmethod',
  'ready',
];

/** Every state in which `event` must be ignored, i.e. all but the listed ones. */
function expectIgnoredOutside(event: SessionEvent, handled: SessionStatus[]) {
  for (const status of allStatuses.filter((s) => !handled.includes(s))) {
    const state = signedIn(status, salesUser, { customerKey: status === 'ready' ? 7 : null });
    expect(sessionReducer(state, event), `${event.type} in ${status}`).toBe(state);
  }
}

describe('session state machine', () => {
  it('starts in initial and moves to hydrating on START', () => {
    expect(initialSessionState.status).toBe('initial');
    expect(sessionReducer(initialSessionState, { type: 'START' }).status).toBe('hydrating');
    expectIgnoredOutside({ type: 'START' }, ['initial']);
  });

  describe('HYDRATED', () => {
    it('validates a stored token, keeping the stored customer key and ship method', () => {
      const next = sessionReducer(inState('hydrating'), {
        type: 'HYDRATED',
        stored: { token: 'tok', customerKey: 12, shipMethod: 'pickup' },
      });
      expect(next).toMatchObject({
        status: 'validating',
        token: 'tok',
        customerKey: 12,
        shipMethod: 'pickup',
        reason: null,
      });
    });

    it('is unauthorized without a token, and drops a stray customer key', () => {
      const next = sessionReducer(inState('hydrating'), {
        type: 'HYDRATED',
        stored: { token: null, customerKey: 12, shipMethod: 'delivery' },
      });
      expect(next).toEqual({ ...initialSessionState, status: 'unauthorized' });
    });

    it('is ignored outside hydrating', () => {
      expectIgnoredOutside({ type: 'HYDRATED', stored: { token: 'x', customerKey: null, shipMethod: null } }, [
        'hydrating',
      ]);
    });
  });

  describe('signing in', () => {
    it('SIGN_IN moves unauthorized to authorizing and clears the old reason', () => {
      const next = sessionReducer(inState('unauthorized', { reason: 'Unknown user or invalid password' }), {
        type: 'SIGN_IN',
      });
      expect(next).toMatchObject({ status: 'authorizing', reason: null });
      expectIgnoredOutside({ type: 'SIGN_IN' }, ['unauthorized']);
    });

    it('SIGN_IN_SUCCEEDED stores the token and validates it, with no customer or ship method yet', () => {
      const next = sessionReducer(inState('authorizing'), { type: 'SIGN_IN_SUCCEEDED', token: 'new' });
      expect(next).toEqual({ ...initialSessionState, status: 'validating', token: 'new' });
      expectIgnoredOutside({ type: 'SIGN_IN_SUCCEEDED', token: 'x' }, ['authorizing']);
    });

    it('SIGN_IN_FAILED returns to unauthorized with the message as reason', () => {
      const next = sessionReducer(inState('authorizing'), {
        type: 'SIGN_IN_FAILED',
        reason: 'Too many login attempts, please try again later',
      });
      expect(next).toEqual({
        ...initialSessionState,
        status: 'unauthorized',
        reason: 'Too many login attempts, please try again later',
      });
      expectIgnoredOutside({ type: 'SIGN_IN_FAILED', reason: 'x' }, ['authorizing']);
    });
  });

  describe('VALIDATED', () => {
    it('keeps the user and moves on to configuring', () => {
      const next = sessionReducer(inState('validating', { token: 'tok' }), { type: 'VALIDATED', user: customerUser });
      expect(next).toMatchObject({ status: 'configuring', user: customerUser, token: 'tok' });
      expectIgnoredOutside({ type: 'VALIDATED', user: customerUser }, ['validating']);
    });
  });

  describe('CONFIGURED', () => {
    it('sends a salesperson without a customer to select-customer', () => {
      const next = sessionReducer(signedIn('configuring', salesUser), { type: 'CONFIGURED', customerKey: null });
      expect(next).toMatchObject({ status: 'select-customer', customerKey: null });
    });

    it('lets a salesperson with a (still assigned) stored customer straight in', () => {
      const next = sessionReducer(signedIn('configuring', salesUser, { customerKey: 7 }), {
        type: 'CONFIGURED',
        customerKey: 7,
      });
      expect(next).toMatchObject({ status: 'ready', customerKey: 7 });
    });

    it('sends a consumer (customer key 0) without a ship method to select-shipmethod', () => {
      const next = sessionReducer(signedIn('configuring', consumerUser), { type: 'CONFIGURED', customerKey: 0 });
      expect(next).toMatchObject({ status: 'select-shipmethod', customerKey: 0 });
    });

    it('lets a consumer with a stored ship method straight in', () => {
      const next = sessionReducer(signedIn('configuring', consumerUser, { shipMethod: 'delivery' }), {
        type: 'CONFIGURED',
        customerKey: 0,
      });
      expect(next).toMatchObject({ status: 'ready', customerKey: 0, shipMethod: 'delivery' });
    });

    it('lets a customer user in with their own customer key', () => {
      const next = sessionReducer(signedIn('configuring', customerUser), { type: 'CONFIGURED', customerKey: 3 });
      expect(next).toMatchObject({ status: 'ready', customerKey: 3 });
    });

    it('is ignored before a user is known or outside configuring', () => {
      const noUser = inState('configuring', { token: 'tok' });
      expect(sessionReducer(noUser, { type: 'CONFIGURED', customerKey: 3 })).toBe(noUser);
      expectIgnoredOutside({ type: 'CONFIGURED', customerKey: 3 }, ['configuring']);
    });
  });

  describe('a failed check that keeps the session', () => {
    const stored = { token: 'tok', customerKey: 7, shipMethod: 'delivery' } as const;

    it('CHECK_FAILED stays in validating or configuring with the message, keeping token, customer and ship method', () => {
      for (const status of ['validating', 'configuring'] as const) {
        const state = signedIn(status, salesUser, stored);
        const next = sessionReducer(state, {
          type: 'CHECK_FAILED',
          message: 'The server did not respond. Please refresh and try again.',
        });
        expect(next).toEqual({ ...state, checkError: 'The server did not respond. Please refresh and try again.' });
      }
      expectIgnoredOutside({ type: 'CHECK_FAILED', message: 'x' }, ['validating', 'configuring']);
    });

    it('CHECK_RETRIED clears the message so the check runs again, and only after a failure', () => {
      const failed = signedIn('validating', salesUser, {
        ...stored,
        checkError: 'Request could not be completed at this time',
      });
      expect(sessionReducer(failed, { type: 'CHECK_RETRIED' })).toEqual({ ...failed, checkError: null });
      const checking = signedIn('configuring', salesUser, stored);
      expect(sessionReducer(checking, { type: 'CHECK_RETRIED' })).toBe(checking);
      expectIgnoredOutside({ type: 'CHECK_RETRIED' }, ['validating', 'configuring']);
    });

    it('Logout from the failure clears the stored session like any other', () => {
      const failed = signedIn('configuring', salesUser, { ...stored, checkError: 'An unexpected error occurred' });
      expect(sessionReducer(failed, { type: 'LOGGED_OUT' })).toMatchObject({
        status: 'unauthorized',
        token: null,
        customerKey: null,
        shipMethod: null,
        checkError: null,
      });
    });
  });

  describe('choosing', () => {
    it('CUSTOMER_SELECTED opens the app for the chosen customer', () => {
      const next = sessionReducer(signedIn('select-customer', salesUser), {
        type: 'CUSTOMER_SELECTED',
        customerKey: 9,
      });
      expect(next).toMatchObject({ status: 'ready', customerKey: 9 });
    });

    it('CUSTOMER_SELECTED ignores key 0 and other states', () => {
      const state = signedIn('select-customer', salesUser);
      expect(sessionReducer(state, { type: 'CUSTOMER_SELECTED', customerKey: 0 })).toBe(state);
      expectIgnoredOutside({ type: 'CUSTOMER_SELECTED', customerKey: 9 }, ['select-customer']);
    });

    it('SHIP_METHOD_SELECTED opens the app with the chosen method', () => {
      const next = sessionReducer(signedIn('select-shipmethod', consumerUser, { customerKey: 0 }), {
        type: 'SHIP_METHOD_SELECTED',
        shipMethod: 'pickup',
      });
      expect(next).toMatchObject({ status: 'ready', shipMethod: 'pickup', customerKey: 0 });
      expectIgnoredOutside({ type: 'SHIP_METHOD_SELECTED', shipMethod: 'pickup' }, ['select-shipmethod']);
    });

    it('SHIP_METHOD_SELECTED lets a ready consumer switch between pickup and delivery at checkout', () => {
      const next = sessionReducer(signedIn('ready', consumerUser, { customerKey: 0, shipMethod: 'pickup' }), {
        type: 'SHIP_METHOD_SELECTED',
        shipMethod: 'delivery',
      });
      expect(next).toMatchObject({ status: 'ready', shipMethod: 'delivery', customerKey: 0 });
    });

    it('SWITCH_CUSTOMER returns a ready salesperson to select-customer without a customer', () => {
      const next = sessionReducer(signedIn('ready', salesUser, { customerKey: 9 }), { type: 'SWITCH_CUSTOMER' });
      expect(next).toMatchObject({ status: 'select-customer', customerKey: null, token: 'tok' });
    });

    it('SWITCH_CUSTOMER is refused to customers and outside ready', () => {
      const customer = signedIn('ready', customerUser, { customerKey: 3 });
      expect(sessionReducer(customer, { type: 'SWITCH_CUSTOMER' })).toBe(customer);
      expectIgnoredOutside({ type: 'SWITCH_CUSTOMER' }, ['ready']);
    });
  });

  describe('TOKEN_REPLACED', () => {
    it('keeps the session, its customer and ship method with the fresh token', () => {
      const next = sessionReducer(signedIn('ready', consumerUser, { customerKey: 0, shipMethod: 'delivery' }), {
        type: 'TOKEN_REPLACED',
        token: 'fresh',
      });
      expect(next).toMatchObject({
        status: 'ready',
        token: 'fresh',
        customerKey: 0,
        shipMethod: 'delivery',
        user: consumerUser,
      });
    });

    it('is ignored while signed out or still settling', () => {
      expectIgnoredOutside({ type: 'TOKEN_REPLACED', token: 'fresh' }, [
        'select-customer',
        'select-shipmethod',
        'ready',
      ]);
    });
  });

  describe('LOGGED_OUT', () => {
    it.each([
      'validating',
      'configuring',
      'select-customer',
      'select-shipmethod',
      'ready',
      'authorizing',
      'unauthorized',
    ] as const)('from %s clears token, customer, ship method and user and keeps the reason', (status) => {
      const state = signedIn(status, consumerUser, { customerKey: 0, shipMethod: 'delivery' });
      const next = sessionReducer(state, { type: 'LOGGED_OUT', reason: 'Your session expired - Please sign in again' });
      expect(next).toEqual({
        ...initialSessionState,
        status: 'unauthorized',
        reason: 'Your session expired - Please sign in again',
        redirectToLogin: true,
      });
    });

    it('without a reason clears any earlier reason and heads for the login page (Access Denied: Log Out)', () => {
      const state = inState('unauthorized', { reason: 'Your account is not authorized to use this site any more.' });
      expect(sessionReducer(state, { type: 'LOGGED_OUT' })).toEqual({
        ...initialSessionState,
        status: 'unauthorized',
        redirectToLogin: true,
      });
    });

    it("does not head for the login page with a 'not authorized' reason (Access Denied shows instead)", () => {
      const next = sessionReducer(signedIn('ready', customerUser), {
        type: 'LOGGED_OUT',
        reason: 'Your account is not authorized to use this site any more.',
      });
      expect(next).toMatchObject({ status: 'unauthorized', redirectToLogin: false });
    });

    it('LOGIN_REACHED ends the trip to the login page', () => {
      const state = inState('unauthorized', { redirectToLogin: true, reason: 'x' });
      expect(sessionReducer(state, { type: 'LOGIN_REACHED' })).toEqual({ ...state, redirectToLogin: false });
      const settled = inState('unauthorized');
      expect(sessionReducer(settled, { type: 'LOGIN_REACHED' })).toBe(settled);
    });

    it('is ignored before hydration has finished', () => {
      for (const status of ['initial', 'hydrating'] as const) {
        const state = inState(status);
        expect(sessionReducer(state, { type: 'LOGGED_OUT', reason: 'x' })).toBe(state);
      }
    });
  });
});

describe('deriveUserType', () => {
  it('is public without a token, without a user, or for a guest session', () => {
    expect(deriveUserType(null, customerUser)).toBe('public');
    expect(deriveUserType('tok', null)).toBe('public');
    expect(deriveUserType('tok', { ...customerUser, sessionType: 'guest' })).toBe('public');
  });

  it('is consumer for a consumer session and salesperson or customer for a normal one', () => {
    expect(deriveUserType('tok', consumerUser)).toBe('consumer');
    expect(deriveUserType('tok', salesUser)).toBe('salesperson');
    expect(deriveUserType('tok', customerUser)).toBe('customer');
  });
});

describe('statusAfterConfiguring', () => {
  it('treats customer key 0 as no customer for a salesperson', () => {
    expect(statusAfterConfiguring(salesUser, 0, null)).toBe('select-customer');
  });

  it('does not ask a non-consumer with a real customer for a ship method', () => {
    expect(statusAfterConfiguring(customerUser, 3, null)).toBe('ready');
  });
});
