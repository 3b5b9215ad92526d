import { PageLoading } from '../../components/app-shell/page-loading.tsx';
import { useAccountSummary } from '../../features/account/api/get-account-summary.ts';
import { MakePaymentPage } from '../../features/payments/components/make-payment-page.tsx';
import { useUserSettings } from '../../features/settings/api/get-user-settings.ts';

/**
 * Make Payment with the distributor's card rules (accepted issuers, CVV, test cards, billing
 * fields) and the customer's bill-to from the account summary to prefill the billing address;
 * the page does not wait for it, and without it the address starts empty.
 */
export function MakePaymentRoute() {
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
