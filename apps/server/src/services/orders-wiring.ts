import { createAccountRepository } from '../modules/account/account.repository.ts';
import { createAccountService } from '../modules/account/account.service.ts';
import { createAddressesRepository } from '../modules/addresses/addresses.repository.ts';
import { createAddressesService } from '../modules/addresses/addresses.service.ts';
import { createApprovalsRepository } from '../modules/approvals/approvals.repository.ts';
import { createApprovalsService } from '../modules/approvals/approvals.service.ts';
import { createCardCheckoutService } from '../modules/checkout/card-checkout.service.ts';
import { createCheckoutRepository } from '../modules/checkout/checkout.repository.ts';
import { createCheckoutService } from '../modules/checkout/checkout.service.ts';
import { createDeliveryServices } from '../modules/delivery/delivery.services.ts';
import { createAuthorizeNetGateway } from '../modules/payments/authorize-net-gateway.ts';
import { createPaymentsRepository } from '../modules/payments/payments.repository.ts';
import { createPaymentsService } from '../modules/payments/payments.service.ts';
import { createTestGateway } from '../modules/payments/test-gateway.ts';
import type { AccountsWiring } from './accounts-wiring.ts';
import type { CatalogWiring } from './catalog-wiring.ts';
import type { DocumentsWiring } from './documents-wiring.ts';
import type { Wiring } from './wiring.ts';

type OrdersNeeds = Pick<AccountsWiring, 'customers' | 'customerUsers' | 'mail'> &
  Pick<CatalogWiring, 'cart'> &
  Pick<DocumentsWiring, 'notifications'>;

/**
 * Orders and payments: ship-to addresses, checkout (by card too), approvals, the next delivery and
 * the order reminders, and the account's open items and their payment.
 */
export function wireOrders({ db, config, changes, now, settings }: Wiring, needs: OrdersNeeds) {
  const { customers, customerUsers, mail, cart } = needs;
  const addresses = createAddressesService({ repo: createAddressesRepository(db, changes), settings });
  const checkoutRepo = createCheckoutRepository(db, changes);
  const paymentGateway =
    config.paymentGateway ??
    (config.gatewayChoice.kind === 'authorizenet'
      ? createAuthorizeNetGateway(config.gatewayChoice.config)
      : createTestGateway());
  const checkout = createCheckoutService({
    repo: checkoutRepo,
    cart,
    settings,
    addresses,
    customers,
    // Late: approvals are created below and depend on the checkout.
    approvals: { rules: customerUsers.approvalRules, held: (order) => approvals.held(order) },
    now,
  });
  // Approvals mail through the notifications feature's preferences and layout (issue 35).
  const approvals = createApprovalsService({
    repo: createApprovalsRepository(db),
    checkout,
    customerUsers,
    settings,
    mail,
    mailing: needs.notifications,
    publicUrl: config.publicUrl,
    now,
  });
  return {
    addresses,
    paymentGateway,
    checkout,
    cardCheckout: createCardCheckoutService({
      repo: checkoutRepo,
      checkout,
      cart,
      settings,
      gateway: paymentGateway,
      now,
    }),
    // The next delivery in view and the order reminders (issue 34, decisions 500-503).
    delivery: createDeliveryServices(db, {
      checkout,
      settings,
      customers,
      // Awaited: a send that fails gives the reminder back, and the next round tries again until the cut-off (decision 503).
      send: (m) => mail.sendNow(m),
      publicUrl: config.publicUrl,
      now,
    }),
    approvals,
    account: createAccountService({ repo: createAccountRepository(db), settings, now }),
    payments: createPaymentsService({
      repo: createPaymentsRepository(db),
      settings,
      gateway: paymentGateway,
      now,
    }),
  };
}
