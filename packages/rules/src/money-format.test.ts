import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MONEY_FORMAT, formatMoney, setSiteCurrency, siteMoneyFormat } from './money.ts';

const intl = (locale: string, currency: string, decimals: number, value: string) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value as Intl.StringNumericLiteral);

describe('formatMoney in a currency and locale (decision 441)', () => {
  afterEach(() => setSiteCurrency(DEFAULT_MONEY_FORMAT.currency));

  it('writes US dollars in en-US by default, as before', () => {
    expect(siteMoneyFormat()).toEqual({ currency: 'USD', locale: 'en-US' });
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney('1234.5', { currency: 'USD', locale: 'en-US' })).toBe('$1,234.50');
    expect(formatMoney('2.15755', { decimals: 4 })).toBe('$2.1576');
  });

  it('writes another currency or locale as Intl does, from the value rounded half up as a decimal', () => {
    expect(formatMoney('1234.565', { currency: 'EUR', locale: 'de-DE' })).toBe(intl('de-DE', 'EUR', 2, '1234.57'));
    expect(formatMoney('-0.125', { currency: 'EUR' })).toBe(intl('en-US', 'EUR', 2, '-0.13'));
    expect(formatMoney('99999999.99995', { currency: 'CAD', decimals: 4 })).toBe(
      intl('en-US', 'CAD', 4, '100000000.0000'),
    );
    expect(formatMoney(null, { currency: 'EUR' })).toBe('-.--');
  });

  it("follows the site's currency once it is set, and refuses what is not a currency code", () => {
    setSiteCurrency('EUR');
    expect(siteMoneyFormat()).toEqual({ currency: 'EUR', locale: 'en-US' });
    expect(formatMoney(7.5)).toBe(intl('en-US', 'EUR', 2, '7.50'));
    expect(formatMoney(7.5, 4)).toBe(intl('en-US', 'EUR', 4, '7.5000'));
    expect(() => setSiteCurrency('usd')).toThrow(RangeError);
    expect(() => setSiteCurrency('DOLLARS')).toThrow(RangeError);
  });
});
