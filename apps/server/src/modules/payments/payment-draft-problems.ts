import { type ParsedPaymentDraft } from '@provender/contract';
import { ReceivableMessages } from '@provender/contract';
import { PaymentType, bankAccountErrors, billingAddressErrors, cardDigits, cardErrors } from '@provender/rules';
import type { SettingsService } from '../settings/settings.service.ts';

type SiteValues = Awaited<ReturnType<SettingsService['effectiveValues']>>;

export const ECHECK = 8;

/**
 * What a draft pays, for decision 390: the type, the amount, each item and its amount, and the
 * method's last four digits (and expiry or routing number) — never a whole card or account number.
 */
export function draftFingerprint(draft: ParsedPaymentDraft): string {
  const details = [...draft.details]
    .map((d) => [d.arCode, d.detailType ?? null, Number(d.amount).toFixed(2)] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const card = draft.paymentType === PaymentType.CreditCard ? draft.creditCard : undefined;
  const bank = draft.paymentType === PaymentType.Check ? draft.bankAccount : undefined;
  return JSON.stringify([
    draft.paymentType,
    Number(draft.paymentAmount).toFixed(2),
    details,
    card ? [cardDigits(card.cardNumber).slice(-4), card.expirationDate.trim()] : null,
    bank ? [bank.routingNumber.trim(), bank.accountNumber.trim().slice(-4)] : null,
  ]);
}

/** The method's and the billing form's problems, every one (answered like checkout's card rules: 200, isSuccess false). */
export function draftMethodProblems(
  draft: ParsedPaymentDraft,
  values: SiteValues,
  maxCardDigits: number | undefined,
  now: Date,
): string[] {
  const cc = values.creditCardSettings;
  const problems: string[] = [];
  const accepted = values.acceptedCardIssuers;
  if (draft.paymentType === PaymentType.CreditCard) {
    if (!accepted.some((code) => code >= 1 && code <= 6)) problems.push(ReceivableMessages.methodNotAccepted);
    else if (!draft.creditCard) problems.push(ReceivableMessages.cardRequired);
    else
      problems.push(
        ...Object.values(
          cardErrors(
            draft.creditCard,
            {
              acceptedIssuers: accepted,
              cvvRequired: cc.ccV2Required,
              testCardsOnly: cc.isTestTransaction,
              maxDigits: maxCardDigits,
            },
            now,
          ),
        ),
      );
  }
  if (draft.paymentType === PaymentType.Check) {
    if (!accepted.includes(ECHECK)) problems.push(ReceivableMessages.methodNotAccepted);
    else if (!draft.bankAccount) problems.push(ReceivableMessages.bankRequired);
    else problems.push(...Object.values(bankAccountErrors(draft.bankAccount)));
  }
  const address = draft.address;
  if (draft.paymentType !== PaymentType.ApplyCredit) {
    problems.push(
      ...Object.values(
        billingAddressErrors(
          {
            name: address?.accountHolderName ?? '',
            address1: address?.address1 ?? '',
            address2: address?.address2 ?? '',
            city: address?.city ?? '',
            state: address?.state ?? '',
            zip: address?.zip ?? '',
            phone: address?.phone ?? '',
            country: address?.country ?? '',
            email: address?.email ?? '',
          },
          {
            holderNameRequired: cc.holderNameRequired,
            addressRequired: cc.addressRequired,
            phoneRequired: cc.phoneRequired,
          },
        ),
      ),
    );
  }
  return problems;
}
