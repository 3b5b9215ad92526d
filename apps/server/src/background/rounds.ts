/** A background job's handle: stop() ends it and waits for the round under way. */
export interface Rounds {
  stop(): Promise<void>;
}

/**
 * Runs `round` every `intervalMs` (the next one is timed from the end of the last, so rounds never
 * overlap in one process) until stopped; a round that throws is logged and the next one runs as
 * planned. What the order reminders, the webhook worker and the notification worker run on.
 */
export function runRounds(intervalMs: number, round: () => Promise<unknown>, onError: (err: unknown) => void): Rounds {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = round()
      .then(() => undefined)
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, intervalMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
