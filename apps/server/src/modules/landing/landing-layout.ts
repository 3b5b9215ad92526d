import type { LandingCard, LandingContent, LandingLayout } from '@provender/contract';
import { sanitizeRichText } from './rich-text.ts';

/** The contents nested in a group or a carousel (their children are content of the same shape). */
const childrenOf = (content: LandingContent): LandingContent[] =>
  content.type === 'group' || content.type === 'carousel' ? (content.children as LandingContent[]) : [];

/**
 * A content tree as stored and served: rich text sanitized and parent ids set from the nesting
 * (the nesting is the truth, decision 080).
 */
function cleanContent(content: LandingContent, parentId: string): LandingContent {
  if (content.type === 'text') return { ...content, parentId, value: sanitizeRichText(content.value) };
  if (content.type === 'group' || content.type === 'carousel') {
    const children = childrenOf(content).map((child) => cleanContent(child, content.id));
    return { ...content, parentId, children } as LandingContent;
  }
  return { ...content, parentId };
}

/** The layout as it is stored and served: cards in index order numbered from 0, content cleaned. */
export function normalizeLayout(layout: LandingLayout): LandingLayout {
  const cards: LandingCard[] = [...layout.cards]
    .sort((a, b) => a.index - b.index)
    .map((card, index) => {
      const content = card.content === null ? null : cleanContent(card.content, card.id);
      return { ...card, index, content, empty: content === null || content.type === 'empty' };
    });
  return { title: layout.title, cards };
}

function collectIds(content: LandingContent, into: string[]) {
  into.push(content.id);
  for (const child of childrenOf(content)) collectIds(child, into);
}

/** Problems the schema cannot see: card and content ids must be unique across the page. */
export function layoutProblems(layout: LandingLayout): string[] {
  const problems: string[] = [];
  const cardIds = new Set<string>();
  const contentIds = new Set<string>();
  for (const card of layout.cards) {
    if (cardIds.has(card.id)) problems.push(`Card id ${card.id} is used twice`);
    cardIds.add(card.id);
    const ids: string[] = [];
    if (card.content) collectIds(card.content, ids);
    for (const id of ids) {
      if (contentIds.has(id)) problems.push(`Content id ${id} is used twice`);
      contentIds.add(id);
    }
  }
  return problems;
}
