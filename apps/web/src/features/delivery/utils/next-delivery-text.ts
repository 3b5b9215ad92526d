import type { DeliveryCutoffDto, NextDelivery } from '@provender/contract';
import { COUNTDOWN_MS, orderByText } from '@provender/rules';

/** The first date whose orders are still open at `now`: at a cut-off the next one, at once. */
export function currentDelivery(deliveries: readonly DeliveryCutoffDto[], now: number): DeliveryCutoffDto | null {
  return deliveries.find((d) => Date.parse(d.closesAt) > now) ?? null;
}

/** The bar's text and whether it is counting down (the last 24 hours), or null when no date is open. */
export function nextDeliveryText(next: NextDelivery, now: number): { text: string; countdown: boolean } | null {
  const d = currentDelivery(next.deliveries, now);
  if (!d) return null;
  const closesAt = new Date(d.closesAt);
  return {
    text: orderByText({ delivery: d.date, cutoff: d.cutoff, closesAt }, new Date(now), next.kind),
    countdown: closesAt.getTime() - now <= COUNTDOWN_MS,
  };
}
