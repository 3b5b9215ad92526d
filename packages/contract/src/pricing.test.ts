import { describe, expect, it } from 'vitest';
import { isPlainPriceRequest, PRICE_BATCH_MAX, priceRequestSchema } from './pricing.ts';

const item = (productKey: unknown, unitOfMeasure: unknown) => ({ productKey, unitOfMeasure });

/** Bodies the plain check must accept: the schema accepts them and answers them unchanged. */
const plain: unknown[] = [
  [],
  [item(1, 'CS')],
  [item(2_147_483_647, 'ABCDEFGHIJ'), item(42, 'LB')],
  Array.from({ length: PRICE_BATCH_MAX }, (_, i) => item(i + 1, 'EA')),
];

/** Bodies it must leave to the schema: refused by it, or changed by it (trimmed). */
const notPlain: unknown[] = [
  {},
  'CS',
  null,
  [null],
  [[1, 'CS']],
  [item(0, 'CS')],
  [item(-3, 'CS')],
  [item(1.5, 'CS')],
  [item(2_147_483_648, 'CS')],
  [item('7', 'CS')],
  [item(1, '')],
  [item(1, 'ABCDEFGHIJK')],
  [item(1, ' CS')],
  [item(1, 'CS ')],
  [item(1, 3)],
  [{ productKey: 1 }],
  [{ unitOfMeasure: 'CS' }],
  [{ ...item(1, 'CS'), extra: true }],
  Array.from({ length: PRICE_BATCH_MAX + 1 }, (_, i) => item(i + 1, 'EA')),
];

describe('isPlainPriceRequest', () => {
  it.each(plain.map((body, n) => [n, body]))(
    'accepts plain body %i, which the schema answers unchanged',
    (_n, body) => {
      expect(isPlainPriceRequest(body)).toBe(true);
      const parsed = priceRequestSchema.safeParse(body);
      expect(parsed.success).toBe(true);
      expect(parsed.data).toEqual(body);
    },
  );

  it.each(notPlain.map((body, n) => [n, body]))('leaves body %i to the schema', (_n, body) => {
    expect(isPlainPriceRequest(body)).toBe(false);
    const parsed = priceRequestSchema.safeParse(body);
    // The schema either refuses it or answers something else (a trimmed unit).
    if (parsed.success) expect(parsed.data).not.toEqual(body);
  });
});
