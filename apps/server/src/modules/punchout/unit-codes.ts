import type { BuyerSettings } from './buyer-settings.ts';

/**
 * Our unit codes as UN/CEFACT Recommendation 20 codes (decisions 057 and 140), checked against
 * Rec 20 Revision 17 (2021) and Rec 21 Revision 12 (2021) by unit-codes.test.ts. Packaging units
 * are Rec 21 codes with the X prefix, as Rec 20's note 2 prescribes (XCS case, XBX box): Rec 20's
 * own two-letter packaging codes (CS, BX, PK, ...) are marked for deletion, and CA there is "can".
 * A buyer whose system still wants an old code sets a unitMap override.
 */
export const REC20_UNITS: Readonly<Record<string, string>> = {
  EA: 'EA', // each
  CS: 'XCS', // case
  CA: 'XCS', // our alternative code for a case
  BX: 'XBX', // box
  PK: 'XPK', // package
  BG: 'XBG', // bag
  CT: 'XCT', // carton
  BT: 'XBO', // bottle
  RL: 'XRO', // roll
  DZ: 'DZN', // dozen
  PR: 'PR', // pair
  SET: 'SET', // set
  LB: 'LBR', // pound
  OZ: 'ONZ', // ounce (avoirdupois)
  KG: 'KGM', // kilogram
  G: 'GRM', // gram
  GAL: 'GLL', // US gallon
  QT: 'QTL', // US liquid quart (Rec 20's QT is deprecated: 'use liquid quart QTL')
  PT: 'PTL', // US liquid pint (Rec 20's PT is deprecated: 'use liquid pint PTL')
  L: 'LTR', // litre
};

const clean = (code: string) => code.trim().toUpperCase();

/** The code a buyer gets for one of our units: its override, else Rec 20, else our code (upper case). */
export function unitOut(unitOfMeasure: string, settings: Pick<BuyerSettings, 'unitMap'>): string {
  const code = clean(unitOfMeasure);
  return settings.unitMap[code] ?? REC20_UNITS[code] ?? code;
}

/**
 * Our unit for a code a buyer sends back (ItemOut UnitOfMeasure), among the product's units:
 * the buyer's override, then Rec 20, then our own code; null when none of the product's units fits.
 */
export function unitIn(
  code: string,
  productUnits: readonly string[],
  settings: Pick<BuyerSettings, 'unitMap'>,
): string | null {
  const wanted = clean(code);
  if (!wanted) return null;
  const candidates = productUnits.map(clean);
  const byOverride = candidates.find((u) => settings.unitMap[u] !== undefined && clean(settings.unitMap[u]) === wanted);
  if (byOverride) return byOverride;
  const byRec20 = candidates.find((u) => settings.unitMap[u] === undefined && REC20_UNITS[u] === wanted);
  if (byRec20) return byRec20;
  return candidates.find((u) => u === wanted) ?? null;
}
