import type { LandingCard, LandingContent, LandingLayout, TextContent } from '@provender/contract';

let next = 0;
const id = (prefix: string) => `${prefix}-${++next}`;

export const textContent = (value: string): TextContent => ({
  id: id('text'),
  parentId: null,
  hidden: false,
  type: 'text',
  value,
});

export const imageContent = (
  src = 'landing-hero.webp',
  more: Partial<Extract<LandingContent, { type: 'image' }>> = {},
) =>
  ({
    id: id('image'),
    parentId: null,
    hidden: false,
    type: 'image',
    src,
    alt: 'Fresh produce',
    link: null,
    objectFit: 'cover',
    width: null,
    height: null,
    padding: 0,
    ...more,
  }) satisfies LandingContent;

export function card(content: LandingContent | null, more: Partial<LandingCard> = {}): LandingCard {
  return {
    id: id('card'),
    index: 0,
    width: 4,
    height: 'auto',
    heading: '',
    empty: content === null,
    hidden: false,
    content,
    ...more,
  };
}

/** A layout with every content variant once. */
export function everyVariantLayout(productKey: number, categoryCode: string): LandingLayout {
  const slideA = imageContent('landing-a.webp');
  const slideB = imageContent('landing-b.webp');
  const cards: LandingCard[] = [
    card(imageContent('landing-hero.webp', { link: { variant: 'internal', href: '/products' }, padding: 2 }), {
      heading: 'Welcome',
    }),
    card(textContent('<p>Fresh <strong>every</strong> day. <a href="www.example.com">Read more</a></p>'), {
      width: 2,
      height: '100%',
    }),
    card(
      {
        id: id('group'),
        parentId: null,
        hidden: false,
        type: 'group',
        direction: 'row',
        children: [textContent('<p>Left</p>'), imageContent('landing-c.webp')],
      },
      { width: 2, height: '300px' },
    ),
    card(
      { id: id('carousel'), parentId: null, hidden: false, type: 'carousel', interval: 5, children: [slideA, slideB] },
      {
        height: '600px',
      },
    ),
    card(
      { id: id('product'), parentId: null, hidden: false, type: 'product', productKey, isPushProduct: false },
      {
        width: 1,
      },
    ),
    card({
      id: id('list'),
      parentId: null,
      hidden: false,
      type: 'productList',
      productSource: 'Categories',
      category: 'Produce',
      categoryCode,
    }),
    card({ id: id('push'), parentId: null, hidden: false, type: 'pushProductList' }, { heading: 'Specials' }),
    card({ id: id('empty'), parentId: null, hidden: false, type: 'empty' }, { width: 1 }),
    card(null, { width: 1, hidden: true }),
  ];
  return { title: 'Welcome to Provender', cards: cards.map((c, index) => ({ ...c, index })) };
}
