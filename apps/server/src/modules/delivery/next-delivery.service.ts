import type { CustomerListItem, DeliveryCutoffDto, NextDelivery, SettingValues } from '@provender/contract';
import { deliveryCutoff, nextDeliveries, type DeliveryCutoff } from '@provender/rules';
import type { RequestContext } from '../../context.ts';
import { deliveryWindow } from '../checkout/checkout-dates.ts';
import { shipMethodOf } from '../checkout/checkout-destination.ts';
import type { CheckoutService } from '../checkout/checkout.service.ts';
import type { CustomersService } from '../customers/customers.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { deliveryKeyOf, type DeliveryRepository } from './delivery.repository.ts';

/** How many dates the app bar gets: it moves to the next one at the cut-off without asking again. */
const BAR_DATES = 3;

export const cutoffDto = (d: DeliveryCutoff): DeliveryCutoffDto => ({
  date: d.delivery,
  cutoff: d.cutoff,
  closesAt: d.closesAt.toISOString(),
});

/** Reads the holidays of a range once per job or list, however many customers share it. */
export function holidayReader(repo: Pick<DeliveryRepository, 'holidays'>) {
  const read = new Map<string, Promise<Set<string>>>();
  return (from: string, to: string) => {
    const key = `${from}|${to}`;
    let found = read.get(key);
    if (!found) {
      found = repo.holidays(from, to);
      read.set(key, found);
    }
    return found;
  };
}
export type HolidaysOf = ReturnType<typeof holidayReader>;

/**
 * The next delivery in view (issue 34 item 4, decisions 500-502): the checkout's dates with their
 * cut-offs for the app bar, and the Select Customer list's marks.
 */
export function createNextDeliveryService(deps: {
  repo: DeliveryRepository;
  checkout: Pick<CheckoutService, 'dates'>;
  settings: Pick<SettingsService, 'effectiveValues'>;
  customers: Pick<CustomersService, 'account' | 'list'>;
  now: () => Date;
}) {
  const windowOf = (values: SettingValues) => deliveryWindow(values, deps.now());

  /** The next deliveries of a route under a customer's settings: the checkout's window and rule. */
  async function nextFor(values: SettingValues, routeDays: readonly number[], count: number, holidaysOf: HolidaysOf) {
    const w = windowOf(values);
    const holidays = await holidaysOf(w.holidaysFrom, w.holidaysTo);
    const calendar = { routeDays, holidays };
    return nextDeliveries({ now: w.at, calendar, cutoff: w.cutoff, horizonDays: w.horizonDays }, count);
  }

  /** A customer's default ship-to and its next delivery, or null when it has none. */
  async function defaultShiptoNext(customerId: number, values: SettingValues, holidaysOf: HolidaysOf) {
    const account = await deps.customers.account(customerId);
    const shipto = account.shiptos.find((s) => s.code === account.row.defaultShiptoCode);
    if (!shipto) return null;
    const [next] = await nextFor(values, shipto.deliveryDays, 1, holidaysOf);
    return next ? { customerId, shiptoCode: shipto.code, next } : null;
  }

  return {
    nextFor,
    holidays: () => holidayReader(deps.repo),

    /** GET /api/cart/next-delivery: the dates the checkout offers (same ship-to, same rule), each with its cut-off. */
    async forRequest(ctx: Parameters<CheckoutService['dates']>[0], shipto: string | undefined): Promise<NextDelivery> {
      const [dates, values] = await Promise.all([deps.checkout.dates(ctx, shipto), deps.settings.effectiveValues(ctx)]);
      const w = windowOf(values);
      const holidays = await deps.repo.holidays(w.holidaysFrom, w.holidaysTo);
      const pickup = ctx.userType === 'consumer' && shipMethodOf(ctx, values) === 'pickup';
      return {
        kind: pickup ? 'pickup' : 'delivery',
        timeZone: w.timeZone,
        deliveries: dates.dates.slice(0, BAR_DATES).map((d) => cutoffDto(deliveryCutoff(d, w.cutoff, holidays))),
      };
    },

    /**
     * GET /api/customer/list: a salesperson's customers, each with its default ship-to's next
     * delivery and whether an order for it exists (decision 502); anyone else's list as it was.
     */
    async customerList(ctx: RequestContext): Promise<CustomerListItem[]> {
      const items = await deps.customers.list(ctx);
      if (ctx.userType !== 'salesperson' || items.length === 0) return items;
      const holidaysOf = holidayReader(deps.repo);
      const nexts = await Promise.all(
        items.map(async (item) => {
          const values = await deps.settings.effectiveValues({ customerId: item.customerKey, user: ctx.user });
          return defaultShiptoNext(item.customerKey, values, holidaysOf);
        }),
      );
      const keys = nexts.flatMap((n) =>
        n ? [{ customerId: n.customerId, shiptoCode: n.shiptoCode, date: n.next.delivery }] : [],
      );
      const ordered = await deps.repo.ordered(keys);
      return items.map((item, i) => {
        const n = nexts[i];
        if (!n) return { ...item, nextDelivery: null };
        const key = deliveryKeyOf({ customerId: n.customerId, shiptoCode: n.shiptoCode, date: n.next.delivery });
        return { ...item, nextDelivery: { ...cutoffDto(n.next), shiptoCode: n.shiptoCode, ordered: ordered.has(key) } };
      });
    },
  };
}
export type NextDeliveryService = ReturnType<typeof createNextDeliveryService>;
