import { describe, expect, it } from 'vitest';
import { CardMessages } from '@provender/contract';
import { billingAddressErrors } from './billing-address.ts';
import {
  CardIssuer,
  TEST_CARDS,
  cardErrors,
  cardNumberError,
  cvvError,
  detectCardIssuer,
  expirationError,
  passesLuhn,
} from './card.ts';

const policy = { acceptedIssuers: [1, 2, 3, 4], cvvRequired: true, testCardsOnly: false };
const issuerOf = (n: string) => {
  const found = detectCardIssuer(n);
  return typeof found === 'object' ? found.code : found;
};

describe('card numbers', () => {
  it('pass the Luhn check for every test card', () => {
    for (const card of TEST_CARDS) {
      expect(passesLuhn(card.number), card.number).toBe(true);
      expect(issuerOf(card.number), card.number).toBe(card.issuer);
    }
    expect(passesLuhn('4111111111111112')).toBe(false);
  });

  it('recognise the issuers by prefix', () => {
    expect(issuerOf('4')).toBe(CardIssuer.Visa);
    expect(issuerOf('2221000000000009')).toBe(CardIssuer.MasterCard);
    expect(issuerOf('2720')).toBe(CardIssuer.MasterCard);
    expect(issuerOf('6221260000000000')).toBe(CardIssuer.Discover);
    expect(issuerOf('36')).toBe(CardIssuer.DinersClub);
    expect(issuerOf('2014')).toBe(CardIssuer.enRoute);
    expect(issuerOf('3')).toBe('incomplete');
    expect(issuerOf('62212')).toBe('incomplete');
    expect(issuerOf('1234')).toBe('unknown');
    expect(issuerOf('9')).toBe('unknown');
  });

  it('answer the spec messages in order', () => {
    expect(cardNumberError('', policy)).toBe(CardMessages.numberRequired);
    expect(cardNumberError('4111-1111-1111-111x', policy)).toBe(CardMessages.numberInvalid);
    expect(cardNumberError('3', policy)).toBe(CardMessages.numberIncomplete);
    expect(cardNumberError('9111111111111111', policy)).toBe(CardMessages.issuerUnknown);
    expect(cardNumberError('3530111333300000', policy)).toBe(CardMessages.issuerUnaccepted);
    expect(cardNumberError('201400000000009', { ...policy, acceptedIssuers: [7] })).toBe(CardMessages.issuerUnaccepted);
    expect(cardNumberError('411111111111', policy)).toBe(CardMessages.numberIncomplete);
    expect(cardNumberError('41111111111111111', policy)).toBe(CardMessages.wrongLength);
    expect(cardNumberError('4111111111111112', policy)).toBe(CardMessages.numberInvalid);
    expect(cardNumberError('4111 1111 1111 1111', policy)).toBeNull();
  });

  it('refuse a valid number longer than the processor takes (17 to 19 digits), before anything is sent', () => {
    // The body's Luhn check digit appended, so only the length can make a number unacceptable.
    const withCheckDigit = (body: string) => body + ([...'0123456789'].find((d) => passesLuhn(body + d)) ?? 'x');
    const long = [
      withCheckDigit('411111111111111111'), // Visa, 19
      withCheckDigit('6011000000000000'), // Discover, 17
      withCheckDigit('60110000000000000'), // Discover, 18
      withCheckDigit('353011133330000000'), // JCB, 19
      withCheckDigit('3056930902590400'), // Diners Club, 17
    ];
    const every = { ...policy, acceptedIssuers: [1, 2, 3, 4, 5, 6] };
    for (const number of long) {
      expect(number.length, number).toBeGreaterThan(16);
      expect(cardNumberError(number, every), number).toBeNull();
      expect(cardNumberError(number, { ...every, maxDigits: 16 }), number).toBe(CardMessages.processorLength(16));
    }
    expect(CardMessages.processorLength(16)).toBe(
      'Cards with more than 16 digits cannot be accepted. Please use another card.',
    );
    expect(cardNumberError('4111111111111111', { ...every, maxDigits: 16 })).toBeNull();
    // A mistyped long number is still told it is invalid, not too long.
    const visa19 = long[0] ?? '';
    const mistyped = visa19.slice(0, -1) + String((Number(visa19.at(-1)) + 1) % 10);
    expect(cardNumberError(mistyped, { ...every, maxDigits: 16 })).toBe(CardMessages.numberInvalid);
  });

  it('accept only the fixed test numbers in test mode', () => {
    const test = { ...policy, testCardsOnly: true };
    expect(cardNumberError('4242424242424242', policy)).toBeNull();
    expect(cardNumberError('4242424242424242', test)).toBe(CardMessages.notTestCard);
    expect(cardNumberError('4000000000000002', test)).toBeNull();
  });
});

