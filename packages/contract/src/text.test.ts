import { describe, expect, it } from 'vitest';
import { anyControlCharacters, controlCharacterPaths } from './text.ts';

describe('anyControlCharacters', () => {
  const clean = [
    'chicken breast',
    'tab\tline\nreturn\r',
    ['a', 'b', { c: 'd' }],
    { search: 'x', nested: { list: [1, 'two', null, true] } },
    42,
    null,
    undefined,
  ];
  const dirty = [
    'a\u0000b',
    ['fine', 'del\u007f'],
    { name: 'fine', address: { line2: 'bell\u0007' } },
    [{ productKey: 1, unitOfMeasure: 'CS\u001b' }],
    { ['key\u0001']: 'value' },
  ];

  it('finds a control character in any string or key, however deep, exactly when the paths name one', () => {
    for (const value of clean) {
      expect(anyControlCharacters(value)).toBe(false);
      expect(controlCharacterPaths(value)).toEqual([]);
    }
    for (const value of dirty) {
      expect(anyControlCharacters(value)).toBe(true);
      expect(controlCharacterPaths(value).length).toBeGreaterThan(0);
    }
  });
});
