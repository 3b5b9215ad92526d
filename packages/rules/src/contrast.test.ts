import { describe, expect, it } from 'vitest';
import { defaultThemeColors } from '@provender/contract';
import { checkThemeColor, contrastRatio } from './contrast.ts';

describe('contrast', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#008080', '#008080')).toBe(1);
  });

  it('matches the WCAG figures of known pairs', () => {
    // Teal on white is about 4.77:1, grey #777 on white about 4.48:1 (just under 4.5).
    expect(contrastRatio('#008080', '#ffffff')).toBeCloseTo(4.77, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('checks a theme colour against the background of its mode with the 4.5 threshold', () => {
    expect(checkThemeColor('#008080', 'light').readable).toBe(true);
    expect(checkThemeColor('#008080', 'light').onBackground).toBeCloseTo(4.56, 2);
    // Teal is too dark to read on the dark background; a light teal is fine there.
    expect(checkThemeColor('#008080', 'dark').readable).toBe(false);
    expect(checkThemeColor('#4dd0e1', 'dark').readable).toBe(true);
    expect(checkThemeColor('#4dd0e1', 'light').readable).toBe(false);
  });

  it("passes the spec's default colours: teal as text (4.5:1), pink as the badge's fill (3:1; decision 427)", () => {
    expect(defaultThemeColors).toMatchObject({ primaryColor: '#008080', secondaryColor: '#f50057' });
    expect(checkThemeColor(defaultThemeColors.primaryColor, 'light', 'primary')).toMatchObject({
      readable: true,
      threshold: 4.5,
    });
    expect(checkThemeColor(defaultThemeColors.secondaryColor, 'light', 'secondary')).toMatchObject({
      readable: true,
      threshold: 3,
    });
    // A pale pink is still too faint for a badge.
    expect(checkThemeColor('#f8bbd0', 'light', 'secondary').readable).toBe(false);
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(() => contrastRatio('teal', '#ffffff')).toThrow();
  });
});