describe('expiry and CVV', () => {
  const now = new Date('2026-03-15T12:00:00Z');

  it('take MMYY, months 01 to 12, good through the end of the month', () => {
    expect(expirationError('0326', now)).toBeNull();
    expect(expirationError('1230', now)).toBeNull();
    expect(expirationError('0226', now)).toBe(CardMessages.expired);
    expect(expirationError('1325', now)).toBe(CardMessages.expirationInvalid);
    expect(expirationError('0026', now)).toBe(CardMessages.expirationInvalid);
    expect(expirationError('3/26', now)).toBe(CardMessages.expirationInvalid);
  });

  it('want the issuer code size: 4 digits for American Express, 3 for others', () => {
    expect(cvvError('', '4111111111111111', true)).toBe(CardMessages.cvvRequired);
    expect(cvvError('', '4111111111111111', false)).toBeNull();
    expect(cvvError('123', '4111111111111111', true)).toBeNull();
    expect(cvvError('1234', '4111111111111111', true)).toBe('CVV must be 3 digits');
    expect(cvvError('123', '378282246310005', true)).toBe('CVV must be 4 digits');
    expect(cvvError('12a', '', true)).toBe('CVV must be 3 to 4 digits');
  });

  it('collect the errors of a whole card', () => {
    expect(cardErrors({ cardNumber: '378282246310005', expirationDate: '0127', cvv2: '1234' }, policy, now)).toEqual(
      {},
    );
    expect(cardErrors({ cardNumber: '', expirationDate: '', cvv2: '' }, policy, now)).toEqual({
      cardNumber: CardMessages.numberRequired,
      expirationDate: CardMessages.expirationInvalid,
      cvv2: CardMessages.cvvRequired,
    });
  });
});

describe('billing address', () => {
  const base = {
    name: 'Jordan Ellis',
    address1: '48 Union Park',
    address2: '',
    city: 'Boston',
    state: 'MA',
    zip: '02118',
    phone: '',
    country: 'US',
    email: '',
  };
  const strict = { holderNameRequired: true, addressRequired: true, phoneRequired: true };
  const lenient = { holderNameRequired: false, addressRequired: false, phoneRequired: false };

  it('is fine when complete', () => {
    expect(billingAddressErrors({ ...base, phone: '(617) 555-0142' }, strict)).toEqual({});
  });

  it('requires what the card settings require, with the spec messages', () => {
    const empty = { ...base, name: '', address1: '', city: '', state: '', zip: '' };
    expect(billingAddressErrors(empty, strict)).toEqual({
      name: 'Name is a required field',
      address1: 'Address Line 1 is a required field',
      city: 'City is a required field',
      state: 'State is a required field',
      zip: 'ZIP Code is required',
      phone: 'Phone Number is a required field',
    });
    expect(Object.keys(billingAddressErrors(empty, lenient))).toEqual(['city', 'state', 'zip']);
  });

  it('wants first and last name, a two-letter state, 5 to 10 zip characters and a real phone', () => {
    const errors = billingAddressErrors(
      { ...base, name: 'Jordan', state: 'Mass', zip: '0211', phone: '555-01' },
      lenient,
    );
    expect(errors).toEqual({
      name: 'Please enter first and last name',
      state: 'State must be exactly 2 characters',
      zip: 'ZIP Code must be 5 to 10 characters',
      phone: 'Phone number format (###) ###-#### Ext ######',
    });
  });
});
