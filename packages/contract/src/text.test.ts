import { describe, expect, it } from 'vitest';
import { anyControlCharacters, controlCharacterPaths } from './text.ts';

describe('anyControlCharacters', () => {
  const clean = [
    'chicken breast',
    'tab\tline\nreturn\r',
    'right-to-left mark \u200F and left-to-right mark \u200E',
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
    'evil\u202Eexe.txt',
    { name: 'isolate \u2066x\u2069' },
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

describe('walking client input', () => {
  const nested = (depth: number, leaf: unknown): unknown => {
    let value = leaf;
    for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { a: value };
    return value;
  };

  it('never runs out of stack, however deep the value (decision 382)', () => {
    const deep = nested(200_000, 'bell\u0007');
    expect(anyControlCharacters(deep)).toBe(true);
    expect(controlCharacterPaths(deep)).toHaveLength(1);
    expect(anyControlCharacters(nested(200_000, 'fine'))).toBe(false);
  });

  it('enters only arrays and plain objects: a stream or bytes are not client text', () => {
    const stream = { __proto__: { pipe() {} }, self: null as unknown, chunk: 'a\u0000b' };
    stream.self = stream;
    expect(anyControlCharacters(stream)).toBe(false);
    expect(controlCharacterPaths(stream)).toEqual([]);
    expect(anyControlCharacters(new Uint8Array([97, 0, 98]))).toBe(false);
  });

  it('walks the records the query string and path parsers make (no prototype, or an empty one)', () => {
    function NullObject() {}
    NullObject.prototype = Object.create(null) as object;
    const query = Object.assign(new (NullObject as unknown as new () => object)(), { search: 'a\u0000' });
    const bare = Object.assign(Object.create(null) as object, { id: 'b\u0001' });
    for (const record of [query, bare]) {
      expect(anyControlCharacters(record)).toBe(true);
      expect(controlCharacterPaths(record)).toHaveLength(1);
    }
  });

  it('names the paths in document order, a bad key before what is under it', () => {
    expect(controlCharacterPaths({ a: 'x\u0001', ['b\u0002']: { c: 'y\u0003' }, d: ['ok', 'z\u0004'] })).toEqual([
      'a',
      'b\u0002',
      'b\u0002.c',
      'd.1',
    ]);
  });
});
