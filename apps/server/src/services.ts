import { HotReads } from './hot-reads/index.ts';
import type { ChangeFeed } from './cache/change-feed.ts';
import type { AppConfig } from './config.ts';
import type { Db } from './db/client.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createTokenIssuer } from './modules/auth/tokens.ts';
import { createTokenGrantService } from './modules/auth/token-grant.service.ts';
import { createAttemptLimitsRepository } from './modules/attempt-limits/attempt-limits.repository.ts';
import { createAttemptLimitsService } from './modules/attempt-limits/attempt-limits.service.ts';
import { createCustomersRepository } from './modules/customers/customers.repository.ts';
import { createCustomersService } from './modules/customers/customers.service.ts';
import { createMenuRepository } from './modules/menu/menu.repository.ts';
import { createMenuService } from './modules/menu/menu.service.ts';
import { createSettingsRepository } from './modules/settings/settings.repository.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { createAdminRepository } from './modules/admin/admin.repository.ts';
import { createAdminService } from './modules/admin/admin.service.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createCustomerUsersRepository } from './modules/customer-users/customer-users.repository.ts';
import { createCustomerUsersService } from './modules/customer-users/customer-users.service.ts';
import { createApprovalsRepository } from './modules/approvals/approvals.repository.ts';
import { createApprovalsService } from './modules/approvals/approvals.service.ts';
import { createCatalogRepository } from './modules/catalog/catalog.repository.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';
import { createPricingRepository } from './modules/pricing/pricing.repository.ts';
import { createPricingService } from './modules/pricing/pricing.service.ts';
import { createCartRepository } from './modules/cart/cart.repository.ts';
import { createCartService, type CartNotices } from './modules/cart/cart.service.ts';
import { createPreferencesRepository } from './modules/preferences/preferences.repository.ts';
import { createPreferencesService } from './modules/preferences/preferences.service.ts';
import { createImageSourcesRepository } from './modules/images/image-sources.repository.ts';
import { createImagesService } from './modules/images/images.service.ts';
import { createMailRepository } from './modules/mail/mail.repository.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { createMailLimits } from './modules/mail/mail-limits.ts';
import { createHumanCheckRepository } from './modules/human-check/human-check.repository.ts';
import { createHumanCheckService } from './modules/human-check/human-check.service.ts';
import { createOneTimeTokensRepository } from './modules/one-time-tokens/one-time-tokens.repository.ts';
import { createOneTimeTokensService } from './modules/one-time-tokens/one-time-tokens.service.ts';
import { createPasswordRepository } from './modules/password/password.repository.ts';
import { createPasswordService } from './modules/password/password.service.ts';
import { createConsumerRepository } from './modules/consumer/consumer.repository.ts';
import { createConsumerService } from './modules/consumer/consumer.service.ts';
import { createAddressesRepository } from './modules/addresses/addresses.repository.ts';
import { createAddressesService } from './modules/addresses/addresses.service.ts';
import { createCheckoutRepository } from './modules/checkout/checkout.repository.ts';
import { createCheckoutService } from './modules/checkout/checkout.service.ts';
import { createDeliveryServices } from './modules/delivery/delivery.services.ts';
import { createCardCheckoutService } from './modules/checkout/card-checkout.service.ts';
import { createTestGateway } from './modules/payments/test-gateway.ts';
import { createAuthorizeNetGateway } from './modules/payments/authorize-net-gateway.ts';
import { createPaymentsRepository } from './modules/payments/payments.repository.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { createAccountRepository } from './modules/account/account.repository.ts';
import { createAccountService } from './modules/account/account.service.ts';
import { createDocumentsRepository } from './modules/documents/documents.repository.ts';
import { createDocumentsService } from './modules/documents/documents.service.ts';
import { createReceivableDocumentsRepository } from './modules/documents/receivable-documents.repository.ts';
import { createReceivableDocumentsService } from './modules/documents/receivable-documents.service.ts';
import { createOrderGuidesRepository } from './modules/order-guides/order-guides.repository.ts';
import { createOrderGuidesService } from './modules/order-guides/order-guides.service.ts';
import { createGuideCountsRepository } from './modules/order-guides/guide-counts.repository.ts';
import { createGuideCountsService } from './modules/order-guides/guide-counts.service.ts';
import { createScanDocumentsRepository } from './modules/documents/scan-documents.repository.ts';
import { createScanDocumentsService } from './modules/documents/scan-documents.service.ts';
import { createFolderDocumentStore } from './modules/documents/document-store.ts';
import { createHistoryRepository } from './modules/history/history.repository.ts';
import { createHistoryService } from './modules/history/history.service.ts';
import { createIntegrationServices } from './modules/integration/integration.services.ts';
import { createReportsRepository } from './modules/reports/reports.repository.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
import { createPunchoutRepository } from './modules/punchout/punchout.repository.ts';
import { createPunchoutService } from './modules/punchout/punchout.service.ts';
import { createLandingRepository } from './modules/landing/landing.repository.ts';
import { createLandingService } from './modules/landing/landing.service.ts';
import { createLandingImages } from './modules/landing/landing-images.ts';
import { createThemeRepository } from './modules/theme/theme.repository.ts';
import { createThemeService } from './modules/theme/theme.service.ts';
import { createNotifications } from './modules/notifications/notifications.ts';
import { createOutbound } from './outbound/outbound.ts';
import { createPdfRenderer } from './pdf-workers/pdf-renderer.ts';

