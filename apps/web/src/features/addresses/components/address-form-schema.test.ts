import { describe, expect, it } from 'vitest';
import { addressFormSchema, emptyAddress, minimumOrderMessage } from './address-form-schema.ts';

const messagesFor = (values: Record<string, unknown>) => {
  const parsed = addressFormSchema.safeParse({
    ...emptyAddress,
    display: 'Home',
    name: 'Jordan Ellis',
    zip: '02118',
    ...values,
  });
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('delivery address form', () => {
  it('accepts a complete address', () => {
    expect(messagesFor({})).toEqual([]);
    expect(messagesFor({ zip: 'K1A 0B1', phone: '(617) 555-0134 12' })).toEqual([]);
  });

  it('uses the spec messages', () => {
    expect(messagesFor({ display: '' })).toContain('display: Display Name is a required field');
    expect(messagesFor({ display: 'x'.repeat(26) })).toContain('display: Display Name must be at most 25 characters');
    expect(messagesFor({ zip: '0211' })).toContain('zip: Must be valid Zip Code');
    expect(messagesFor({ zip: 'ABCDE' })).toContain('zip: Must be valid Zip Code');
    expect(messagesFor({ phone: '(617) 555' })).toContain('phone: Phone number format (###) ###-#### Ext ######');
    expect(messagesFor({ city: 'x'.repeat(21) })).toContain('city: City must be at most 20 characters');
  });

  it('words the minimum order warning with dollars and cents', () => {
    expect(minimumOrderMessage('40.00')).toBe('Minimum order amount for this zip code is $40.00');
    expect(minimumOrderMessage('7.5')).toBe('Minimum order amount for this zip code is $7.50');
  });
});
