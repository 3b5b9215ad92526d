import { describe, expect, it } from 'vitest';
import { avatarColor, avatarPalette, initialsOf } from './customer-avatar-style.ts';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('avatarColor', () => {
  it('keeps white initials at a contrast ratio of at least 4.5 for every colour', () => {
    for (const colour of avatarPalette) expect(contrastWithWhite(colour), colour).toBeGreaterThanOrEqual(4.5);
  });

  it('gives a name the same colour every time, ignoring case and outer spaces', () => {
    expect(avatarColor('Riverside Bistro Group')).toBe(avatarColor(' riverside bistro group '));
  });

  it('spreads different names over the palette', () => {
    const names = [
      'Riverside Bistro Group',
      'Cedar Trattoria',
      'Silver Spoon Noodle Bar',
      'Saffron Steakhouse',
      'Oak Street Trattoria',
      'Lakeside Cafe',
    ];
    expect(new Set(names.map(avatarColor)).size).toBeGreaterThan(3);
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Riverside Bistro Group')).toBe('RB');
    expect(initialsOf('harbor & vine')).toBe('HV');
    expect(initialsOf('Cafe')).toBe('C');
    expect(initialsOf('"Blue" Moon')).toBe('BM');
  });

  it('falls back to a question mark', () => {
    expect(initialsOf('  ')).toBe('?');
    expect(initialsOf('&')).toBe('?');
  });
});
