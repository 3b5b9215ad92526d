import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REC20_UNITS, unitIn, unitOut } from './unit-codes.ts';

/** Rows of the UNECE code list excerpts kept as test fixtures (see their README for the source). */
interface CodeRow {
  status: string;
  code: string;
  name: string;
  description: string;
}

/** A minimal CSV reader for the excerpts: comma separated, double quotes around fields with commas. */
function readCodeList(file: string): Map<string, CodeRow> {
  const text = readFileSync(resolve(import.meta.dirname, '../../../test/fixtures/unece', file), 'utf8');
  const rows = new Map<string, CodeRow>();
  for (const line of text.trim().split('\n').slice(1)) {
    const fields = [...line.matchAll(/("([^"]*(?:""[^"]*)*)"|[^,]*)(,|$)/g)]
      .slice(0, 4)
      .map((m) => (m[2] !== undefined ? m[2].replace(/""/g, '"') : (m[1] ?? '')));
    const [status = '', code = '', name = '', description = ''] = fields;
    rows.set(code, { status, code, name, description });
  }
  return rows;
}

const rec20 = readCodeList('rec20-rev17-2021-excerpt.csv');
const rec21 = readCodeList('rec21-rev12-2021-excerpt.csv');

/** What each of our units means, in the words of the UNECE lists (Rec 20 names, Rec 21 names for packages). */
const meaning: Record<string, string> = {
  EA: 'each',
  CS: 'Case',
  CA: 'Case',
  BX: 'Box',
  PK: 'Package',
  BG: 'Bag',
  CT: 'Carton',
  BT: 'Bottle, non-protected, cylindrical',
  RL: 'Roll',
  DZ: 'dozen',
  PR: 'pair',
  SET: 'set',
  LB: 'pound',
  OZ: 'ounce (avoirdupois)',
  KG: 'kilogram',
  G: 'gram',
  GAL: 'gallon (US)',
  QT: 'liquid quart (US)',
  PT: 'liquid pint (US)',
  L: 'litre',
};

/** The entry a Rec 20 unit code stands for: a current Rec 20 row, or X + a current Rec 21 package code. */
function entryOf(code: string): CodeRow | undefined {
  const own = rec20.get(code);
  if (own) return own;
  return /^X[0-9A-Z]{2}$/.test(code) ? rec21.get(code.slice(1)) : undefined;
}

describe('the Rec 20 unit map', () => {
  it('covers exactly the units whose meaning is written down here', () => {
    expect(Object.keys(REC20_UNITS).sort()).toEqual(Object.keys(meaning).sort());
  });

  it.each(Object.entries(REC20_UNITS))('sends our %s as a current Rec 20 code of the same meaning', (ours, code) => {
    const entry = entryOf(code);
    expect(entry, `${code} is in neither excerpt`).toBeDefined();
    // Status X is marked for deletion, D deprecated: Ariba's validation refuses both sooner or later.
    expect(entry?.status, `${code} has status ${entry?.status}`).toBe('');
    expect(entry?.name).toBe(meaning[ours]);
  });

  it('replaces the old codes the list itself retires', () => {
    // Rec 20's own packaging codes are marked for deletion in favour of the X-prefixed Rec 21 codes,
    expect(['CS', 'BX', 'PK', 'BG', 'CT', 'BO', 'RO'].map((c) => rec20.get(c)?.status)).toEqual(Array(7).fill('X'));
    // CA is a can there, not a case,
    expect(rec20.get('CA')?.name).toBe('can');
    // and QT / PT point to the liquid measures.
    expect(rec20.get('QT')).toMatchObject({ status: 'D', description: 'Use liquid quart (common code QTL)' });
    expect(rec20.get('PT')).toMatchObject({ status: 'D', description: 'Use liquid pint (common code PTL)' });
  });

  it('reads a buyer’s Rec 20 code back as our unit, and an override wins both ways', () => {
    const none = { unitMap: {} };
    expect(unitOut('qt', none)).toBe('QTL');
    expect(unitIn('QTL', ['EA', 'QT'], none)).toBe('QT');
    expect(unitIn('XCS', ['EA', 'CS'], none)).toBe('CS');
    // A requisition written with our own code still finds the unit.
    expect(unitIn('cs', ['EA', 'CS'], none)).toBe('CS');
    const legacy = { unitMap: { CS: 'CS' } };
    expect(unitOut('CS', legacy)).toBe('CS');
    expect(unitIn('CS', ['CS'], legacy)).toBe('CS');
    expect(unitIn('XPK', ['PK'], none)).toBe('PK');
    expect(unitIn('KGM', ['EA'], none)).toBeNull();
  });
});
