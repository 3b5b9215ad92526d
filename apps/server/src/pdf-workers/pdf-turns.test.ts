import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { PdfTurns } from './pdf-turns.ts';

/** A turn's work that finishes when the test says so. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((done) => (open = done));
  return { open, opened };
}

const tick = () => new Promise((done) => setImmediate(done));

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected a refusal, got ${String(err)}`);
  return err;
}

describe('PDF turns (decision 400)', () => {
  it('runs as many documents as there are workers and lets the rest wait in arrival order', async () => {
    const turns = new PdfTurns({ workers: 2, queue: 5, perCustomer: 5 });
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const run = (customer: number, name: string) => {
      const g = gate();
      gates.set(name, g);
      return turns.run(customer, async () => {
        started.push(name);
        await g.opened;
        return name;
      });
    };
    const all = [run(1, 'a'), run(2, 'b'), run(3, 'c'), run(1, 'd')];
    await tick();
    expect(started).toEqual(['a', 'b']);
    expect(turns.load).toEqual({ running: 2, waiting: 2, customers: 3 });
    gates.get('b')!.open();
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    gates.get('a')!.open();
    gates.get('c')!.open();
    await tick();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    gates.get('d')!.open();
    expect(await Promise.all(all)).toEqual(['a', 'b', 'c', 'd']);
    expect(turns.load).toEqual({ running: 0, waiting: 0, customers: 0 });
  });

  it("refuses a customer's document past its share with 429 and Retry-After, before its work runs", async () => {
    const turns = new PdfTurns({ workers: 1, queue: 10, perCustomer: 2 });
    const g = gate();
    const held = [turns.run(7, () => g.opened), turns.run(7, () => g.opened)];
    let ran = false;
    const err = await refusal(turns.run(7, async () => void (ran = true)));
    expect(ran).toBe(false);
    expect(err.status).toBe(429);
    expect(err.code).toBe('TOO_MANY_REQUESTS');
    expect(err.headers?.['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(err.message).toMatch(
      /^Too many documents are being prepared for your account at once\. Please try again in \d+ seconds?\.$/,
    );
    // Another customer still gets a turn.
    const other = turns.run(8, async () => 'other');
    g.open();
    await Promise.all(held);
    expect(await other).toBe('other');
    // The share is free again, also after work that failed.
    await expect(turns.run(7, () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await turns.run(7, async () => 'again')).toBe('again');
  });

  it('refuses with 503 and Retry-After when every worker is busy and the queue is full', async () => {
    const turns = new PdfTurns({ workers: 1, queue: 1, perCustomer: 5 });
    const g = gate();
    const held = [turns.run(1, () => g.opened), turns.run(2, () => g.opened)];
    const err = await refusal(turns.run(3, async () => undefined));
    expect(err.status).toBe(503);
    expect(err.code).toBe('UNAVAILABLE');
    expect(err.headers?.['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(err.message).toMatch(/^The server is busy preparing other documents\. Please try again in \d+ seconds?\.$/);
    g.open();
    await Promise.all(held);
    expect(turns.load).toEqual({ running: 0, waiting: 0, customers: 0 });
  });

  it('asks for a longer wait the more documents are ahead, from the measured time of a turn', async () => {
    const turns = new PdfTurns({ workers: 1, queue: 50, perCustomer: 50 });
    const empty = turns.retryAfterSeconds();
    const g = gate();
    const held = Array.from({ length: 10 }, () => turns.run(1, () => g.opened));
    expect(turns.retryAfterSeconds()).toBeGreaterThan(empty);
    g.open();
    await Promise.all(held);
    // Turns that took no time bring the estimate down to the one-second floor.
    expect(turns.retryAfterSeconds()).toBe(1);
  });

  it('refuses what waits and every later document once closed', async () => {
    const turns = new PdfTurns({ workers: 1, queue: 5, perCustomer: 5 });
    const g = gate();
    const running = turns.run(1, () => g.opened.then(() => 'finished'));
    const waiting = turns.run(2, async () => 'never');
    turns.close();
    expect((await refusal(waiting)).status).toBe(503);
    expect((await refusal(turns.run(3, async () => 'late'))).status).toBe(503);
    // What was already running finishes.
    g.open();
    expect(await running).toBe('finished');
  });
});
