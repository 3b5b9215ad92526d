import type { AttemptLimitsRepository } from './attempt-limits.repository.ts';

/** One limited key: at most `max` attempts per window (decision 090). */
export interface AttemptLimit {
  key: string;
  max: number;
}

export interface AttemptCount {
  /** The keys whose count, including this attempt, is past their limit. */
  exceeded: string[];
  /** Seconds until the latest-ending exceeded window ends (0 when none is exceeded). */
  retryAfterSeconds: number;
}

export const ATTEMPT_WINDOW_MS = 15 * 60_000;

/**
 * Fixed-window attempt counters shared by every node (the database holds them). An attempt is
 * counted before the credential is checked, so a burst of parallel guesses cannot all be checked.
 */
export function createAttemptLimitsService(
  repo: AttemptLimitsRepository,
  windowMs = ATTEMPT_WINDOW_MS,
  clock: () => Date = () => new Date(),
) {
  return {
    windowMs,

    async count(limits: readonly AttemptLimit[], now = clock()): Promise<AttemptCount> {
      const cutoff = new Date(now.getTime() - windowMs);
      const rows = await repo.count(
        limits.map((l) => l.key),
        now,
        cutoff,
      );
      const exceeded: string[] = [];
      let retryAfterSeconds = 0;
      for (const limit of limits) {
        const row = rows.find((r) => r.key === limit.key);
        if (!row || row.attempts <= limit.max) continue;
        exceeded.push(limit.key);
        const ends = new Date(row.windowStart).getTime() + windowMs;
        retryAfterSeconds = Math.max(retryAfterSeconds, Math.max(1, Math.ceil((ends - now.getTime()) / 1000)));
      }
      return { exceeded, retryAfterSeconds };
    },

    refund: (key: string) => repo.refund(key),

    async forget(keys: readonly string[], now = clock()) {
      await repo.forget(keys);
      await repo.purgeStale(new Date(now.getTime() - windowMs));
    },
  };
}
export type AttemptLimitsService = ReturnType<typeof createAttemptLimitsService>;
