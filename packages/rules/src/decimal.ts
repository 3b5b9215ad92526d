import Big from 'big.js';

/**
 * The one decimal type of the browser and the server (decision 440): big.js, with the names the
 * rules have always used and their precision. big.js adds, subtracts and multiplies exactly and
 * divides to a number of decimal places; the rules were written on decimal.js, whose plus, minus,
 * times and div round to 20 significant digits half up, so Decimal rounds those four the same way
 * and answers what decimal.js answered for every decimal number and string. It reads what big.js
 * reads (numbers, decimal strings with an exponent) and a leading '+'; anything else throws, as do
 * division by zero and a non-finite number.
 */

/** A decimal object: a Decimal, any big.js value, or another library's decimal whose valueOf() is its digits. */
export interface DecimalLike {
  valueOf(): string;
}

/** What the rules take as a decimal: a number (or bigint), a decimal string, or a decimal object. */
export type DecimalValue = string | number | bigint | DecimalLike;

/** What big.js reads of a value: its own values as they are, other objects through valueOf() (which keeps -0). */
function readable(value: DecimalValue): Big.BigSource {
  if (typeof value === 'string') return /^\+[\d.]/.test(value) ? value.slice(1) : value;
  return typeof value !== 'object' || value instanceof Big ? value : readable(value.valueOf());
}

/** Significant digits kept by plus, minus, times and div (decimal.js's default precision). */
const PRECISION = 20;
const ROUND_DOWN = 0;
const ROUND_HALF_UP = 1;
const ROUND_UP = 3;

/** The class's own settings (big.js reads them from a value's constructor). */
interface Settings {
  DP: number;
  RM: Big.RoundingMode;
}

const significant = (x: Big): Decimal => (x.c.length > PRECISION ? x.prec(PRECISION, ROUND_HALF_UP) : x) as Decimal;

export class Decimal extends Big {
  /** Rounding modes of toDecimalPlaces, round and toFixed (big.js's numbers). */
  static readonly ROUND_DOWN = ROUND_DOWN;
  static readonly ROUND_HALF_UP = ROUND_HALF_UP;
  static readonly ROUND_UP = ROUND_UP;

  constructor(value: DecimalValue) {
    super(readable(value));
    // big.js makes every result with the constructor a value keeps: results are Decimals too.
    this.constructor = Decimal;
  }

  /** The smaller of the two (of equal zeros, -0). */
  static min(a: DecimalValue, b: DecimalValue): Decimal {
    const x = new Decimal(a);
    const y = new Decimal(b);
    const k = x.cmp(y);
    return k > 0 || (k === 0 && x.s > 0) ? y : x;
  }

  /** The larger of the two (of equal zeros, +0). */
  static max(a: DecimalValue, b: DecimalValue): Decimal {
    const x = new Decimal(a);
    const y = new Decimal(b);
    const k = x.cmp(y);
    return k < 0 || (k === 0 && x.s < 0) ? y : x;
  }

  /** The sum, rounded to 20 significant digits half up. */
  override plus(y: DecimalValue): Decimal {
    return significant(super.plus(new Decimal(y)));
  }
  override add(y: DecimalValue): Decimal {
    return this.plus(y);
  }

  /** The difference, rounded to 20 significant digits half up. */
  override minus(y: DecimalValue): Decimal {
    return significant(super.minus(new Decimal(y)));
  }
  override sub(y: DecimalValue): Decimal {
    return this.minus(y);
  }

  /** The product, rounded to 20 significant digits half up. */
  override times(y: DecimalValue): Decimal {
    return significant(super.times(new Decimal(y)));
  }
  override mul(y: DecimalValue): Decimal {
    return this.times(y);
  }

  /** The quotient, rounded to 20 significant digits half up; throws on division by zero. */
  override div(y: DecimalValue): Decimal {
    const divisor = new Decimal(y);
    const settings = Decimal as unknown as Settings;
    const { DP, RM } = settings;
    // At least 23 digits of the quotient, cut off: rounding half up to 20 needs no more.
    settings.DP = Math.max(0, PRECISION + 3 - this.e + divisor.e);
    settings.RM = ROUND_DOWN;
    try {
      return significant(super.div(divisor));
    } finally {
      settings.DP = DP;
      settings.RM = RM;
    }
  }

  /** The exact remainder (big.js's own, which would otherwise go through the rounding above). */
  override mod(y: DecimalValue): Decimal {
    return new Decimal(new Big(this).mod(new Big(readable(y))));
  }

  /** True when this is a whole multiple of y (false for a zero y). */
  isMultipleOf(y: DecimalValue): boolean {
    const m = new Big(readable(y));
    return !m.eq(0) && new Big(this).mod(m).eq(0);
  }

  /** Rounded to `decimals` places, half up (away from zero at .5) unless another mode is given. */
  toDecimalPlaces(decimals: number, rounding: Big.RoundingMode = ROUND_HALF_UP): Decimal {
    return this.round(decimals, rounding);
  }

  /** Rounded up to a whole number. */
  ceil(): Decimal {
    return this.round(0, this.s < 0 ? ROUND_DOWN : ROUND_UP);
  }

  /** Rounded down to a whole number. */
  floor(): Decimal {
    return this.round(0, this.s < 0 ? ROUND_UP : ROUND_DOWN);
  }

  // big.js's own methods, typed as they behave on a Decimal: they answer Decimals (see the
  // constructor) and read any DecimalValue (through the constructor too).
  override abs(): Decimal {
    return super.abs() as Decimal;
  }
  override neg(): Decimal {
    return super.neg() as Decimal;
  }
  override round(dp?: number, rm?: Big.RoundingMode): Decimal {
    return super.round(dp, rm) as Decimal;
  }
  override prec(sd: number, rm?: Big.RoundingMode): Decimal {
    return super.prec(sd, rm) as Decimal;
  }
  override cmp(y: DecimalValue): Big.Comparison {
    return super.cmp(y as Big.BigSource);
  }
  override eq(y: DecimalValue): boolean {
    return super.eq(y as Big.BigSource);
  }
  override gt(y: DecimalValue): boolean {
    return super.gt(y as Big.BigSource);
  }
  override gte(y: DecimalValue): boolean {
    return super.gte(y as Big.BigSource);
  }
  override lt(y: DecimalValue): boolean {
    return super.lt(y as Big.BigSource);
  }
  override lte(y: DecimalValue): boolean {
    return super.lte(y as Big.BigSource);
  }
  comparedTo(y: DecimalValue): number {
    return this.cmp(y);
  }

  isZero(): boolean {
    return this.c[0] === 0;
  }

  /** True for negative values and -0. */
  isNegative(): boolean {
    return this.s < 0;
  }

  /** Always true: a Decimal is a finite number (what is not one is refused when read). */
  isFinite(): boolean {
    return true;
  }

  /** The number of decimal places (trailing zeros do not count). */
  decimalPlaces(): number {
    return Math.max(0, this.c.length - this.e - 1);
  }

  /** As valueOf: -0 stays -0, so the string reads back exactly. */
  override toJSON(): string {
    return this.valueOf();
  }
}

/** The value as a Decimal, or null when it is not a finite decimal number (text a buyer typed, say). */
export function readDecimal(value: DecimalValue): Decimal | null {
  try {
    return new Decimal(value);
  } catch {
    return null;
  }
}
