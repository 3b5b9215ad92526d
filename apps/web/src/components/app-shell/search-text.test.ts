import { describe, expect, it } from 'vitest';
import { toSearchText } from './search-text.ts';

describe('toSearchText', () => {
  it('replaces apostrophes with backticks', () => {
    expect(toSearchText("chef's knife")).toBe('chef`s knife');
    expect(toSearchText('chef\u2019s')).toBe('chef`s');
    expect(toSearchText('plain')).toBe('plain');
  });
});
