import { describe, expect, it } from 'vitest';
import {
  deliveryZoneKey,
  formatPhone,
  isValidPhone,
  isValidZipCode,
  normalizeZipCode,
  phoneDigits,
  phoneError,
  zipCodeError,
} from './address.ts';

describe('zip codes', () => {
  it('accepts US ZIPs with an optional extension and Canadian postal codes', () => {
    for (const zip of ['02118', '02118-1234', 'K1A 0B1', 'k1a0b1', 'M5V 3L9']) expect(isValidZipCode(zip)).toBe(true);
  });

  it("refuses anything else with 'Must be valid Zip Code'", () => {
    for (const zip of ['', '1234', '123456', '02118-12', 'ABCDE', 'D1A 0B1', 'K1A-0B1', '02118 1234']) {
      expect(zipCodeError(zip)).toBe('Must be valid Zip Code');
    }
  });

  it('keys delivery zones by five-digit ZIP or Canadian forward sortation area', () => {
    expect(deliveryZoneKey('02118-1234')).toBe('02118');
    expect(deliveryZoneKey('k1a 0b1')).toBe('K1A');
    expect(deliveryZoneKey('nope')).toBeNull();
  });

  it('stores postal codes in one canonical form', () => {
    expect(normalizeZipCode(' k1a0b1 ')).toBe('K1A 0B1');
    expect(normalizeZipCode('02118')).toBe('02118');
  });
});

describe('phone numbers', () => {
  it('needs 10 to 16 digits', () => {
    expect(isValidPhone('(617) 555-0134')).toBe(true);
    expect(isValidPhone('(617) 555-0134 123456')).toBe(true);
    expect(isValidPhone('617555013')).toBe(false);
    expect(isValidPhone('(617) 555-0134 1234567')).toBe(false);
    expect(isValidPhone('617-555-0134 call me')).toBe(false);
  });

  it('allows an empty optional phone and names the format otherwise', () => {
    expect(phoneError('')).toBeNull();
    expect(phoneError('555-0134')).toBe('Phone number format (###) ###-#### Ext ######');
  });

  it('masks digits as they are typed', () => {
    expect(formatPhone('6')).toBe('(6');
    expect(formatPhone('6175')).toBe('(617) 5');
    expect(formatPhone('6175550134')).toBe('(617) 555-0134');
    expect(formatPhone('61755501341234567')).toBe('(617) 555-0134 123456');
    expect(phoneDigits('(617) 555-0134 12')).toBe('617555013412');
  });
});
