import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BATCH_DELAY_MS, createRequestBatcher } from './request-batcher.ts';

interface PriceRequest {
  productKey: number;
  unitOfMeasure: string;
}
interface PriceAnswer extends PriceRequest {
  price: number;
}

const keyOf = (r: PriceRequest) => `${r.productKey}|${r.unitOfMeasure}`;

function priceBatcher(maxBatch = 500) {
  const fetchBatch = vi.fn((requests: PriceRequest[]) =>
    Promise.resolve(requests.map((r) => ({ ...r, price: r.productKey / 10 }))),
  );
  const batcher = createRequestBatcher<PriceRequest, PriceAnswer>({ keyOf, answerKeyOf: keyOf, fetchBatch, maxBatch });
  return { batcher, fetchBatch };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('request batcher', () => {
  it('sends the requests of one 10 ms window in one call and answers each caller', async () => {
    const { batcher, fetchBatch } = priceBatcher();
    const a = batcher.load({ productKey: 10, unitOfMeasure: 'CS' });
    await vi.advanceTimersByTimeAsync(BATCH_DELAY_MS - 1);
    const b = batcher.load({ productKey: 20, unitOfMeasure: 'EA' });
    expect(fetchBatch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(a).resolves.toMatchObject({ productKey: 10, price: 1 });
    await expect(b).resolves.toMatchObject({ productKey: 20, price: 2 });
    expect(fetchBatch).toHaveBeenCalledTimes(1);
    expect(fetchBatch.mock.calls[0]?.[0]).toHaveLength(2);
  });

  it('asks once for a request made twice', async () => {
    const { batcher, fetchBatch } = priceBatcher();
    const both = Promise.all([
      batcher.load({ productKey: 7, unitOfMeasure: 'CS' }),
      batcher.load({ productKey: 7, unitOfMeasure: 'CS' }),
    ]);
    await vi.advanceTimersByTimeAsync(BATCH_DELAY_MS);
    await expect(both).resolves.toHaveLength(2);
    expect(fetchBatch.mock.calls[0]?.[0]).toEqual([{ productKey: 7, unitOfMeasure: 'CS' }]);
  });

  it('starts a new window after a flush', async () => {
    const { batcher, fetchBatch } = priceBatcher();
    const first = batcher.load({ productKey: 1, unitOfMeasure: 'CS' });
    await vi.advanceTimersByTimeAsync(BATCH_DELAY_MS);
    await first;
    const second = batcher.load({ productKey: 2, unitOfMeasure: 'CS' });
    await vi.advanceTimersByTimeAsync(BATCH_DELAY_MS);
    await second;
    expect(fetchBatch).toHaveBeenCalledTimes(2);
  });

  it('splits a window larger than the batch limit into several calls', async () => {
    const { batcher, fetchBatch } = priceBatcher(2);
    const all = Promise.all([1, 2, 3, 4, 5].map((productKey) => batcher.load({ productKey, unitOfMeasure: 'CS' })));
    await vi.advanceTimersByTimeAsync(BATCH_DELAY_MS);
    await expect(all).resolves.toHaveLength(5);
    expect(fetchBatch.mock.calls.map((c) => c[0].length)).toEqual([2, 2, 1]);
  });

  it('rejects every caller of a failed call, and a request the answer leaves out', async () => {
    const failing = createRequestBatcher<PriceRequest, PriceAnswer>({
      keyOf,
      answerKeyOf: keyOf,
      maxBatch: 10,
      fetchBatch: () => Promise.reject(new Error('offline')),
    });
    const lost = failing.load({ productKey: 1, unitOfMeasure: 'CS' });
    const lostCheck = expect(lost).rejects.toThrow('offline');
    await vi.advanceTimersByTimeAsync(BATCH_DELAY_MS);
    await lostCheck;

    const partial = createRequestBatcher<PriceRequest, PriceAnswer>({
      keyOf,
      answerKeyOf: keyOf,
      maxBatch: 10,
      fetchBatch: () => Promise.resolve([{ productKey: 1, unitOfMeasure: 'CS', price: 1 }]),
    });
    const found = partial.load({ productKey: 1, unitOfMeasure: 'CS' });
    const missing = partial.load({ productKey: 2, unitOfMeasure: 'CS' });
    const missingCheck = expect(missing).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(BATCH_DELAY_MS);
    await expect(found).resolves.toMatchObject({ price: 1 });
    await missingCheck;
  });
});
