import type { MaskedDynamic } from 'imask';
import { CardIssuer, detectCardIssuer } from '@provender/rules';
import type { MaskOptions } from './masked-text-field.tsx';

const americanExpress = { mask: '0000 000000 00000' };
const otherCards = { mask: '0000 0000 0000 0000[ 000]' };

/**
 * A card number in the groups printed on the card (American Express 4-6-5, the others fours, up to
 * 19 digits); the form holds the digits alone, which the contract's cardNumber expects.
 */
export const cardNumberMask: MaskOptions = {
  mask: [americanExpress, otherCards],
  unmask: true,
  dispatch: (appended: string, masked: MaskedDynamic) => {
    const issuer = detectCardIssuer((masked.unmaskedValue + appended).replace(/\D/g, ''));
    const amex = typeof issuer === 'object' && issuer.code === CardIssuer.AmericanExpress;
    return masked.compiledMasks[amex ? 0 : 1]!;
  },
};

/** The expiry shown MM/YY; the form holds MMYY (spec 02 section 5). */
export const expirationMask: MaskOptions = { mask: '00/00', unmask: true };

/** Three or four digits. */
export const cvvMask: MaskOptions = { mask: '0000', unmask: true };
