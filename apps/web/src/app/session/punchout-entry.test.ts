import { describe, expect, it } from 'vitest';
import type { User } from '@provender/contract';
import { punchoutCodeOf, punchoutLandingOf } from './punchout-entry.ts';
import { deriveUserType, initialSessionState, sessionReducer, type SessionState } from './session-machine.ts';

const punchoutUser: User = {
  username: 'punchout:abc',
  name: 'jordan@buyer.example',
  email: null,
  isSalesperson: false,
  isAdmin: false,
  userType: 'customer',
  sessionType: 'punchout',
};
const hydrating: SessionState = { ...initialSessionState, status: 'hydrating' };

describe('the punchout entry', () => {
  it('reads the code from the query ac only', () => {
    expect(punchoutCodeOf('?ac=abc123')).toBe('abc123');
    expect(punchoutCodeOf('?x=1&ac=abc123')).toBe('abc123');
    expect(punchoutCodeOf('?ac=')).toBeNull();
    expect(punchoutCodeOf('')).toBeNull();
    expect(punchoutCodeOf('?code=abc')).toBeNull();
  });

  it('lands on the selected product or category, and on /products for anything else', () => {
    expect(punchoutLandingOf('?ac=abc&to=%2Fproduct%2F42')).toBe('/product/42');
    expect(punchoutLandingOf('?ac=abc&to=%2Fproducts%23mc%3DTMC%26c%3DTC2')).toBe('/products#mc=TMC&c=TC2');
    for (const to of ['https://evil.example/', '//evil.example', '/admin', '/product/1/../../admin', ''])
      expect(punchoutLandingOf(`?ac=abc&to=${encodeURIComponent(to)}`), to).toBe('/products');
    expect(punchoutLandingOf('?ac=abc')).toBe('/products');
  });

  it('PUNCHOUT_SIGNED_IN validates the token of a punchout session, from hydrating only', () => {
    expect(sessionReducer(hydrating, { type: 'PUNCHOUT_SIGNED_IN', token: 'tok' })).toEqual({
      ...initialSessionState,
      status: 'validating',
      token: 'tok',
      punchout: true,
    });
    for (const status of ['initial', 'unauthorized', 'ready'] as const) {
      const state: SessionState = { ...initialSessionState, status };
      expect(sessionReducer(state, { type: 'PUNCHOUT_SIGNED_IN', token: 'tok' })).toBe(state);
    }
  });

  it('PUNCHOUT_REJECTED signs out with the reason and goes to the login page', () => {
    expect(
      sessionReducer(hydrating, { type: 'PUNCHOUT_REJECTED', reason: 'Authorization code rejected' }),
    ).toMatchObject({
      status: 'unauthorized',
      token: null,
      reason: 'Authorization code rejected',
      redirectToLogin: true,
      punchout: false,
    });
  });

  it('keeps the punchout flag through validation and configuration, and ends it with the session', () => {
    let state = sessionReducer(hydrating, { type: 'PUNCHOUT_SIGNED_IN', token: 'tok' });
    state = sessionReducer(state, { type: 'VALIDATED', user: punchoutUser });
    state = sessionReducer(state, { type: 'CONFIGURED', customerKey: 5 });
    expect(state).toMatchObject({ status: 'ready', customerKey: 5, punchout: true });
    expect(deriveUserType(state.token, state.user)).toBe('customer');
    const ended = sessionReducer(state, { type: 'LOGGED_OUT', reason: 'Punchout session expired' });
    expect(ended).toMatchObject({
      status: 'unauthorized',
      punchout: false,
      reason: 'Punchout session expired',
      redirectToLogin: true,
    });
  });
});
