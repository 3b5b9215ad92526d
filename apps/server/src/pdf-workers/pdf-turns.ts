import { AppError } from '../errors.ts';

/** How many documents a process prepares at once and lets wait (decision 400). */
export interface PdfLimits {
  /** Documents read and rendered at once: one worker process each (REPORT_WORKERS). */
  workers: number;
  /** Documents waiting for a turn beyond those; past it the answer is 503 (REPORT_QUEUE). */
  queue: number;
  /** One customer's documents, rendering or waiting; past it the answer is 429 (REPORT_PER_CUSTOMER). */
  perCustomer: number;
}

/** A document refused a turn (429 or 503 with Retry-After): a job may come back after `retryAfterSeconds`. */
export class TurnRefused extends AppError {
  constructor(
    code: 'TOO_MANY_REQUESTS' | 'UNAVAILABLE',
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message, { headers: { 'retry-after': String(retryAfterSeconds) } });
  }
}

interface Waiter {
  start(): void;
  fail(err: unknown): void;
}

const seconds = (n: number) => `${n} second${n === 1 ? '' : 's'}`;
/** Refusals never ask for more than this wait, whatever the estimate says. */
const MAX_RETRY_AFTER_SECONDS = 120;

/**
 * Turns for PDF documents (decision 400): at most `workers` documents are prepared (their data
 * read) and rendered at once; `queue` more wait in arrival order; one customer holds at most
 * `perCustomer` of all those. A request past a limit is refused at once, before its data is read:
 * 429 past its customer's share, 503 when the process is full, each with Retry-After.
 */
export class PdfTurns {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  private readonly byCustomer = new Map<number, number>();
  /** Mean time of a turn (moving average), for Retry-After; a second until one is measured. */
  private turnMs = 1000;
  private closed = false;

  constructor(private readonly limits: PdfLimits) {}

  /** Runs `work` in a turn of `customerId`'s, or throws the refusal (AppError 429 or 503). */
  async run<T>(customerId: number, work: () => Promise<T>): Promise<T> {
    this.admit(customerId);
    try {
      await this.turn();
      const started = performance.now();
      try {
        return await work();
      } finally {
        this.turnMs = this.turnMs * 0.8 + (performance.now() - started) * 0.2;
        this.next();
      }
    } finally {
      const held = (this.byCustomer.get(customerId) ?? 1) - 1;
      if (held === 0) this.byCustomer.delete(customerId);
      else this.byCustomer.set(customerId, held);
    }
  }

  /** Documents rendering and waiting now. */
  get load() {
    return { running: this.running, waiting: this.waiting.length, customers: this.byCustomer.size };
  }

  /** Refuses the waiting documents (503) and every later one: the process is stopping. */
  close() {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.fail(this.unavailable());
  }

  /** Seconds until a turn is likely free: the documents ahead shared among the workers. */
  retryAfterSeconds(): number {
    const ahead = this.running + this.waiting.length + 1;
    const estimate = Math.ceil((this.turnMs * ahead) / this.limits.workers / 1000);
    return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, estimate));
  }

  private admit(customerId: number) {
    if (this.closed) throw this.unavailable();
    const held = this.byCustomer.get(customerId) ?? 0;
    if (held >= this.limits.perCustomer) {
      const wait = this.retryAfterSeconds();
      throw new TurnRefused(
        'TOO_MANY_REQUESTS',
        `Too many documents are being prepared for your account at once. Please try again in ${seconds(wait)}.`,
        wait,
      );
    }
    if (this.running >= this.limits.workers && this.waiting.length >= this.limits.queue) throw this.unavailable();
    this.byCustomer.set(customerId, held + 1);
  }

  private unavailable() {
    const wait = this.retryAfterSeconds();
    return new TurnRefused(
      'UNAVAILABLE',
      `The server is busy preparing other documents. Please try again in ${seconds(wait)}.`,
      wait,
    );
  }

  private turn(): Promise<void> {
    if (this.running < this.limits.workers) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((start, fail) => this.waiting.push({ start, fail }));
  }

  /** A finished turn passes to the first waiter, or frees its place. */
  private next() {
    const waiter = this.waiting.shift();
    if (waiter) waiter.start();
    else this.running--;
  }
}
