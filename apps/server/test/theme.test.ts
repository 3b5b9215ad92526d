import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuEntries, settingOverrides, userThemes } from '../src/db/schema/index.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { customerKey, demoTokens, demoUsers } from './helpers/personas.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof demoTokens>>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await demoTokens(t.app);
});
afterAll(() => t.close());

const siteTheme = { theme: 'light', primaryColor: '#008080', secondaryColor: '#f50057', hasUserTheme: false };
const dark = { theme: 'dark', primaryColor: '#80CBC4', secondaryColor: '#f48fb1' };
const getTheme = async (token: string) => {
  const res = await call(t.app, 'GET', '/api/theme', { token });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('user themes', () => {
  it('answer the site theme until the user saves one, then theirs, across sign-ins, for them only', async () => {
    expect(await getTheme(tokens.customer)).toEqual(siteTheme);
    const res = await call(t.app, 'POST', '/api/theme', { token: tokens.customer, payload: dark });
    expect(res.statusCode).toBe(200);
    const saved = { theme: 'dark', primaryColor: '#80cbc4', secondaryColor: '#f48fb1', hasUserTheme: true };
    expect(res.json()).toEqual(saved);
    const again = await signIn(t.app, demoUsers.customer);
    expect(await getTheme(again)).toEqual(saved);
    expect(await getTheme(tokens.sales)).toEqual(siteTheme);
  });

  it('reset and DELETE return to the site theme, and doing it twice is harmless', async () => {
    await call(t.app, 'POST', '/api/theme', { token: tokens.sales, payload: dark });
    for (const [method, url] of [
      ['POST', '/api/theme/reset'],
      ['DELETE', '/api/theme'],
    ] as const) {
      await call(t.app, 'POST', '/api/theme', { token: tokens.sales, payload: dark });
      for (let i = 0; i < 2; i++) {
        const res = await call(t.app, method, url, { token: tokens.sales });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(siteTheme);
      }
      expect(await getTheme(tokens.sales)).toEqual(siteTheme);
    }
  });

  it('refuse bad colours and modes with 400 and change nothing', async () => {
    await call(t.app, 'POST', '/api/theme', { token: tokens.admin, payload: dark });
    const before = await getTheme(tokens.admin);
    for (const payload of [
      { ...dark, primaryColor: 'teal' },
      { ...dark, primaryColor: '#12345' },
      { ...dark, secondaryColor: '#1234567' },
      { ...dark, theme: 'blue' },
      { ...dark, font: 'Comic Sans' },
      { theme: 'dark' },
    ]) {
      const res = await call(t.app, 'POST', '/api/theme', { token: tokens.admin, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await getTheme(tokens.admin)).toEqual(before);
  });

  it('are not for consumers (no ColorMaintenance entry): they keep the site theme', async () => {
    const res = await call(t.app, 'POST', '/api/theme', { token: tokens.consumer, payload: dark });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('MENU_LOCKED');
    expect(await getTheme(tokens.consumer)).toEqual(siteTheme);
    expect((await call(t.app, 'GET', '/api/theme')).statusCode).toBe(401);
  });

  it('give way to the site theme while ColorMaintenance is locked or user colours are off, and come back after', async () => {
    const customer = await customerKey(t.db, 'C10001');
    await call(t.app, 'POST', '/api/theme', { token: tokens.customer, payload: dark });
    await t.db
      .insert(menuEntries)
      .values({ key: 'ColorMaintenance', userType: 'customer', customerId: customer, isLocked: true });
    try {
      expect(await getTheme(tokens.customer)).toEqual(siteTheme);
      const res = await call(t.app, 'POST', '/api/theme', { token: tokens.customer, payload: dark });
      expect(res.json().code).toBe('MENU_LOCKED');
    } finally {
      await t.db
        .delete(menuEntries)
        .where(and(eq(menuEntries.key, 'ColorMaintenance'), eq(menuEntries.customerId, customer)));
    }
    await t.db.insert(settingOverrides).values({ customerId: customer, key: 'allowUserColors', value: false });
    try {
      expect(await getTheme(tokens.customer)).toEqual(siteTheme);
      const res = await call(t.app, 'POST', '/api/theme', { token: tokens.customer, payload: dark });
      expect(res.statusCode).toBe(403);
    } finally {
      await t.db.delete(settingOverrides).where(eq(settingOverrides.customerId, customer));
    }
    expect((await getTheme(tokens.customer)).hasUserTheme).toBe(true);
    expect(await t.db.select().from(userThemes)).not.toHaveLength(0);
  });
});

describe('GET /api/settings/logoname', () => {
  it('names a small, a light and a dark logo that the web app ships', async () => {
    const res = await call(t.app, 'GET', '/api/settings/logoname');
    expect(res.statusCode).toBe(200);
    const names = res.json() as Record<'small' | 'light' | 'dark', string>;
    const publicDir = join(import.meta.dirname, '../../web/public');
    for (const name of [names.small, names.light, names.dark]) {
      expect(existsSync(join(publicDir, name)), name).toBe(true);
    }
    expect(new Set([names.small, names.light, names.dark]).size).toBe(3);
  });
});
