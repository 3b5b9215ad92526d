import { describe, expect, it } from 'vitest';
import { defaultContent, insertAfter, moveCard, newCard } from './content-defaults.ts';
import { cardHeightStyle, visibleCards } from './landing-layout.ts';
import { withHttps } from './link-url.ts';

const ids = (cards: { id: string }[]) => cards.map((c) => c.id);
const three = () => [
  { ...newCard(0), id: 'a' },
  { ...newCard(1), id: 'b' },
  { ...newCard(2), id: 'c' },
];

describe('landing editing', () => {
  it('inserts a new card at the half-index after the chosen one and renumbers', () => {
    const cards = insertAfter(three(), 0);
    expect(cards).toHaveLength(4);
    expect(cards[0]?.id).toBe('a');
    expect(ids(cards.slice(2))).toEqual(['b', 'c']);
    expect(cards.map((c) => c.index)).toEqual([0, 1, 2, 3]);
  });

  it('moves a card left or right and never past either end', () => {
    expect(ids(moveCard(three(), 'b', -1))).toEqual(['b', 'a', 'c']);
    expect(ids(moveCard(three(), 'b', 1))).toEqual(['a', 'c', 'b']);
    expect(ids(moveCard(three(), 'a', -1))).toEqual(['a', 'b', 'c']);
    expect(ids(moveCard(three(), 'c', 1))).toEqual(['a', 'b', 'c']);
  });

  it('replaces content with the defaults of the new type; empty removes it', () => {
    expect(defaultContent('carousel')).toMatchObject({ type: 'carousel', interval: 5, children: [] });
    expect(defaultContent('productList')).toMatchObject({ productSource: 'Categories', categoryCode: '' });
    expect(defaultContent('empty')).toBeNull();
  });

  it('reads heights and hides hidden cards', () => {
    expect(cardHeightStyle('auto')).toEqual({ alignSelf: 'start' });
    expect(cardHeightStyle('100%')).toEqual({ alignSelf: 'stretch' });
    expect(cardHeightStyle('300px')).toEqual({ height: 300, alignSelf: 'start' });
    const layout = {
      title: '',
      cards: [
        { ...newCard(1), id: 'x', hidden: true },
        { ...newCard(0), id: 'y' },
      ],
    };
    expect(ids(visibleCards(layout))).toEqual(['y']);
  });

  it('gives link urls https (spec 02 section 5) and keeps site paths', () => {
    expect(withHttps('example.com/a')).toBe('https://example.com/a');
    expect(withHttps('http://example.com')).toBe('https://example.com');
    expect(withHttps('https://example.com')).toBe('https://example.com');
    expect(withHttps('/products')).toBe('/products');
    expect(withHttps('//evil.example')).toBe('https://evil.example');
  });
});
