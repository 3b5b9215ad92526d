import type { CustomerNextDelivery } from '@provender/contract';
import { COUNTDOWN_MS, formatClockTime, formatDeliveryDay, formatTimeLeft, shortWeekday } from '@provender/rules';

/**
 * Select Customer's mark (decision 502): "No order for Wed, 03/11 · by 4:00 PM Tue", in the last 24
 * hours "No order for Wed, 03/11 · 3 h 12 min left", while the default ship-to's next delivery has no order and is
 * still open; null otherwise. The date comes first: a phone's row cuts the end of a long line.
 */
export function nextDeliveryMark(next: CustomerNextDelivery | null, now: number): string | null {
  if (!next || next.ordered) return null;
  const left = Date.parse(next.closesAt) - now;
  if (left <= 0) return null;
  const when =
    left <= COUNTDOWN_MS
      ? `${formatTimeLeft(left)} left`
      : `by ${formatClockTime(next.cutoff.time)} ${shortWeekday(next.cutoff.date)}`;
  return `No order for ${formatDeliveryDay(next.date)} · ${when}`;
}
