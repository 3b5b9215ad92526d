import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@provender/rules';
import { loadConfig } from '../src/config.ts';
import { call, createTestApp } from './helpers/app.ts';
import { listen } from './helpers/socket.ts';

/**
 * The site's currency (decision 441): one server setting, CURRENCY, US dollars by default. The
 * site settings tell it to the browser, which formats money in it; the server formats and charges
 * in it too.
 */
const dataDir = join(tmpdir(), 'provender-test-data');

describe('the site currency', { timeout: 60_000 }, () => {
  it('is US dollars unless CURRENCY names another ISO 4217 code', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).currency).toBe('USD');
    expect(loadConfig({ DATA_DIR: dataDir, CURRENCY: 'EUR' }).currency).toBe('EUR');
    expect(() => loadConfig({ DATA_DIR: dataDir, CURRENCY: 'usd' })).toThrow(/CURRENCY/);
    expect(() => loadConfig({ DATA_DIR: dataDir, CURRENCY: 'DOLLAR' })).toThrow(/CURRENCY/);
  });

  it('is answered with the site settings, over a socket and through inject, and formats the server’s money', async () => {
    const t = await createTestApp({ currency: 'EUR' });
    const server = await listen(t.app);
    try {
      const res = await fetch(`${server.url}/api/settings/site`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { currency?: string }).currency).toBe('EUR');
      expect((await call(t.app, 'GET', '/api/settings/site')).json().currency).toBe('EUR');
      expect(formatMoney('1234.5')).toBe(
        new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(1234.5),
      );
    } finally {
      await server.close();
      await t.close();
    }
  });

  it('is USD by default', async () => {
    const t = await createTestApp();
    try {
      expect((await call(t.app, 'GET', '/api/settings/site')).json().currency).toBe('USD');
      expect(formatMoney('1234.5')).toBe('$1,234.50');
    } finally {
      await t.close();
    }
  });
});
