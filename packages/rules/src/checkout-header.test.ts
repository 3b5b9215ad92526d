import { describe, expect, it } from 'vitest';
import { CheckoutMessages } from '@provender/contract';
import { headerFieldErrors } from './checkout-header.ts';

const fields = { customer_PO: '', specialInstruction1: '', specialInstruction2: '', notes: '' };

describe('checkout header fields', () => {
  it('require a P.O. only when asked', () => {
    expect(headerFieldErrors(fields, { poRequired: true })).toEqual({ customer_PO: CheckoutMessages.poRequired });
    expect(headerFieldErrors({ ...fields, customer_PO: '   ' }, { poRequired: true })).toEqual({
      customer_PO: 'Customer P.O. is required',
    });
    expect(headerFieldErrors(fields, { poRequired: false })).toEqual({});
  });

  it('limit P.O. to 20, instructions to 50 and notes to 250 characters', () => {
    const long = {
      customer_PO: 'P'.repeat(21),
      specialInstruction1: 'a'.repeat(51),
      specialInstruction2: 'b'.repeat(50),
      notes: 'n'.repeat(251),
    };
    expect(headerFieldErrors(long, { poRequired: false })).toEqual({
      customer_PO: 'Customer P.O. must be at most 20 characters',
      specialInstruction1: 'Special Instruction 1 must be at most 50 characters',
      notes: 'Notes must be at most 250 characters',
    });
  });
});
