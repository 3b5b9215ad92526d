/**
 * The end-to-end run's clock (decision 233): the server (CLOCK_START) and every browser context
 * (Playwright's clock) start at the same instant and run at real speed, so no journey depends on the
 * day the suite runs (a holiday week, a cut-off hour, a month end). A Tuesday morning in March in the
 * distributor's time zone (America/New_York), well before the order cut-offs and away from holidays.
 */
export const E2E_CLOCK_START = '2026-03-10T14:00:00.000Z';

// The runner loads the config first and its workers inherit its environment, so every process
// measures the time elapsed since the same moment.
const startedAtKey = 'E2E_CLOCK_STARTED_AT';
process.env[startedAtKey] ??= String(Date.now());
const startedAt = Number(process.env[startedAtKey]);

/** The run's time now: the pinned start plus the real time elapsed since the run began. */
export function e2eNow(): Date {
  return new Date(Date.parse(E2E_CLOCK_START) + (Date.now() - startedAt));
}
