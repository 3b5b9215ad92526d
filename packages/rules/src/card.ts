/** Card rules of spec 02 section 5, used by the payment form and by the server before any charge. */

import { CardMessages } from '@provender/contract';

/** Card issuer codes of the spec. enRoute is never offered; eCheck is not a card. */
export const CardIssuer = {
  Visa: 1,
  MasterCard: 2,
  AmericanExpress: 3,
  Discover: 4,
  JCB: 5,
  DinersClub: 6,
  enRoute: 7,
  eCheck: 8,
} as const;
export type CardIssuerCode = (typeof CardIssuer)[keyof typeof CardIssuer];

interface IssuerSpec {
  code: CardIssuerCode;
  name: string;
  /** Inclusive prefix ranges; both ends have the same number of digits. */
  ranges: readonly (readonly [string, string])[];
  lengths: readonly number[];
  cvvLength: number;
}

const issuers: readonly IssuerSpec[] = [
  { code: CardIssuer.Visa, name: 'Visa', ranges: [['4', '4']], lengths: [13, 16, 19], cvvLength: 3 },
  {
    code: CardIssuer.MasterCard,
    name: 'MasterCard',
    ranges: [
      ['51', '55'],
      ['2221', '2720'],
    ],
    lengths: [16],
    cvvLength: 3,
  },
  {
    code: CardIssuer.AmericanExpress,
    name: 'American Express',
    ranges: [
      ['34', '34'],
      ['37', '37'],
    ],
    lengths: [15],
    cvvLength: 4,
  },
  {
    code: CardIssuer.Discover,
    name: 'Discover',
    ranges: [
      ['6011', '6011'],
      ['644', '649'],
      ['65', '65'],
      ['622126', '622925'],
    ],
    lengths: [16, 17, 18, 19],
    cvvLength: 3,
  },
  { code: CardIssuer.JCB, name: 'JCB', ranges: [['3528', '3589']], lengths: [16, 17, 18, 19], cvvLength: 3 },
  {
    code: CardIssuer.DinersClub,
    name: 'Diners Club',
    ranges: [
      ['300', '305'],
      ['36', '36'],
      ['38', '39'],
    ],
    lengths: [14, 15, 16, 17, 18, 19],
    cvvLength: 3,
  },
  {
    code: CardIssuer.enRoute,
    name: 'enRoute',
    ranges: [
      ['2014', '2014'],
      ['2149', '2149'],
    ],
    lengths: [15],
    cvvLength: 3,
  },
];

export interface CardIssuerInfo {
  code: CardIssuerCode;
  name: string;
  lengths: readonly number[];
  cvvLength: number;
}

/** The digits of a card number as typed (spaces and dashes are allowed between groups). */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** The issuer of a card number, 'incomplete' when too few digits are typed to tell, or 'unknown'. */
export function detectCardIssuer(cardNumber: string): CardIssuerInfo | 'incomplete' | 'unknown' {
  const digits = cardDigits(cardNumber);
  let couldStillMatch = false;
  for (const issuer of issuers) {
    for (const [low, high] of issuer.ranges) {
      if (digits.length >= low.length) {
        const prefix = digits.slice(0, low.length);
        if (prefix >= low && prefix <= high)
          return { code: issuer.code, name: issuer.name, lengths: issuer.lengths, cvvLength: issuer.cvvLength };
      } else if (digits >= low.slice(0, digits.length) && digits <= high.slice(0, digits.length)) {
        couldStillMatch = true;
      }
    }
  }
  return couldStillMatch ? 'incomplete' : 'unknown';
}

export function cardIssuerName(code: number): string {
  return issuers.find((i) => i.code === code)?.name ?? (code === CardIssuer.eCheck ? 'eCheck' : 'Card');
}

