import type { RouteObject } from 'react-router';
import { PageLoading } from '../../components/app-shell/page-loading.tsx';
import { useAccountSummary } from '../../features/account/api/get-account-summary.ts';
import { AccountDetailsPage } from '../../features/account/components/account-details-page.tsx';
import { AccountSummaryPage } from '../../features/account/components/account-summary-page.tsx';
import { menuRoutes } from '../../features/menu/utils/menu-sections.ts';
import { MakePaymentPage } from '../../features/payments/components/make-payment-page.tsx';
import { useUserSettings } from '../../features/settings/api/get-user-settings.ts';
import { MenuGate } from '../routing/menu-gate.tsx';

/**
 * Make Payment with the distributor's card rules (accepted issuers, CVV, test cards, billing
 * fields) and the customer's bill-to from the account summary to prefill the billing address;
 * the page does not wait for it, and without it the address starts empty.
 */
function MakePaymentRoute() {
  const settings = useUserSettings();
  const summary = useAccountSummary();
  if (!settings.data) return <PageLoading />;
  const cc = settings.data.creditCardSettings;
  return (
    <MakePaymentPage
      billTo={summary.data?.billTo}
      policy={{
        acceptedIssuers: settings.data.acceptedCardIssuers,
        cvvRequired: cc.ccV2Required,
        testCardsOnly: cc.isTestTransaction,
        holderNameRequired: cc.holderNameRequired,
        addressRequired: cc.addressRequired,
        phoneRequired: cc.phoneRequired,
      }}
    />
  );
}

/**
 * The account receivable screens. Their menu entries gate them; consumers never have those
 * entries, so MenuGate sends them to / (spec 02 section 6).
 */
export const receivablesRoutes: RouteObject[] = [
  {
    path: menuRoutes.AccountSummary.slice(1),
    element: (
      <MenuGate menuKey="AccountSummary">
        <AccountSummaryPage />
      </MenuGate>
    ),
  },
  {
    path: menuRoutes.AccountDetail.slice(1),
    element: (
      <MenuGate menuKey="AccountDetail">
        <AccountDetailsPage />
      </MenuGate>
    ),
  },
  {
    path: menuRoutes.InvoicePayment.slice(1),
    element: (
      <MenuGate menuKey="InvoicePayment">
        <MakePaymentRoute />
      </MenuGate>
    ),
  },
];
