import type { CustomerNextDelivery } from '@provender/contract';
import { orderByText } from '@provender/rules';

/**
 * Select Customer's mark (decision 502): "No order yet · Order by 4:00 PM Tue for Wed, 03/11 delivery"
 * while the default ship-to's next delivery has no order and is still open; null otherwise.
 */
export function nextDeliveryMark(next: CustomerNextDelivery | null, now: number): string | null {
  if (!next || next.ordered) return null;
  const closesAt = new Date(next.closesAt);
  if (closesAt.getTime() <= now) return null;
  return `No order yet · ${orderByText({ delivery: next.date, cutoff: next.cutoff, closesAt }, new Date(now))}`;
}
