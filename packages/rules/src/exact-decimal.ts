/**
 * Decimal arithmetic for the rules the browser runs, without decimal.js (decision 361): the same
 * answers as decimal.js with its defaults (20 significant digits, ROUND_HALF_UP) for the few
 * operations the rules use, on BigInt coefficients. Values are parsed exactly as `new Decimal(v)`
 * parses them (a number through its shortest string, 1e-7 and 1_000 included); plus, times and
 * div round their result to 20 significant digits half up, as decimal.js does; rounding to decimal
 * places and to whole numbers is exact. The unit tests compare it with decimal.js.
 */

/** Anything whose valueOf() is a decimal string: an ExactDecimal, or a decimal.js Decimal (its valueOf keeps -0). */
export interface DecimalLike {
  valueOf(): string;
}

/** What the rules take as a decimal: a number, a decimal string, or a decimal object. */
export type DecimalValue = string | number | DecimalLike;

/** decimal.js's default precision: results of plus, times and div keep this many significant digits. */
const PRECISION = 20;
/** decimal.js's exponent limit: beyond it a value is ±Infinity, below its negative ±0. */
const EXP_LIMIT = 9e15;
/** decimal.js writes exponents at or below this, and at or above TO_EXP_POS, in exponential notation. */
const TO_EXP_NEG = -7;
const TO_EXP_POS = 21;

