import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';
import { E2E_CLOCK_START } from './clock.ts';
import { e2eSmtpPort } from './mail-catcher.ts';

const port = Number(process.env['E2E_PORT'] ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
// The same path in the runner and in every worker (this file is loaded by each); wiped at each start.
const dataDir = join(tmpdir(), `provender-e2e-${port}`);
const repoRoot = join(import.meta.dirname, '..');

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
/** Spec files that change site-wide state; see the projects below. */
const siteWide = /landing\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  // Per port, so runs on other ports (E2E_PORT) never clear each other's artifacts.
  outputDir: `../test-results/e2e-${port}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  // One retry on CI only: the two shared cores sometimes starve a step past its timeout. A test that
  // passes only on retry is reported as flaky by name in the CI summary (.ci/run) and is a defect to fix.
  retries: process.env['CI'] ? 1 : 0,
  // Two cores: the server, the browser and the runner share them.
  workers: Number(process.env['E2E_WORKERS'] ?? 2),
  reporter: [['list'], ['html', { outputFolder: `../playwright-report/e2e-${port}`, open: 'never' }]],
  // A real SMTP server for the run: sign-up and reset mails are read from it (mail-catcher.ts).
  globalSetup: './mail-catcher.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Debian's Chromium with the flags bench:web uses too (chromium.ts).
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'desktop', use: desktop, testIgnore: siteWide },
    { name: 'phone', use: phone, testIgnore: siteWide },
    // Tests that change what every visitor sees (the site's one landing page: an empty layout sends
    // '/' on to /products) run after all the others, one project after the other, so no sign-in or
    // audit running beside them sees their layout.
    { name: 'desktop-site', use: desktop, testMatch: siteWide, dependencies: ['desktop', 'phone'] },
    { name: 'phone-site', use: phone, testMatch: siteWide, dependencies: ['desktop-site'] },
  ],
  webServer: {
    // The real app (serve.ts: main.ts plus a snapshot of the web build) on a fresh embedded
    // database each run, so rate-limit counters and data never leak between runs; a DATABASE_URL
    // or JWT_SECRET of the calling shell must not redirect it.
    command: `rm -rf "${dataDir}" && unset DATABASE_URL JWT_SECRET && node_modules/.bin/node --import tsx e2e/serve.ts`,
    cwd: repoRoot,
    url: `${baseURL}/api/settings/logoname`,
    reuseExistingServer: false,
    // SIGTERM lets the server close the database and remove its throwaway data directory.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    // The seed draws ~1,500 product pictures; on a busy shared machine startup can pass three minutes.
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_PRODUCTS: '600',
      NODE_ENV: 'test',
      PUBLIC_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
      // Enough proof of work to exercise the widget without slowing the shared cores.
      ALTCHA_COST: '100',
      // The run's pinned clock; the browsers get the same one (fixtures.ts, clock.ts).
      CLOCK_START: E2E_CLOCK_START,
    },
  },
});
