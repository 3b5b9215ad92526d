import { describe, expect, it } from 'vitest';
import { customerPrice, levelPrice, unitPrice } from './customer-price.ts';
import { defaultPriceUnit, extension, toPrice } from './pricing.ts';

const lb = { unitOfMeasure: 'LB', stockConversion: 1, priceDecimals: 4 };
const cs = { unitOfMeasure: 'CS', stockConversion: 40, priceDecimals: 2 };

describe('unitPrice', () => {
  it('converts the price per pricing unit to another price-by unit', () => {
    expect(unitPrice('2.15', lb, cs).toFixed(2)).toBe('86.00');
    expect(unitPrice('86', cs, lb).toFixed(4)).toBe('2.1500');
  });

  it("rounds half up to the unit's price decimals", () => {
    const ea = { unitOfMeasure: 'EA', stockConversion: 1, priceDecimals: 2 };
    const case12 = { unitOfMeasure: 'CS', stockConversion: 12, priceDecimals: 4 };
    // 10.00 / 12 = 0.8333..
    expect(unitPrice('10', case12, ea).toFixed(2)).toBe('0.83');
    // 1.25 / 2 = 0.625 -> 0.63
    expect(unitPrice('1.25', { unitOfMeasure: 'PR', stockConversion: 2 }, ea).toFixed(2)).toBe('0.63');
  });

  it('handles fractional stock conversions', () => {
    const oz = { unitOfMeasure: 'OZ', stockConversion: '0.0625', priceDecimals: 4 };
    expect(unitPrice('3.20', lb, oz).toFixed(4)).toBe('0.2000');
  });
});

describe('extension', () => {
  it('follows the primer: 2 CS of 40 LB at 2.15 per LB is 172.00', () => {
    expect(extension(2, cs, lb, '2.15').toFixed(2)).toBe('172.00');
  });

  it('is the same amount whichever price-by unit the line uses', () => {
    expect(extension(2, cs, cs, '86').toFixed(2)).toBe('172.00');
  });

  it('rounds to cents half up', () => {
    const ea = { unitOfMeasure: 'EA', stockConversion: 1 };
    expect(extension(3, ea, ea, '0.3333').toFixed(2)).toBe('1.00');
    expect(extension('0.5', ea, ea, '0.0250').toFixed(2)).toBe('0.01');
  });
});

describe('customer prices', () => {
  it('takes the level discount off the base price', () => {
    expect(levelPrice('10', '6').toFixed(4)).toBe('9.4000');
    expect(levelPrice('3.3333', '3').toFixed(4)).toBe('3.2333');
  });

  it('lets a contract price win only when it is lower', () => {
    expect(customerPrice('9.40', '9.00').toString()).toBe('9');
    expect(customerPrice('9.40', '9.80').toString()).toBe('9.4');
    expect(customerPrice('9.40', null).toString()).toBe('9.4');
  });

  it('rounds an entered price to the unit decimals', () => {
    expect(toPrice('2.155', 2).toFixed(2)).toBe('2.16');
    expect(toPrice('2.15555').toFixed(4)).toBe('2.1556');
  });
});

describe('defaultPriceUnit', () => {
  const priceBys = [lb, cs];
  it('follows the sell-by unit when synchronised and the unit is a price-by unit', () => {
    expect(defaultPriceUnit({ unitOfMeasure: 'CS' }, priceBys, 'LB', true)).toBe('CS');
  });
  it('uses the pricing unit otherwise', () => {
    expect(defaultPriceUnit({ unitOfMeasure: 'CS' }, priceBys, 'LB', false)).toBe('LB');
    expect(defaultPriceUnit({ unitOfMeasure: 'EA' }, priceBys, 'LB', true)).toBe('LB');
  });
});
