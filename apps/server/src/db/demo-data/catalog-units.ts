import type { Random } from './random.ts';
import type { DemoUnit } from './units.ts';
import type { UnitProfile } from './vocabulary.ts';
import { Decimal, type DecimalValue } from '@provender/rules';

export interface Pack {
  count: number;
  weightLb: Decimal | null;
}

/** '4/5 LB' -> 4 packs, 20 LB; '6/#10 CAN' -> 6; '500 CT' -> 500; '12/CS' -> 12. */
export function parsePack(pack: string): Pack {
  const weighed = /^(\d+)\/(\d+(?:\.\d+)?) (LB|OZ)\b/.exec(pack);
  if (weighed) {
    const count = Number(weighed[1]);
    const size = new Decimal(weighed[2] as string);
    return { count, weightLb: size.times(count).div(weighed[3] === 'OZ' ? 16 : 1) };
  }
  const counted = /^(\d+) (CT|DZ|EA)\b/.exec(pack) ?? /^(\d+)\//.exec(pack);
  if (counted) return { count: Number(counted[1]), weightLb: null };
  throw new Error(`unreadable pack size: ${pack}`);
}

/**
 * Cases and eaches are priced in cents, as distributors print them; a weight unit (LB) keeps 3 or
 * 4 decimals, where a fraction of a cent per pound matters on a 40 lb case (decision 102).
 */
export const CENTS = 2;

export function unit(unitOfMeasure: string, stockConversion: DecimalValue, flags: Partial<DemoUnit>): DemoUnit {
  return {
    unitOfMeasure,
    stockConversion: new Decimal(stockConversion).toFixed(4),
    isSellBy: false,
    sellByMultiple: '1',
    isPriceBy: false,
    isPricing: false,
    priceDecimals: CENTS,
    sortOrder: 0,
    ...flags,
  };
}

/** A breakable case: sold by the case or, when small enough, by the each (or six-pack, dozen). */
function breakableUnits(r: Random, pack: Pack): { stockUnit: string; units: DemoUnit[] } {
  const cs = unit('CS', pack.count, { isSellBy: true, isPriceBy: true, isPricing: true });
  if (pack.count === 1) return { stockUnit: 'EA', units: [cs] };
  // Soft drinks and the like are broken by the six-pack or dozen, not by the can.
  const multiples = [6, 12].filter((m) => pack.count > m && pack.count % m === 0);
  const multiple = multiples.length && r.chance(0.4) ? r.pick(multiples) : 1;
  // A case of hundreds is not broken: the each then only shows the unit price.
  const broken = pack.count <= 48;
  const each = unit('EA', 1, {
    isSellBy: broken,
    sellByMultiple: broken ? String(multiple) : '1',
    isPriceBy: true,
    sortOrder: 1,
  });
  return { stockUnit: 'EA', units: [cs, each] };
}

/** Stock unit and units of measure for a profile (see UnitProfile). */
export function unitsFor(
  r: Random,
  profile: UnitProfile,
  pack: Pack,
  packText: string,
): { stockUnit: string; units: DemoUnit[] } {
  const weight = () => {
    if (!pack.weightLb) throw new Error(`${profile} pack needs a weight: ${packText}`);
    return pack.weightLb;
  };
  switch (profile) {
    case 'catch':
      return {
        stockUnit: 'LB',
        units: [
          unit('CS', weight(), { isSellBy: true, isPriceBy: true }),
          unit('LB', 1, { isSellBy: true, isPriceBy: true, isPricing: true, priceDecimals: 4, sortOrder: 1 }),
        ],
      };
    case 'weight':
      return {
        stockUnit: 'LB',
        units: [
          unit('CS', weight(), { isSellBy: true, isPriceBy: true, isPricing: true }),
          unit('LB', 1, { isPriceBy: true, priceDecimals: 3, sortOrder: 1 }),
        ],
      };
    case 'breakable':
      return breakableUnits(r, pack);
    case 'case':
      return {
        stockUnit: 'EA',
        units: [unit('CS', pack.count, { isSellBy: true, isPriceBy: true, isPricing: true })],
      };
    case 'count':
      return {
        stockUnit: 'EA',
        units: [
          unit('CS', pack.count, { isSellBy: true, isPriceBy: true, isPricing: true }),
          // A piece of a case of hundreds (cups, napkins) costs fractions of a cent (decision 102).
          unit('EA', 1, { isPriceBy: true, priceDecimals: 4, sortOrder: 1 }),
        ],
      };
    case 'each':
      return {
        stockUnit: 'EA',
        units: [
          unit('CS', pack.count, { isSellBy: true, isPriceBy: true }),
          unit('EA', 1, { isSellBy: true, isPriceBy: true, isPricing: true, sortOrder: 1 }),
        ],
      };
  }
}
