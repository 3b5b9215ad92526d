import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { Decimal as RulesDecimal } from './decimal.ts';
import { generator } from './test-generator.ts';

/** Finite decimal numbers and strings the rules meet: exponents, ties, signed zeros, long digit strings. */
function values(seed: number, count: number): (string | number)[] {
  const g = generator(seed);
  const fixed: (string | number)[] = [
    0,
    -0,
    '-0',
    '0.00',
    1e-7,
    -1e-7,
    1e21,
    1.5e-10,
    123456789012345680000,
    0.1 + 0.2,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_VALUE,
    Number.MAX_VALUE,
    '1e-7',
    '1E+5',
    '.5',
    '5.',
    '+2.5',
    '-2.5',
    '0.005',
    '-0.005',
    '99999999.99',
    '99999999.995',
    '12345678901234567890123.456789',
    '1e-30',
    '-1e25',
  ];
  const out = [...fixed];
  for (let i = 0; i < count; i++) {
    const kind = g.int(5);
    if (kind === 0) out.push(g.decimal(8, 2));
    else if (kind === 1) out.push(g.decimal(8, 4));
    else if (kind === 2) out.push(Number(g.decimal(6, 6)));
    else if (kind === 3) out.push(`${g.decimal(3, 3)}e${g.int(60) - 30}`);
    else if (kind === 4) out.push(g.decimal(24, 24));
    else out.push(`${g.decimal(8, 1)}5`);
  }
  return out;
}

/** Everything a value shows, compared as strings (so NaN and -0 compare too). */
const show = (d: { toString(): string; valueOf(): string; toFixed(n?: number): string; toNumber(): number }) =>
  [
    d.toString(),
    d.valueOf(),
    d.toFixed(),
    d.toFixed(2),
    d.toFixed(4),
    String(Object.is(d.toNumber(), -0) ? '-0' : d.toNumber()),
  ].join(' | ');
const showBoth = (x: RulesDecimal, d: Decimal) => [show(x), show(d)];

/** Zero divisors: big.js refuses a division by zero where decimal.js answers Infinity or NaN (decision 440). */
const isZero = (v: string | number) => new Decimal(v).isZero();

