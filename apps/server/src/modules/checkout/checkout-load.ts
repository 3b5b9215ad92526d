import type { CartHeader, SettingValues } from '@provender/contract';
import { type ApprovalRuleSet } from '@provender/rules';
import type { CustomerContext } from '../../context.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { HeldOrder } from '../approvals/approvals.service.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CustomersService } from '../customers/customers.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { type CheckoutRepository } from './checkout.repository.ts';
import { createDeliveryDates } from './checkout-dates.ts';
import {
  createDestinations,
  shipMethodOf,
  type CustomerAccount,
  type CustomerRow,
  type Destination,
} from './checkout-destination.ts';
import { headerChecks, limitedAccount } from './checkout-rules.ts';

export interface CheckoutDeps {
  repo: CheckoutRepository;
  cart: CartService;
  settings: SettingsService;
  addresses: AddressesService;
  customers: Pick<CustomersService, 'account'>;
  /** Issue 35: the acting customer's approval rules, and the approvers' mail once an order is held. */
  approvals?: {
    rules: (customerId: number) => Promise<ApprovalRuleSet | null>;
    held: (order: HeldOrder) => void;
  };
  now?: () => Date;
}

type CartSnapshot = Awaited<ReturnType<CartService['pricedSnapshot']>>;

/** What the header, the estimate and submission start from: account, destination, dates and header checks. */
export function createCheckoutLoad(deps: CheckoutDeps) {
  const { repo, cart, settings, customers } = deps;
  const now = deps.now ?? (() => new Date());
  const destinations = createDestinations(deps);
  const deliveryDates = createDeliveryDates({ repo, now });

  /** The acting customer's row and ship-tos from the process cache (decision 210): no query on a warm path. */
  async function accountOf(ctx: CustomerContext): Promise<CustomerAccount> {
    return limitedAccount(await customers.account(ctx.customerId), ctx.user.shiptoCodes);
  }

  const datesFor = (values: SettingValues, customer: CustomerRow, destination: Destination) =>
    deliveryDates.dates(values, {
      customerId: customer.id,
      shiptoCode: destination.kind === 'shipto' ? destination.code : null,
      routeDays: destination.routeDays,
    });

  /** Everything the header, the estimate and submission start from. */
  async function load(ctx: CustomerContext) {
    const [snapshot, values, account] = await Promise.all([
      cart.pricedSnapshot(ctx),
      settings.effectiveValues(ctx),
      accountOf(ctx),
    ]);
    return loadedFrom(ctx, snapshot, values, account);
  }

  async function loadedFrom(
    ctx: CustomerContext,
    snapshot: CartSnapshot,
    values: SettingValues,
    account: CustomerAccount,
  ) {
    const customer = account.row;
    const shipMethod = shipMethodOf(ctx, values);
    const header = await destinations.effectiveHeader(ctx, snapshot.header, customer, shipMethod);
    const { destination, messages } = await destinations.resolve(ctx, header, account, shipMethod, values);
    return { snapshot, values, customer, shipMethod, header, destination, destinationMessages: messages };
  }

  async function headerMessages(
    ctx: CustomerContext,
    header: CartHeader,
    context: {
      customer: CustomerRow;
      values: SettingValues;
      destination: Destination | null;
      destinationMessages: string[];
    },
  ): Promise<string[]> {
    const { destination } = context;
    const dates = destination ? await datesFor(context.values, context.customer, destination) : null;
    return headerChecks(ctx, header, context, dates);
  }

  return { now, deliveryDates, accountOf, load, loadedFrom, headerMessages };
}
export type CheckoutLoad = ReturnType<typeof createCheckoutLoad>;
