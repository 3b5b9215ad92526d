import type { LandingCard, LandingContent, LandingContentType, LeafContent } from '@provender/contract';

let counter = 0;
/** Ids only need to be unique within the page; time plus a counter is enough in one editor. */
export const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(++counter).toString(36)}`;

export const contentTypeLabels: Record<LandingContentType, string> = {
  text: 'Text',
  image: 'Image',
  group: 'Group',
  carousel: 'Carousel',
  product: 'Product',
  productList: 'Product List',
  pushProductList: 'Push Product List',
  empty: 'Empty',
};

/** Spec 02 section 4: changing the content type replaces the content with that type's defaults. */
export function defaultContent(type: LandingContentType): LandingContent | null {
  const base = { id: newId(type), parentId: null, hidden: false };
  switch (type) {
    case 'text':
      return { ...base, type, value: '' };
    case 'image':
      return defaultImage();
    case 'group':
      return { ...base, type, direction: 'row', children: [] };
    case 'carousel':
      return { ...base, type, interval: 5, children: [] };
    case 'product':
      return { ...base, type, productKey: 1, isPushProduct: false };
    case 'productList':
      return { ...base, type, productSource: 'Categories', category: '', categoryCode: '' };
    case 'pushProductList':
      return { ...base, type };
    case 'empty':
      // Spec 02 section 4: choosing empty removes the content.
      return null;
  }
}

export function defaultImage(): Extract<LeafContent, { type: 'image' }> {
  return {
    id: newId('image'),
    parentId: null,
    hidden: false,
    type: 'image',
    src: '',
    alt: '',
    link: null,
    objectFit: 'cover',
    width: null,
    height: null,
    padding: 0,
  };
}

export function newCard(index: number): LandingCard {
  return { id: newId('card'), index, width: 4, height: 'auto', heading: '', empty: true, hidden: false, content: null };
}

/** Renumbers cards 0, 1, 2 ... in their current order. */
export const renumber = (cards: LandingCard[]): LandingCard[] =>
  [...cards].sort((a, b) => a.index - b.index).map((c, index) => ({ ...c, index }));

/** Spec 02 section 4: a new card goes in at the half-index after the given one. */
export function insertAfter(cards: LandingCard[], index: number): LandingCard[] {
  return renumber([...cards, newCard(index + 0.5)]);
}

export function moveCard(cards: LandingCard[], id: string, by: -1 | 1): LandingCard[] {
  const ordered = renumber(cards);
  const from = ordered.findIndex((c) => c.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ordered.length) return ordered;
  const next = [...ordered];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next.map((c, index) => ({ ...c, index }));
}