describe('Decimal (big.js) against decimal.js, the library the rules were written on (decision 440)', () => {
  const all = values(361, 400);

  it('reads numbers and strings as decimal.js does, and writes them back the same', () => {
    for (const v of all) {
      const [mine, theirs] = showBoth(new RulesDecimal(v), new Decimal(v));
      expect(mine, String(v)).toBe(theirs);
      expect(new RulesDecimal(v).decimalPlaces(), String(v)).toBe(new Decimal(v).decimalPlaces());
      expect(new RulesDecimal(v).isNegative(), String(v)).toBe(new Decimal(v).isNegative());
      expect(new RulesDecimal(v).isFinite(), String(v)).toBe(new Decimal(v).isFinite());
      // A decimal.js Decimal (read through its valueOf) and an RulesDecimal are read back unchanged.
      expect(show(new RulesDecimal(new Decimal(v))), String(v)).toBe(show(new Decimal(v)));
      expect(show(new RulesDecimal(new RulesDecimal(v))), String(v)).toBe(show(new Decimal(v)));
    }
  });

  it('refuses what decimal.js refuses, and what is no finite decimal number', () => {
    for (const v of ['', ' 1', '1 ', '1,000', '$5', '--1', 'abc', '1e', '0x', '.', '1..2', '0xg', '+-1']) {
      expect(() => new Decimal(v), v).toThrow();
      expect(() => new RulesDecimal(v), v).toThrow('[big.js] Invalid');
    }
    for (const v of ['1_000.25', '0x1F', '0b101.1', '0o17', 'Infinity', '-Infinity', 'NaN', NaN, Infinity, -Infinity])
      expect(() => new RulesDecimal(v), String(v)).toThrow('[big.js] Invalid');
    expect(() => new RulesDecimal(5).div(0)).toThrow('Division by zero');
    expect(() => new RulesDecimal(0).div('-0')).toThrow('Division by zero');
  });

  it('adds, multiplies and divides to 20 significant digits, half up', () => {
    const g = generator(13);
    for (let i = 0; i < 4000; i++) {
      const a = g.pick(all);
      const b = g.pick(all);
      const x = new RulesDecimal(a);
      const d = new Decimal(a);
      const label = `${String(a)} ${String(b)}`;
      expect(show(x.plus(b)), `plus ${label}`).toBe(show(d.plus(b)));
      expect(show(x.times(b)), `times ${label}`).toBe(show(d.times(b)));
      expect(show(x.minus(b)), `minus ${label}`).toBe(show(d.minus(b)));
      if (isZero(b)) expect(() => x.div(b), `div ${label}`).toThrow('Division by zero');
      else expect(show(x.div(b)), `div ${label}`).toBe(show(d.div(b)));
      expect(x.cmp(b), `cmp ${label}`).toBe(d.cmp(b));
      expect([x.gt(b), x.gte(b), x.lt(b), x.lte(b), x.eq(b)], label).toEqual([
        d.gt(b),
        d.gte(b),
        d.lt(b),
        d.lte(b),
        d.eq(b),
      ]);
      expect(x.isMultipleOf(b), `mod ${label}`).toBe(d.mod(b).isZero());
      expect(show(RulesDecimal.max(a, b)), `max ${label}`).toBe(show(Decimal.max(a, b)));
      expect(show(RulesDecimal.min(a, b)), `min ${label}`).toBe(show(Decimal.min(a, b)));
    }
  });

  it('treats signed zeros as decimal.js does', () => {
    const specials = [0, -0, '-0', 1, -1, '0.5', -2.5, '1e-30', '-1e25'];
    for (const a of specials)
      for (const b of specials) {
        const x = new RulesDecimal(a);
        const d = new Decimal(a);
        const label = `${String(a)} ${String(b)}`;
        expect(show(x.plus(b)), `plus ${label}`).toBe(show(d.plus(b)));
        expect(show(x.times(b)), `times ${label}`).toBe(show(d.times(b)));
        if (!isZero(b)) expect(show(x.div(b)), `div ${label}`).toBe(show(d.div(b)));
        expect(x.cmp(b), `cmp ${label}`).toBe(d.cmp(b));
        expect(x.isMultipleOf(b), `mod ${label}`).toBe(d.mod(b).isZero());
        expect(show(RulesDecimal.max(a, b)), `max ${label}`).toBe(show(Decimal.max(a, b)));
        expect(show(RulesDecimal.min(a, b)), `min ${label}`).toBe(show(Decimal.min(a, b)));
      }
  });

  it('sums long runs as decimal.js does', () => {
    const g = generator(7);
    for (let run = 0; run < 200; run++) {
      let x = new RulesDecimal(0);
      let d = new Decimal(0);
      const length = 1 + g.int(40);
      for (let i = 0; i < length; i++) {
        const v = run % 2 === 0 ? g.decimal(8, 2) : g.decimal(20, 10);
        x = x.plus(v);
        d = d.plus(v);
      }
      expect(show(x)).toBe(show(d));
    }
  });

  it('rounds to places and to whole numbers exactly, .5 away from zero', () => {
    for (const v of all) {
      const x = new RulesDecimal(v);
      const d = new Decimal(v);
      for (const places of [0, 1, 2, 4, 8])
        expect(show(x.toDecimalPlaces(places)), `${String(v)} ${places}`).toBe(
          show(d.toDecimalPlaces(places, Decimal.ROUND_HALF_UP)),
        );
      expect(show(x.ceil()), String(v)).toBe(show(d.ceil()));
      expect(show(x.floor()), String(v)).toBe(show(d.floor()));
      expect(show(x.abs()), String(v)).toBe(show(d.abs()));
    }
    expect(new RulesDecimal('2.5').toDecimalPlaces(0).toString()).toBe('3');
    expect(new RulesDecimal('-2.5').toDecimalPlaces(0).toString()).toBe('-3');
    expect(new RulesDecimal('1.005').toDecimalPlaces(2).toString()).toBe('1.01');
    expect(new RulesDecimal(-0.001).toFixed(2)).toBe(new Decimal(-0.001).toFixed(2));
  });

  it('tells multiples of quantities, conversions and sell-by multiples apart as mod does', () => {
    const g = generator(5);
    const multiples = ['0.25', '0.5', '1', '6', '12', '0.01', '2.2046', '0.45359237', '0.1', '3', '40'];
    for (let i = 0; i < 3000; i++) {
      const m = g.pick(multiples);
      const q = i % 3 === 0 ? new Decimal(m).times(g.int(100000)).toString() : g.decimal(8, 2);
      expect(new RulesDecimal(q).isMultipleOf(m), `${q} ${m}`).toBe(new Decimal(q).mod(m).isZero());
    }
  });
});
