import { describe, expect, it } from 'vitest';
import { toSearchText } from '../../../components/app-shell/search-text.ts';
import { resultCountText } from './result-count.ts';

describe('resultCountText', () => {
  it("echoes a search for chef's with its apostrophe, not the internal backtick", () => {
    expect(resultCountText(0, toSearchText("chef's"))).toBe(`0 results for "chef's"`);
    expect(resultCountText(1234, '')).toBe('1,234 results');
  });

  it('says "1 result" for one product, with or without a search', () => {
    expect(resultCountText(1, '')).toBe('1 result');
    expect(resultCountText(1, 'Enchilada Sauce')).toBe('1 result for "Enchilada Sauce"');
    expect(resultCountText(2, 'Enchilada')).toBe('2 results for "Enchilada"');
  });
});
