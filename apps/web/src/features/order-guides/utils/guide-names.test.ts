import { describe, expect, it } from 'vitest';
import { guide } from '../testing/guide-products.ts';
import { editableGuides, guideNameError } from './guide-names.ts';

const guides = [guide('Standard', [], true), guide('Weekly')];

describe('guideNameError', () => {
  it('gives the inline messages of the create and copy dialogs', () => {
    expect(guideNameError('  ', guides)).toBe('Order Guide Name cannot be blank.');
    expect(guideNameError('Thirteen char', guides)).toBe('Order Guide Name cannot be longer than 12 characters.');
    expect(guideNameError('standard', guides)).toBe('"Standard" is reserved for the standard order guide.');
    expect(guideNameError(' WEEKLY ', guides)).toBe('An order guide named "WEEKLY" already exists.');
    expect(guideNameError('Bar', guides)).toBeNull();
  });
});

describe('editableGuides', () => {
  it('leaves Standard out of the dropdown', () => {
    expect(editableGuides(guides).map((g) => g.name)).toEqual(['Weekly']);
  });
});
