import type { LaunchOptions } from 'playwright-core';

/**
 * How the e2e suite and bench:web start Chromium: Debian's build (Playwright never downloads a
 * browser here) without the sandbox, GPU and background traffic that a shared CI machine lacks.
 */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
} satisfies LaunchOptions;
