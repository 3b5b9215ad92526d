import {
  OrderGuideMessages,
  isReservedOrderGuideName,
  orderGuideNameSchema,
  type OrderGuide,
} from '@provender/contract';

/** The inline message for a new guide name, or null when it may be used. */
export function guideNameError(name: string, guides: readonly Pick<OrderGuide, 'name'>[]): string | null {
  const parsed = orderGuideNameSchema.safeParse(name);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? OrderGuideMessages.nameBlank;
  if (isReservedOrderGuideName(parsed.data)) return OrderGuideMessages.nameReserved;
  const lower = parsed.data.toLowerCase();
  if (guides.some((g) => g.name.toLowerCase() === lower)) return OrderGuideMessages.nameTaken(parsed.data);
  return null;
}

/** The guides a buyer may change: all but Standard. */
export const editableGuides = (guides: readonly OrderGuide[] | undefined): OrderGuide[] =>
  (guides ?? []).filter((g) => !g.isReadOnly && !isReservedOrderGuideName(g.name));

export const findGuide = <G extends Pick<OrderGuide, 'name'>>(guides: readonly G[], name: string): G | undefined => {
  const lower = name.trim().toLowerCase();
  return guides.find((g) => g.name.toLowerCase() === lower);
};
