import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runRounds } from './rounds.ts';

describe('runRounds', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a round every interval, goes on after a failed one, and stops after the round under way', async () => {
    let calls = 0;
    let finish: () => void = () => undefined;
    const errors: unknown[] = [];
    const rounds = runRounds(
      1000,
      () => {
        calls++;
        if (calls === 2) return Promise.reject(new Error('database away'));
        if (calls === 3) return new Promise<void>((resolve) => (finish = resolve));
        return Promise.resolve();
      },
      (err) => errors.push(err),
    );
    expect(calls).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(3);
    // The third round is still running: stop() waits for it, and no fourth starts.
    let stopped = false;
    const stopping = rounds.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(5000);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toBe(3);
  });
});
