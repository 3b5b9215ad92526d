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

/** The positions of the cards in the request, in the order they are stored (by index; ties keep their order). */
export function cardOrder(layout: LandingLayout): number[] {
  return layout.cards.map((_, i) => i).sort((a, b) => layout.cards[a]!.index - layout.cards[b]!.index);
}

/** The layout as it is stored and served: cards in index order numbered from 0, content cleaned. */
export function normalizeLayout(layout: LandingLayout): LandingLayout {
  const cards: LandingCard[] = cardOrder(layout).map((position, index) => {
    const card = layout.cards[position]!;
    const content = card.content === null ? null : cleanContent(card.content, card.id);
    return { ...card, index, content, empty: content === null || content.type === 'empty' };
  });
  return { title: layout.title, cards };
}

/**
 * A stored layout of unknown shape, as read from the database, with every rich text in it
 * sanitized in place and nothing else changed: how a row not known to be clean (written before
 * decision 410, by a seed or by hand) is cleaned once. Any object of type `text` with a string
 * value is rich text, wherever it is. The walk keeps a stack of its own (decision 382).
 */
export function sanitizeStoredText(stored: unknown): unknown {
  const pending: unknown[] = [stored];
  while (pending.length > 0) {
    const at = pending.pop();
    if (at === null || typeof at !== 'object') continue;
    if (Array.isArray(at)) {
      for (const item of at) pending.push(item);
      continue;
    }
    const record = at as Record<string, unknown>;
    if (record['type'] === 'text' && typeof record['value'] === 'string') {
      record['value'] = sanitizeRichText(record['value']);
    }
    for (const key of Object.keys(record)) pending.push(record[key]);
  }
  return stored;
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