/** Wires repositories into services; features reach each other only through these services. */
export function createServices(db: Db, config: AppConfig, changes: ChangeFeed) {
  const now = config.now ?? (() => new Date());
  const settings = createSettingsService(createSettingsRepository(db, changes), changes);
  const tokens = createTokenIssuer(config.jwtSecret, config.tokenTtlSeconds, now);
  const attemptLimits = createAttemptLimitsService(createAttemptLimitsRepository(db), undefined, now);
  const customers = createCustomersService(createCustomersRepository(db), changes);
  const menu = createMenuService({ repo: createMenuRepository(db), settings, changes });
  const users = createUsersService();
  const admin = createAdminService(createAdminRepository(db));
  const catalog = createCatalogService({ repo: createCatalogRepository(db), settings, changes });
  const pricing = createPricingService({
    repo: createPricingRepository(db),
    settings,
    catalogVersion: catalog.version,
    catalogVersionKnown: catalog.versionKnown,
    databaseClock: changes.settings.now,
    changes,
  });
  // Punchout is created further down and depends on the cart; the cart asks it late (inspect sessions, arrival messages).
  const late: { cartNotices?: CartNotices } = {};
  const cart = createCartService({
    repo: createCartRepository(db, changes),
    catalog,
    pricing,
    settings,
    notices: () => late.cartNotices,
  });
  // The server's own requests, image URLs and webhooks: one agent, one address rule (decision 405).
  const outbound = createOutbound(config.outbound);
  const preferences = createPreferencesService(createPreferencesRepository(db, changes));
  const images = createImagesService({
    imageDir: config.imageDir,
    imageSourceDir: config.imageSourceDir,
    webDistDir: config.webDistDir,
    settings,
    remote: {
      sources: createImageSourcesRepository(db),
      outbound,
      timeoutMs: 30_000,
      now,
    },
  });
  const mail = createMailService(config, createMailRepository(db));
  const humanCheck = createHumanCheckService(config, createHumanCheckRepository(db));
  const auth = createAuthService({
    repo: createAuthRepository(db),
    tokens,
    settings,
    attemptLimits,
    humanCheck,
    changes,
    now,
  });
  const oneTimeTokens = createOneTimeTokensService(createOneTimeTokensRepository(db), now);
  const mailLimits = createMailLimits(attemptLimits);
  const accountDeps = { settings, mail, mailLimits, humanCheck, oneTimeTokens, publicUrl: config.publicUrl, now };
  const password = createPasswordService({
    ...accountDeps,
    repo: createPasswordRepository(db, changes),
    admin,
    tokens,
    attemptLimits,
  });
  const consumer = createConsumerService({ ...accountDeps, repo: createConsumerRepository(db, changes), password });
  const addresses = createAddressesService({ repo: createAddressesRepository(db, changes), settings });
  const orderGuidesRepo = createOrderGuidesRepository(db);
  const orderGuides = createOrderGuidesService({ repo: orderGuidesRepo, catalog });
  const checkoutRepo = createCheckoutRepository(db, changes);
  const paymentGateway =
    config.paymentGateway ??
    (config.gatewayChoice.kind === 'authorizenet'
      ? createAuthorizeNetGateway(config.gatewayChoice.config)
      : createTestGateway());
  // A customer's own users and approvals (issue 35): approval rules are read at submit.
  const customerUsers = createCustomerUsersService({
    ...accountDeps,
    repo: createCustomerUsersRepository(db, changes),
    customers,
    // Late: the notifications feature is created further down; the invitation is drawn in its layout.
    brand: () => notifications.brand(),
    now,
  });
  const checkout = createCheckoutService({
    repo: checkoutRepo,
    cart,
    settings,
    addresses,
    customers,
    approvals: { rules: customerUsers.approvalRules, held: (order) => approvals.held(order) },
    now,
  });
  // The next delivery in view and the order reminders (issue 34, decisions 500-503).
  const delivery = createDeliveryServices(db, {
    checkout,
    settings,
    customers,
    // Awaited: a send that fails gives the reminder back, and the next round tries again until the cut-off (decision 503).
    send: (m) => mail.sendNow(m),
    publicUrl: config.publicUrl,
    now,
  });
  const cardCheckout = createCardCheckoutService({
    repo: checkoutRepo,
    checkout,
    cart,
    settings,
    gateway: paymentGateway,
    now,
  });
  // Every PDF renders in this process's PDF worker processes, within its limits (decision 400).
  const pdf = createPdfRenderer(config.pdfRendering);
  const documents = createDocumentsService({ repo: createDocumentsRepository(db), settings, pdf });
  const receivableDocuments = createReceivableDocumentsService({
    repo: createReceivableDocumentsRepository(db),
    settings,
    pdf,
  });
  // Order confirmations, payment receipts and the invoice digest (issue 35 item 3, decision 521).
  const notifications = createNotifications(db, { settings, documents, mail, publicUrl: config.publicUrl, now });
  // Approvals mail through the notifications feature's preferences and layout (issue 35).
  const approvals = createApprovalsService({
    repo: createApprovalsRepository(db),
    checkout,
    customerUsers,
    settings,
    mail,
    mailing: notifications,
    publicUrl: config.publicUrl,
    now,
  });
  const account = createAccountService({ repo: createAccountRepository(db), settings, now });
  const payments = createPaymentsService({
    repo: createPaymentsRepository(db),
    settings,
    gateway: paymentGateway,
    now,
  });
  const scanDocuments = createScanDocumentsService({
    repo: createScanDocumentsRepository(db),
    store: createFolderDocumentStore(config.documentDir),
    settings,
  });
  const guideCounts = createGuideCountsService({
    repo: createGuideCountsRepository(db),
    guidesRepo: orderGuidesRepo,
    orderGuides,
    catalog,
    customers,
    cart,
    now,
  });
  const history = createHistoryService({ repo: createHistoryRepository(db), settings, cart, catalog, now });
  const reports = createReportsService({
    repo: createReportsRepository(db),
    settings,
    menu,
    orderGuides,
    pdf,
    now,
  });
  const punchout = createPunchoutService({
    repo: createPunchoutRepository(db, changes),
    tokens,
    cart,
    catalog,
    pricing,
    publicUrl: config.publicUrl,
    attemptLimits,
    now,
  });
  const landing = createLandingService({ repo: createLandingRepository(db), settings, now });
  const landingImages = createLandingImages(config.imageDir);
  const theme = createThemeService({ repo: createThemeRepository(db), menu, settings });
  late.cartNotices = punchout.cartNotices;
  const tokenGrants = createTokenGrantService({ auth, punchout });
  return {
    changes,
    hotReads: new HotReads(changes),
    settings,
    tokens,
    attemptLimits,
    auth,
    tokenGrants,
    customers,
    delivery,
    menu,
    users,
    admin,
    mail,
    humanCheck,
    oneTimeTokens,
    password,
    consumer,
    addresses,
    catalog,
    pricing,
    cart,
    preferences,
    images,
    orderGuides,
    guideCounts,
    checkout,
    cardCheckout,
    paymentGateway,
    documents,
    notifications,
    receivableDocuments,
    account,
    payments,
    scanDocuments,
    history,
    customerUsers,
    approvals,
    integration: createIntegrationServices(db, {
      now,
      outbound,
      changes,
      policy: { maxAttempts: config.webhooks.maxAttempts, timeoutMs: config.webhooks.timeoutMs },
      retentionDays: config.webhooks.retentionDays,
    }),
    reports,
    pdf,
    punchout,
    landing,
    landingImages,
    theme,
  };
}
export type Services = ReturnType<typeof createServices>;
