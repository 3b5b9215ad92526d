import type { LandingCard, LandingLayout, landingProductSources } from '@provender/contract';

export type LandingProductSource = (typeof landingProductSources)[number];

/** Cards a visitor sees: not hidden, in index order. */
export function visibleCards(layout: LandingLayout): LandingCard[] {
  return layout.cards.filter((c) => !c.hidden).sort((a, b) => a.index - b.index);
}

/** How a card's height setting reads on screen (spec 02 section 9). */
export function cardHeightStyle(height: string): { height?: number; alignSelf?: 'stretch' | 'start' } {
  if (height === '100%') return { alignSelf: 'stretch' };
  const px = /^(\d+)px$/.exec(height);
  if (px) return { height: Number(px[1]), alignSelf: 'start' };
  return { alignSelf: 'start' };
}

/** Columns a card spans: 4 full, 3 three quarters, 2 half, 1 quarter on large screens; halves on tablets; full on phones. */
export function cardColumns(width: number) {
  return { xs: 'span 4', sm: width >= 3 ? 'span 4' : 'span 2', md: `span ${Math.min(4, Math.max(1, width))}` };
}