const isDecimal = /^(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;
const isHex = /^0x([0-9a-f]+(\.[0-9a-f]*)?|\.[0-9a-f]+)(p[+-]?\d+)?$/i;
const isBinary = /^0b([01]+(\.[01]*)?|\.[01]+)(p[+-]?\d+)?$/i;
const isOctal = /^0o([0-7]+(\.[0-7]*)?|\.[0-7]+)(p[+-]?\d+)?$/i;
const invalidArgument = '[DecimalError] Invalid argument: ';

const TEN = 10n;
/** Powers of ten the arithmetic meets all the time (prices, quantities, 20 digits and a few more). */
const POWERS = Array.from({ length: 48 }, (_, n) => TEN ** BigInt(n));
const pow10 = (n: number): bigint => POWERS[n] ?? TEN ** BigInt(n);
const SMALL = 10n ** 15n;
/** Digits of a coefficient; counted on a number below 10^15, where every power of ten is exact. */
function digitCount(c: bigint): number {
  if (c < SMALL) {
    const n = Number(c);
    let digits = 1;
    for (let p = 10; p <= n; p *= 10) digits++;
    return digits;
  }
  return c.toString().length;
}

/** The parts of a value: sign × c × 10^e; c has no trailing zeros (0 for zero, with e 0). Non-finite: c -1. */
interface Parts {
  /** 1 or -1 (zeros and infinities are signed), NaN for NaN. */
  s: number;
  c: bigint;
  e: number;
}

const NAN: Parts = { s: NaN, c: -1n, e: NaN };
const infinity = (s: number): Parts => ({ s, c: -1n, e: NaN });
const zero = (s: number): Parts => ({ s, c: 0n, e: 0 });
const finite = (p: Parts) => p.c >= 0n;

/** Strips trailing zeros and applies decimal.js's exponent limits. */
function normal(s: number, c: bigint, e: number): Parts {
  if (c === 0n) return zero(s);
  if (c < SMALL) {
    while (c % TEN === 0n) {
      c /= TEN;
      e++;
    }
  } else {
    // Long coefficients: the zeros counted on the digits once (dividing by ten each time is quadratic).
    const digits = c.toString();
    let end = digits.length;
    while (digits.charCodeAt(end - 1) === 48) end--;
    if (end < digits.length) {
      e += digits.length - end;
      c = BigInt(digits.slice(0, end));
    }
  }
  const adjusted = e + digitCount(c) - 1;
  if (adjusted > EXP_LIMIT) return infinity(s);
  if (adjusted < -EXP_LIMIT) return zero(s);
  return { s, c, e };
}

type Rounding = 'halfUp' | 'ceil' | 'floor';

/** Rounds to a multiple of 10^position: half up (away from zero at .5), or towards ±Infinity. */
function roundAt(p: Parts, position: number, mode: Rounding = 'halfUp'): Parts {
  if (!finite(p) || p.e >= position) return p;
  const divisor = pow10(position - p.e);
  let q = p.c / divisor;
  const r = p.c % divisor;
  if (r !== 0n) {
    const up = mode === 'halfUp' ? 2n * r >= divisor : mode === 'ceil' ? p.s > 0 : p.s < 0;
    if (up) q += 1n;
  }
  return normal(p.s, q, position);
}

/** Rounds to 20 significant digits half up, as decimal.js rounds what plus, times and div answer. */
function toPrecision(s: number, c: bigint, e: number): Parts {
  const p = normal(s, c, e);
  if (!finite(p) || p.c === 0n) return p;
  return roundAt(p, p.e + digitCount(p.c) - PRECISION);
}

function parseDecimal(s: number, str: string): Parts {
  const lower = str.indexOf('e');
  const exponentAt = lower >= 0 ? lower : str.indexOf('E');
  const mantissa = exponentAt > 0 ? str.slice(0, exponentAt) : str;
  const exponent = exponentAt > 0 ? Number(str.slice(exponentAt + 1)) : 0;
  const point = mantissa.indexOf('.');
  const digits = point < 0 ? mantissa : mantissa.slice(0, point) + mantissa.slice(point + 1);
  const fraction = point < 0 ? 0 : mantissa.length - point - 1;
  return normal(s, BigInt(digits), exponent - fraction);
}

/** Hexadecimal, binary and octal strings (0x1F, 0b101, 0o17, fractions and binary exponents p), as decimal.js reads them. */
function parseOther(s: number, text: string): Parts {
  let str = text;
  if (str.includes('_')) {
    str = str.replace(/(\d)_(?=\d)/g, '$1');
    if (isDecimal.test(str)) return parseDecimal(s, str);
  } else if (str === 'Infinity' || str === 'NaN') {
    return str === 'NaN' ? NAN : infinity(s);
  }
  let bits: number;
  if (isHex.test(str)) bits = 4;
  else if (isBinary.test(str)) bits = 1;
  else if (isOctal.test(str)) bits = 3;
  else throw new Error(invalidArgument + str);
  const prefix = str.slice(0, 2).toLowerCase();
  const exponentAt = str.search(/p/i);
  const binaryExponent = exponentAt > 0 ? Number(str.slice(exponentAt + 1)) : 0;
  const body = str.slice(2, exponentAt > 0 ? exponentAt : undefined);
  const point = body.indexOf('.');
  const digits = point < 0 ? body : body.slice(0, point) + body.slice(point + 1);
  const integer = BigInt(prefix + (digits === '' ? '0' : digits));
  if (integer === 0n) return zero(s);
  // A fraction of f digits divides by 2^(bits × f), which is exactly × 5^(bits × f) / 10^(bits × f).
  const shift = point < 0 ? 0 : (digits.length - point) * bits;
  let value = normal(s, integer * 5n ** BigInt(shift), -shift);
  if (binaryExponent !== 0) {
    if (Math.abs(binaryExponent) < 54) {
      // decimal.js multiplies by the number 2^p (read through its shortest string), exactly.
      const factor = parse(2 ** binaryExponent);
      value = normal(s, value.c * factor.c, value.e + factor.e);
    } else {
      // Beyond, by Decimal.pow(2, p) rounded to 20 digits, and the product is rounded too.
      const power = powerOfTwo(Math.abs(binaryExponent));
      const factor = binaryExponent > 0 ? toPrecision(1, power, 0) : divide(normal(1, 1n, 0), normal(1, power, 0));
      value = toPrecision(s, value.c * factor.c, value.e + factor.e);
    }
  }
  return value;
}

/** 2^n; exact up to a size where only its leading digits matter. */
function powerOfTwo(n: number): bigint {
  if (n <= 100_000) return 2n ** BigInt(n);
  throw new Error(invalidArgument + `2^${n}`);
}

function parse(value: DecimalValue): Parts {
  if (value instanceof ExactDecimal) return value.parts;
  if (typeof value === 'number') {
    if (value === 0) return zero(1 / value < 0 ? -1 : 1);
    if (Number.isNaN(value)) return NAN;
    if (!Number.isFinite(value)) return infinity(value < 0 ? -1 : 1);
    if (Number.isSafeInteger(value)) return normal(value < 0 ? -1 : 1, BigInt(Math.abs(value)), 0);
    return parseDecimal(value < 0 ? -1 : 1, String(Math.abs(value)));
  }
  const text: unknown =
    typeof value === 'string' ? value : typeof value === 'object' && value ? value.valueOf() : value;
  if (typeof text !== 'string') throw new Error(invalidArgument + String(text));
  let str = text;
  let s = 1;
  if (str.charCodeAt(0) === 45) {
    str = str.slice(1);
    s = -1;
  } else if (str.charCodeAt(0) === 43) {
    str = str.slice(1);
  }
  return isDecimal.test(str) ? parseDecimal(s, str) : parseOther(s, str);
}

/** A non-finite or zero value as a JS number with the same IEEE behaviour (finite non-zero: ±1). */
const ieee = (p: Parts): number => (Number.isNaN(p.s) ? NaN : !finite(p) ? p.s * Infinity : p.s * (p.c === 0n ? 0 : 1));

function fromNumber(n: number): Parts {
  if (Number.isNaN(n)) return NAN;
  if (!Number.isFinite(n)) return infinity(n < 0 ? -1 : 1);
  return zero(1 / n < 0 ? -1 : 1);
}

/** Keeps the sum exact in what matters when one addend lies far below the other's last digit. */
const STICKY_GAP = 25;

function add(x: Parts, y: Parts): Parts {
  if (!finite(x) || !finite(y)) return fromNumber(ieee(x) + ieee(y));
  if (x.c === 0n && y.c === 0n) return x.s === y.s ? x : zero(1);
  if (y.c === 0n) return toPrecision(x.s, x.c, x.e);
  if (x.c === 0n) return toPrecision(y.s, y.c, y.e);
  // An addend wholly below the other's lowest digit by more than 25 places only decides the rounding
  // (half up can never land on it), so a single digit there stands in for it.
  if (y.e + digitCount(y.c) - 1 < x.e - STICKY_GAP) y = { s: y.s, c: 1n, e: x.e - STICKY_GAP };
  else if (x.e + digitCount(x.c) - 1 < y.e - STICKY_GAP) x = { s: x.s, c: 1n, e: y.e - STICKY_GAP };
  const e = Math.min(x.e, y.e);
  const sum = BigInt(x.s) * x.c * pow10(x.e - e) + BigInt(y.s) * y.c * pow10(y.e - e);
  if (sum === 0n) return zero(1);
  return toPrecision(sum < 0n ? -1 : 1, sum < 0n ? -sum : sum, e);
}

function multiply(x: Parts, y: Parts): Parts {
  if (!finite(x) || !finite(y) || x.c === 0n || y.c === 0n) return fromNumber(ieee(x) * ieee(y));
  return toPrecision(x.s * y.s, x.c * y.c, x.e + y.e);
}

function divide(x: Parts, y: Parts): Parts {
  if (!finite(x) || !finite(y) || x.c === 0n || y.c === 0n) return fromNumber(ieee(x) / ieee(y));
  // At least 22 digits of the quotient, truncated: half up needs no more (the rest only adds to a tail).
  const k = Math.max(0, PRECISION + 2 + digitCount(y.c) - digitCount(x.c));
  return toPrecision(x.s * y.s, (x.c * pow10(k)) / y.c, x.e - y.e - k);
}

/** (base^exponent) mod m for a non-negative exponent. */
function powMod(base: bigint, exponent: number, m: bigint): bigint {
  let result = 1n % m;
  let b = base % m;
  let n = exponent;
  while (n > 0) {
    if (n % 2 === 1) result = (result * b) % m;
    b = (b * b) % m;
    n = Math.floor(n / 2);
  }
  return result;
}

function compare(x: Parts, y: Parts): number {
  if (Number.isNaN(x.s) || Number.isNaN(y.s)) return NaN;
  if (!finite(x) || !finite(y)) {
    const a = ieee(x);
    const b = ieee(y);
    return a === b ? 0 : a < b ? -1 : 1;
  }
  if (x.c === 0n || y.c === 0n) return x.c === 0n ? (y.c === 0n ? 0 : -y.s) : x.s;
  if (x.s !== y.s) return x.s;
  const ax = x.e + digitCount(x.c) - 1;
  const ay = y.e + digitCount(y.c) - 1;
  let magnitude: number;
  if (ax !== ay) magnitude = ax > ay ? 1 : -1;
  else {
    const e = Math.min(x.e, y.e);
    const a = x.c * pow10(x.e - e);
    const b = y.c * pow10(y.e - e);
    magnitude = a === b ? 0 : a > b ? 1 : -1;
  }
  return magnitude === 0 ? 0 : magnitude * x.s;
}

/** decimal.js's finiteToString: the digits with the point, in exponential notation when asked, padded to sd digits. */
function digitsToString(p: Parts, exponential: boolean, sd?: number): string {
  if (Number.isNaN(p.s)) return 'NaN';
  if (!finite(p)) return 'Infinity';
  let str = p.c.toString();
  const len = str.length;
  const e = p.e + len - 1;
  let k: number;
  if (exponential) {
    if (sd && (k = sd - len) > 0) str = str.charAt(0) + '.' + str.slice(1) + '0'.repeat(k);
    else if (len > 1) str = str.charAt(0) + '.' + str.slice(1);
    str = str + (e < 0 ? 'e' : 'e+') + e;
  } else if (e < 0) {
    str = '0.' + '0'.repeat(-e - 1) + str;
    if (sd && (k = sd - len) > 0) str += '0'.repeat(k);
  } else if (e >= len) {
    str += '0'.repeat(e + 1 - len);
    if (sd && (k = sd - e - 1) > 0) str = str + '.' + '0'.repeat(k);
  } else {
    if ((k = e + 1) < len) str = str.slice(0, k) + '.' + str.slice(k);
    if (sd && (k = sd - len) > 0) {
      if (e + 1 === len) str += '.';
      str += '0'.repeat(k);
    }
  }
  return str;
}

const adjustedExponent = (p: Parts) => (finite(p) ? p.e + digitCount(p.c) - 1 : NaN);

/** decimal.js's maxOrMin for two values: n 1 keeps the smaller, -1 the larger; on a tie the second replaces a first of sign n. */
function minOrMax(x: ExactDecimal, y: ExactDecimal, n: 1 | -1): ExactDecimal {
  if (y.isNaN()) return y;
  const k = x.cmp(y);
  return k === n || (k === 0 && x.parts.s === n) ? y : x;
}

/**
 * An immutable decimal with the part of decimal.js's API the rules use, answering exactly what a
 * decimal.js Decimal with the default settings answers.
 */
export class ExactDecimal implements DecimalLike {
  /** @internal */
  readonly parts: Parts;

  /** Reads a number, a decimal string or a decimal object as decimal.js does; throws on anything else. */
  constructor(value: DecimalValue) {
    this.parts = parse(value);
  }

  private static of(parts: Parts): ExactDecimal {
    const d = Object.create(ExactDecimal.prototype) as { parts: Parts };
    d.parts = parts;
    return d as ExactDecimal;
  }

  /** The smaller of the two, as Decimal.min: NaN when either is NaN, -0 of ±0. */
  static min(a: DecimalValue, b: DecimalValue): ExactDecimal {
    return minOrMax(new ExactDecimal(a), new ExactDecimal(b), 1);
  }

  /** The larger of the two, as Decimal.max: NaN when either is NaN, +0 of ±0. */
  static max(a: DecimalValue, b: DecimalValue): ExactDecimal {
    return minOrMax(new ExactDecimal(a), new ExactDecimal(b), -1);
  }

  /** The sum, rounded to 20 significant digits half up. */
  plus(y: DecimalValue): ExactDecimal {
    return ExactDecimal.of(add(this.parts, parse(y)));
  }

  /** The product, rounded to 20 significant digits half up. */
  times(y: DecimalValue): ExactDecimal {
    return ExactDecimal.of(multiply(this.parts, parse(y)));
  }

  /** The quotient, rounded to 20 significant digits half up. */
  div(y: DecimalValue): ExactDecimal {
    return ExactDecimal.of(divide(this.parts, parse(y)));
  }

  /** Rounded half up (away from zero at .5) to `decimals` places: decimal.js's toDecimalPlaces(decimals, ROUND_HALF_UP). */
  toDecimalPlaces(decimals: number): ExactDecimal {
    return ExactDecimal.of(roundAt(this.parts, -decimals));
  }

  /** Rounded up to a whole number. */
  ceil(): ExactDecimal {
    return ExactDecimal.of(roundAt(this.parts, 0, 'ceil'));
  }

  /** Rounded down to a whole number. */
  floor(): ExactDecimal {
    return ExactDecimal.of(roundAt(this.parts, 0, 'floor'));
  }

  abs(): ExactDecimal {
    const p = this.parts;
    return Number.isNaN(p.s) ? this : ExactDecimal.of({ ...p, s: 1 });
  }

  /** True when this is a whole multiple of y: decimal.js's mod(y).isZero() (false for a zero or NaN y). */
  isMultipleOf(y: DecimalValue): boolean {
    const x = this.parts;
    const m = parse(y);
    if (!finite(x) || Number.isNaN(m.s) || m.c === 0n) return false;
    if (!finite(m) || x.c === 0n) return x.c === 0n;
    // x's coefficient has no trailing zeros, so a divisor with a lower exponent cannot divide it.
    if (x.e < m.e) return false;
    return ((x.c % m.c) * powMod(TEN, x.e - m.e, m.c)) % m.c === 0n;
  }

  /** -1, 0 or 1; NaN when either is NaN. ±0 are equal. */
  cmp(y: DecimalValue): number {
    return compare(this.parts, parse(y));
  }
  eq(y: DecimalValue): boolean {
    return this.cmp(y) === 0;
  }
  gt(y: DecimalValue): boolean {
    return this.cmp(y) > 0;
  }
  gte(y: DecimalValue): boolean {
    const k = this.cmp(y);
    return k > 0 || k === 0;
  }
  lt(y: DecimalValue): boolean {
    return this.cmp(y) < 0;
  }
  lte(y: DecimalValue): boolean {
    const k = this.cmp(y);
    return k < 0 || k === 0;
  }

  isZero(): boolean {
    return this.parts.c === 0n;
  }
  /** True for negative values, -0 and -Infinity included (as decimal.js). */
  isNegative(): boolean {
    return this.parts.s < 0;
  }
  isFinite(): boolean {
    return finite(this.parts);
  }
  isNaN(): boolean {
    return Number.isNaN(this.parts.s);
  }

  /** The number of decimal places (trailing zeros do not count); NaN when not finite. */
  decimalPlaces(): number {
    return finite(this.parts) ? Math.max(0, -this.parts.e) : NaN;
  }

  /** decimal.js's toString: exponential notation for exponents ≤ -7 or ≥ 21; -0 shows as 0. */
  toString(): string {
    const p = this.parts;
    const str = digitsToString(p, adjustedExponent(p) <= TO_EXP_NEG || adjustedExponent(p) >= TO_EXP_POS);
    return p.s < 0 && p.c !== 0n ? '-' + str : str;
  }

  /** As toString, but -0 shows as -0 (decimal.js's valueOf and toJSON): a string other decimals read back exactly. */
  valueOf(): string {
    const p = this.parts;
    const str = digitsToString(p, adjustedExponent(p) <= TO_EXP_NEG || adjustedExponent(p) >= TO_EXP_POS);
    return p.s < 0 ? '-' + str : str;
  }

  toJSON(): string {
    return this.valueOf();
  }

  toNumber(): number {
    return Number(this.valueOf());
  }

  /** decimal.js's toFixed: `decimals` places, rounded half up, never in exponential notation; without decimals, all of them. */
  toFixed(decimals?: number): string {
    const p = this.parts;
    let str: string;
    if (decimals === undefined) str = digitsToString(p, false);
    else {
      const y = roundAt(p, -decimals);
      str = digitsToString(y, false, decimals + (finite(y) ? adjustedExponent(y) : 0) + 1);
    }
    return p.s < 0 && p.c !== 0n ? '-' + str : str;
  }
}
