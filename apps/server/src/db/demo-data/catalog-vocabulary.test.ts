import { describe, expect, it } from 'vitest';
import { catalogMainCategories, parsePack } from './catalog.ts';
import { productEmoji } from './product-emoji.ts';
import { hasEmoji } from './product-images.ts';

const supplies = new Set(['PD', 'CJ', 'SE']);
const everyLine = catalogMainCategories.flatMap((main) =>
  main.categories.flatMap((cat) => cat.lines.map((line) => ({ main, cat, line }))),
);

/** Every name a line can print: the item and one choice of each qualifier slot. */
function* names(items: string[], attrs: string[][], prefix: string[] = []): Generator<string> {
  if (attrs.length === 0) {
    yield prefix.filter(Boolean).join(' ');
    return;
  }
  const [slot, ...rest] = attrs;
  for (const choice of slot ?? []) yield* names(items, rest, [...prefix, choice]);
}
const printable = (items: string[], attrs: string[][]) => items.flatMap((item) => [...names([], attrs, [item])]);

describe('demo catalog vocabulary', () => {
  it('gives every line of every category items, qualifiers without duplicates, and pack sizes the generator can read', () => {
    for (const { cat, line } of everyLine) {
      expect(line.items.length, cat.code).toBeGreaterThan(0);
      expect(line.packs.length, cat.code).toBeGreaterThan(0);
      for (const slot of line.attrs) expect(new Set(slot).size, `${cat.code} ${slot.join('|')}`).toBe(slot.length);
      for (const pack of line.packs) expect(() => parsePack(pack), `${cat.code} ${pack}`).not.toThrow();
    }
  });

  it('packs each unit profile the way it is sold: catch weight by average weight, weighed cases by weight, counted goods by count', () => {
    for (const { cat, line } of everyLine) {
      for (const pack of line.packs) {
        const parsed = parsePack(pack);
        if (cat.profile === 'catch') expect(pack, cat.code).toMatch(/ LB AVG$/);
        if (cat.profile === 'weight') expect(parsed.weightLb, `${cat.code} ${pack}`).not.toBeNull();
        if (cat.profile === 'count') expect(pack, cat.code).toMatch(/^\d+ CT$/);
        if (cat.profile === 'each') expect(pack, cat.code).toMatch(/^\d+\/CS$/);
        // Liquids are never sold by the pound.
        if (/\b(GAL|QT|L|ML)\b/.test(pack)) expect(['breakable', 'case'], `${cat.code} ${pack}`).toContain(cat.profile);
      }
    }
  });

  it('never prints two kinds of meat, or one fruit with another fruit’s variety, in one name', () => {
    const meats = ['Beef', 'Pork', 'Chicken', 'Turkey', 'Lamb', 'Veal', 'Duck'];
    const varieties: Record<string, string[]> = {
      Avocado: ['Hass'],
      Lime: ['Persian', 'Key'],
      Orange: ['Navel', 'Valencia', 'Cara Cara'],
      Apple: ['Gala', 'Granny Smith', 'Fuji', 'Honeycrisp', 'Red Delicious'],
      Pear: ['Bartlett', 'Bosc', 'Anjou'],
    };
    for (const { cat, line } of everyLine) {
      for (const name of printable(line.items, line.attrs)) {
        const words = name.split(' ');
        expect(meats.filter((m) => words.includes(m)).length, name).toBeLessThanOrEqual(1);
        for (const fruit of Object.keys(varieties)) {
          if (words[0] !== fruit) continue;
          const others = Object.entries(varieties)
            .filter(([f]) => f !== fruit)
            .flatMap(([, v]) => v);
          for (const v of others) expect(name, cat.code).not.toContain(v);
        }
      }
    }
  });

  it('sells ground and whole-bean coffee by weight or pack, and only concentrates by the gallon', () => {
    for (const { cat, line } of everyLine.filter((l) => l.cat.code === 'BV01')) {
      const byGallon = line.packs.some((p) => /GAL/.test(p));
      if (byGallon) for (const item of line.items) expect(item, cat.code).toMatch(/Concentrate/);
    }
  });

  it('pictures every item with a drawing of the icon set that shows its kind', () => {
    for (const { main, cat, line } of everyLine) {
      for (const item of line.items)
        expect(hasEmoji(productEmoji(item, cat.icon, supplies.has(main.code))), item).toBe(true);
    }
    expect(productEmoji('Chicken Breast', 'drumstick', false)).toBe('poultry-leg');
    expect(productEmoji('Beefsteak Tomato', 'tomato', false)).toBe('tomato');
    expect(productEmoji('Carrot Cake', 'cake', false)).toBe('cupcake');
    expect(productEmoji('Potato Chips', 'box', false)).toBe('rice-cracker');
    expect(productEmoji('Pearl Barley', 'wheat', false)).toBe('cooked-rice');
    expect(productEmoji('Chicken Pot Pie', 'box', false)).toBe('pot-of-food');
    expect(productEmoji('Almond Milk', 'milk', false)).toBe('glass-of-milk');
    expect(productEmoji('Cake Pan', 'pan', true)).toBe('cooking');
    expect(productEmoji('Muffin Pan', 'pan', true)).toBe('cooking');
  });
});
