/**
 * Our unit codes as UN/CEFACT Recommendation 20 codes, which cXML UnitOfMeasure and the SAP OCI
 * NEW_ITEM-UNIT field (ISO codes) expect. A case goes as CA, the code Ariba, Coupa and SAP
 * catalogs use for a case (decision 051).
 */
const unCefact: Readonly<Record<string, string>> = {
  CS: 'CA',
  CA: 'CA',
  EA: 'EA',
  LB: 'LBR',
  OZ: 'ONZ',
  KG: 'KGM',
  G: 'GRM',
  GAL: 'GLL',
  QT: 'QT',
  PT: 'PT',
  L: 'LTR',
  DZ: 'DZN',
  BX: 'BX',
  PK: 'PK',
  BG: 'BG',
  CT: 'CT',
  BT: 'BO',
  RL: 'RO',
  PR: 'PR',
  SET: 'SET',
};

/** The UN/CEFACT code of one of our units; a code we do not know goes unchanged (upper case). */
export function unCefactUnit(unitOfMeasure: string): string {
  const code = unitOfMeasure.trim().toUpperCase();
  return unCefact[code] ?? code;
}