/** The Luhn (mod 10) check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Test cards the built-in gateway knows (decision 034); in test mode no other number is accepted. */
export const TEST_CARDS: readonly { number: string; issuer: CardIssuerCode; outcome: 'approve' | 'decline' }[] = [
  { number: '4111111111111111', issuer: CardIssuer.Visa, outcome: 'approve' },
  { number: '4012888888881881', issuer: CardIssuer.Visa, outcome: 'approve' },
  { number: '4000000000000002', issuer: CardIssuer.Visa, outcome: 'decline' },
  { number: '5555555555554444', issuer: CardIssuer.MasterCard, outcome: 'approve' },
  { number: '5105105105105100', issuer: CardIssuer.MasterCard, outcome: 'approve' },
  { number: '378282246310005', issuer: CardIssuer.AmericanExpress, outcome: 'approve' },
  { number: '371449635398431', issuer: CardIssuer.AmericanExpress, outcome: 'approve' },
  { number: '6011111111111117', issuer: CardIssuer.Discover, outcome: 'approve' },
  { number: '6011000990139424', issuer: CardIssuer.Discover, outcome: 'approve' },
  { number: '3530111333300000', issuer: CardIssuer.JCB, outcome: 'approve' },
  { number: '30569309025904', issuer: CardIssuer.DinersClub, outcome: 'approve' },
];

export function isTestCard(cardNumber: string): boolean {
  const digits = cardDigits(cardNumber);
  return TEST_CARDS.some((c) => c.number === digits);
}

export interface CardPolicy {
  /** Issuer codes the distributor accepts. */
  acceptedIssuers: readonly number[];
  cvvRequired: boolean;
  /** Test-transaction mode: only TEST_CARDS numbers. */
  testCardsOnly: boolean;
  /**
   * The longest number the payment processor takes (Authorize.Net: 16, decision 394); a valid card
   * with more digits is refused before anything is sent. Unset: every length the issuer gives out.
   */
  maxDigits?: number | undefined;
}

/** The message for a card number, or null when it is acceptable. */
export function cardNumberError(cardNumber: string, policy: CardPolicy): string | null {
  const digits = cardDigits(cardNumber);
  if (digits === '') return CardMessages.numberRequired;
  if (!/^\d+$/.test(digits)) return CardMessages.numberInvalid;
  const issuer = detectCardIssuer(digits);
  if (issuer === 'incomplete') return CardMessages.numberIncomplete;
  if (issuer === 'unknown') return CardMessages.issuerUnknown;
  if (!policy.acceptedIssuers.includes(issuer.code) || issuer.code === CardIssuer.enRoute)
    return CardMessages.issuerUnaccepted;
  if (!issuer.lengths.includes(digits.length)) {
    return digits.length < Math.min(...issuer.lengths) ? CardMessages.numberIncomplete : CardMessages.wrongLength;
  }
  if (!passesLuhn(digits)) return CardMessages.numberInvalid;
  if (policy.maxDigits !== undefined && digits.length > policy.maxDigits)
    return CardMessages.processorLength(policy.maxDigits);
  if (policy.testCardsOnly && !isTestCard(digits)) return CardMessages.notTestCard;
  return null;
}

/** Month and two-digit year of an MMYY expiry, or null when it is not one. */
export function parseExpiration(mmyy: string): { month: number; year: number } | null {
  const match = /^(\d{2})(\d{2})$/.exec(mmyy.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is good through the last day of its expiry month (the caller's `now`, UTC calendar). */
export function expirationError(mmyy: string, now: Date): string | null {
  const parsed = parseExpiration(mmyy);
  if (!parsed) return CardMessages.expirationInvalid;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return parsed.year * 12 + (parsed.month - 1) < current ? CardMessages.expired : null;
}

/** The CVV follows the issuer's code size (4 for American Express, 3 for the others). */
export function cvvError(cvv: string, cardNumber: string, required: boolean): string | null {
  const value = cvv.trim();
  if (value === '') return required ? CardMessages.cvvRequired : null;
  const issuer = detectCardIssuer(cardNumber);
  const size = typeof issuer === 'object' ? issuer.cvvLength : null;
  if (!/^\d{3,4}$/.test(value)) return size ? CardMessages.cvvLength(size) : CardMessages.cvvDigits;
  if (size !== null && value.length !== size) return CardMessages.cvvLength(size);
  return null;
}

export interface CardInput {
  cardNumber: string;
  expirationDate: string;
  cvv2: string;
}

export function cardErrors(card: CardInput, policy: CardPolicy, now: Date): Partial<Record<keyof CardInput, string>> {
  const errors: Partial<Record<keyof CardInput, string>> = {};
  const number = cardNumberError(card.cardNumber, policy);
  if (number) errors.cardNumber = number;
  const expiry = expirationError(card.expirationDate, now);
  if (expiry) errors.expirationDate = expiry;
  const cvv = cvvError(card.cvv2, card.cardNumber, policy.cvvRequired);
  if (cvv) errors.cvv2 = cvv;
  return errors;
}
