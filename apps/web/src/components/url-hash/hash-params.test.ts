import { describe, expect, it } from 'vitest';
import { readHashParam, withHashParam } from './hash-params.ts';

describe('hash params', () => {
  it('reads a value, with or without the leading #', () => {
    expect(readHashParam('#mc=BAKERY&s=rye%20bread', 's')).toBe('rye bread');
    expect(readHashParam('s=a+b', 's')).toBe('a b');
    expect(readHashParam('', 's')).toBe('');
  });

  it('sets a value and keeps the other pairs', () => {
    expect(withHashParam('#mc=BAKERY&c=BREAD', 's', 'chef`s knife')).toBe('#mc=BAKERY&c=BREAD&s=chef%60s+knife');
    expect(readHashParam(withHashParam('#s=old', 's', 'new & improved'), 's')).toBe('new & improved');
  });

  it('removes an emptied value and returns no hash when nothing is left', () => {
    expect(withHashParam('#mc=BAKERY&s=rye', 's', '')).toBe('#mc=BAKERY');
    expect(withHashParam('#s=rye', 's', '')).toBe('');
  });
});
