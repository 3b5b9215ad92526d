import { describe, expect, it } from 'vitest';
import { checkPassword, isStricterPolicy, meetsPasswordPolicy } from './password-policy.ts';

const strict = {
  minimumPasswordLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireNumber: true,
  requireSpecialCharacter: true,
};

describe('password policy', () => {
  it('accepts the demo password under the default options', () => {
    expect(meetsPasswordPolicy('Demo-pass1', strict)).toBe(true);
  });

  it('names each unmet rule', () => {
    const unmet = checkPassword('abc', strict)
      .filter((r) => !r.met)
      .map((r) => r.rule);
    expect(unmet).toEqual(['length', 'uppercase', 'number', 'special']);
  });

  it('counts characters, not UTF-16 units, for the length', () => {
    const policy = { ...strict, minimumPasswordLength: 6, requireSpecialCharacter: false };
    expect(meetsPasswordPolicy('Ab1😀😀', policy)).toBe(false);
    expect(meetsPasswordPolicy('Ab1😀😀x', policy)).toBe(true);
  });

  it('only checks the classes the options ask for', () => {
    const lax = { ...strict, requireUppercase: false, requireNumber: false, requireSpecialCharacter: false };
    expect(meetsPasswordPolicy('lowercaseonly', lax)).toBe(true);
    expect(checkPassword('x', lax).map((r) => r.rule)).toEqual(['length', 'lowercase']);
  });

  it('treats a longer minimum or a new class as stricter', () => {
    const lax = { ...strict, minimumPasswordLength: 6, requireNumber: false };
    expect(isStricterPolicy(strict, lax)).toBe(true);
    expect(isStricterPolicy(lax, strict)).toBe(false);
    expect(isStricterPolicy(strict, strict)).toBe(false);
  });
});
