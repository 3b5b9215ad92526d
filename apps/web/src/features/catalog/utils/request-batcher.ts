/** Spec 01 section 9: price (and availability) requests are gathered for 10 ms and sent as one call. */
export const BATCH_DELAY_MS = 10;

export interface BatcherOptions<Request, Answer> {
  /** Requests with the same key are asked for once and share the answer. */
  keyOf: (request: Request) => string;
  /** The key of an answer, to match it with its request. */
  answerKeyOf: (answer: Answer) => string;
  /** One call for the gathered requests (at most maxBatch of them). */
  fetchBatch: (requests: Request[]) => Promise<Answer[]>;
  maxBatch: number;
  delayMs?: number;
}

interface Waiting<Request, Answer> {
  request: Request;
  resolvers: { resolve: (answer: Answer) => void; reject: (error: unknown) => void }[];
}

/**
 * Gathers single requests for a short window and sends them in as few calls as the batch limit
 * allows. Each caller gets its own answer; a request the server leaves out is rejected.
 */
export function createRequestBatcher<Request, Answer>(options: BatcherOptions<Request, Answer>) {
  const delayMs = options.delayMs ?? BATCH_DELAY_MS;
  let waiting = new Map<string, Waiting<Request, Answer>>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function send(batch: Waiting<Request, Answer>[]) {
    try {
      const answers = await options.fetchBatch(batch.map((w) => w.request));
      const byKey = new Map(answers.map((a) => [options.answerKeyOf(a), a]));
      for (const entry of batch) {
        const answer = byKey.get(options.keyOf(entry.request));
        for (const r of entry.resolvers) {
          if (answer === undefined) r.reject(new Error('The server did not answer this request'));
          else r.resolve(answer);
        }
      }
    } catch (error) {
      for (const entry of batch) for (const r of entry.resolvers) r.reject(error);
    }
  }

  function flush() {
    timer = null;
    const all = [...waiting.values()];
    waiting = new Map();
    for (let start = 0; start < all.length; start += options.maxBatch)
      void send(all.slice(start, start + options.maxBatch));
  }

  return {
    load(request: Request): Promise<Answer> {
      return new Promise<Answer>((resolve, reject) => {
        const key = options.keyOf(request);
        const entry = waiting.get(key);
        if (entry) entry.resolvers.push({ resolve, reject });
        else waiting.set(key, { request, resolvers: [{ resolve, reject }] });
        timer ??= setTimeout(flush, delayMs);
      });
    },
  };
}
export type RequestBatcher<Request, Answer> = ReturnType<typeof createRequestBatcher<Request, Answer>>;

/**
 * One batcher per set of credentials (the API session, held weakly): a batch is always asked for one
 * customer. `optionsFor` gives the batcher's options for a session the first time it is asked for.
 */
export function batcherPerSession<Session extends object, Request, Answer>(
  optionsFor: (session: Session) => BatcherOptions<Request, Answer>,
): (session: Session) => RequestBatcher<Request, Answer> {
  const batchers = new WeakMap<Session, RequestBatcher<Request, Answer>>();
  return (session) => {
    let batcher = batchers.get(session);
    if (!batcher) {
      batcher = createRequestBatcher(optionsFor(session));
      batchers.set(session, batcher);
    }
    return batcher;
  };
}

const productKeyOf = (item: { productKey: number }) => String(item.productKey);

/** A batcher per session for an endpoint asked about products by key alone (stock, usual quantities). */
export function productBatcherPerSession<Session extends object, Answer extends { productKey: number }>(
  fetchBatch: (session: Session, items: { productKey: number }[]) => Promise<Answer[]>,
  maxBatch: number,
) {
  return batcherPerSession<Session, { productKey: number }, Answer>((session) => ({
    keyOf: productKeyOf,
    answerKeyOf: productKeyOf,
    maxBatch,
    fetchBatch: (items) => fetchBatch(session, items),
  }));
}
