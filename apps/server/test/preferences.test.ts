import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';

let t: TestApp;
let customer: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  [customer, admin] = await Promise.all([signIn(t.app, 'demo.customer'), signIn(t.app, 'demo.admin')]);
});
afterAll(() => t.close());

describe('user defaults', () => {
  it('start unset and are saved as numbers', async () => {
    expect((await call(t.app, 'GET', '/api/userPreferences/defaults', { token: customer })).json()).toEqual({
      defaultPageLayout: null,
      defaultPageSortBy: null,
    });
    const saved = await call(t.app, 'POST', '/api/userPreferences/defaults', {
      token: customer,
      payload: { defaultPageLayout: 2, defaultPageSortBy: 3 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ isSuccess: true });
    expect((await call(t.app, 'GET', '/api/userPreferences/defaults', { token: customer })).json()).toEqual({
      defaultPageLayout: 2,
      defaultPageSortBy: 3,
    });
    // One field at a time; null clears it.
    await call(t.app, 'POST', '/api/userPreferences/defaults', {
      token: customer,
      payload: { defaultPageLayout: null },
    });
    expect((await call(t.app, 'GET', '/api/userPreferences/defaults', { token: customer })).json()).toEqual({
      defaultPageLayout: null,
      defaultPageSortBy: 3,
    });
    // Another user's are their own.
    expect(
      (await call(t.app, 'GET', '/api/userPreferences/defaults', { token: admin })).json().defaultPageSortBy,
    ).toBeNull();
  });

  it('refuses unknown values and guests', async () => {
    expect(
      (
        await call(t.app, 'POST', '/api/userPreferences/defaults', {
          token: customer,
          payload: { defaultPageLayout: 3 },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(t.app, 'POST', '/api/userPreferences/defaults', {
          token: customer,
          payload: { defaultPageSortBy: '1' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await call(t.app, 'GET', '/api/userPreferences/defaults')).statusCode).toBe(401);
  });
});

describe('site defaults', () => {
  it('default to grid and description, readable by anyone', async () => {
    expect((await call(t.app, 'GET', '/api/admin/defaultPageLayout')).json()).toEqual({ DefaultPageLayout: 0 });
    expect((await call(t.app, 'GET', '/api/admin/defaultPageSortBy')).json()).toEqual({ DefaultPageSortBy: 0 });
  });

  it('are set by administrators only', async () => {
    const denied = await call(t.app, 'POST', '/api/admin/defaultPageLayout', {
      token: customer,
      payload: { DefaultPageLayout: 1 },
    });
    expect(denied.statusCode).toBe(403);
    const layout = await call(t.app, 'POST', '/api/admin/defaultPageLayout', {
      token: admin,
      payload: { DefaultPageLayout: 1 },
    });
    expect(layout.json()).toEqual({ isSuccess: true });
    const sort = await call(t.app, 'POST', '/api/admin/defaultPageSortBy', {
      token: admin,
      payload: { DefaultPageSortBy: 2 },
    });
    expect(sort.json()).toEqual({ isSuccess: true });
    expect((await call(t.app, 'GET', '/api/admin/defaultPageLayout', { token: customer })).json()).toEqual({
      DefaultPageLayout: 1,
    });
    expect((await call(t.app, 'GET', '/api/admin/defaultPageSortBy')).json()).toEqual({ DefaultPageSortBy: 2 });
    expect(
      (await call(t.app, 'POST', '/api/admin/defaultPageSortBy', { token: admin, payload: { DefaultPageSortBy: 4 } }))
        .statusCode,
    ).toBe(400);
  });
});
