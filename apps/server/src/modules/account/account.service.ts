import type { AccountDetailLine, AccountSummary, OpenReceivableItem, SettingValues } from '@provender/contract';
import {
  Decimal,
  type DecimalValue,
  daysBetween,
  recordTypeName,
  runningBalances,
  zonedDateTime,
} from '@provender/rules';
import { ageOpenItems } from '@provender/rules/server';
import type { CustomerContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { AccountRepository, ReceivableRow } from './account.repository.ts';

const money = (value: DecimalValue) => new Decimal(value).toDecimalPlaces(2).toNumber();

/** Open items as the API answers them; scans only where productScanDocuments.accountDetail is on (decision 170). */
export function openItemOf(row: ReceivableRow, withScans: boolean): OpenReceivableItem {
  const initial = new Decimal(row.initial);
  return {
    arCode: row.arCode,
    recordType: row.recordType,
    type: recordTypeName(row.recordType),
    reference: row.reference,
    invoiceNumber: row.invoiceNumber,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    po_number: row.poNumber,
    initial: money(initial),
    balance: money(row.balance),
    isCredit: initial.isNegative(),
    orderNumber: row.orderNumber,
    scanDocuments: withScans ? row.scanDocuments : [],
  };
}

type SummaryFacts = NonNullable<Awaited<ReturnType<AccountRepository['summaryFacts']>>>;

/** Account Summary: the bill-to, the credit figures and the open items aged on the distributor's day. */
function accountSummaryOf(customer: SummaryFacts, asOf: string): AccountSummary {
  const { lastPayment, lastInvoice, orderTotals: totals } = customer;
  const aging = ageOpenItems(customer.openItems, asOf);
  const creditLimit = new Decimal(customer.creditLimit);
  const onOrder = new Decimal(totals.onOrder);
  const cityLine = [customer.city, [customer.state, customer.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    name: customer.name,
    customerCode: customer.customerCode,
    address: [customer.address1, customer.address2, cityLine].filter((line) => line.trim() !== ''),
    billTo: {
      name: customer.name,
      address1: customer.address1,
      address2: customer.address2,
      city: customer.city,
      state: customer.state,
      zip: customer.zip,
      phone: customer.phone,
      // Customers are US businesses (the card gateway's country default); the form keeps it editable.
      country: 'US',
      email: customer.email ?? '',
    },
    creditLimit: money(creditLimit),
    balance: money(aging.balance),
    onOrder: money(onOrder),
    onHold: money(totals.onHold),
    availableCredit: money(creditLimit.minus(aging.balance).minus(onOrder)),
    lastPaymentDate: lastPayment?.paymentDate ?? null,
    lastPaymentAmount: lastPayment ? money(lastPayment.amount) : null,
    lastInvoiceDate: lastInvoice?.invoiceDate ?? null,
    lastInvoiceAmount: lastInvoice ? money(lastInvoice.initial) : null,
    unappliedCredit: money(aging.unappliedCredit),
    current: money(aging.current),
    buckets: aging.buckets.map((b) => ({ name: b.name, value: money(b.value) })),
    asOf,
  };
}

/**
 * Account figures of the acting customer (decision 061). Today is the distributor's calendar
 * day, so aging does not change at midnight UTC for a distributor in New York.
 */
export function createAccountService(deps: { repo: AccountRepository; settings: SettingsService; now: () => Date }) {
  const { repo, settings, now } = deps;

  const todayFor = (values: SettingValues) => zonedDateTime(now(), values.distributorTimeZone).date;
  async function today(ctx: CustomerContext): Promise<string> {
    return todayFor(await settings.effectiveValues(ctx));
  }

  return {
    async summary(ctx: CustomerContext): Promise<AccountSummary> {
      const customerId = ctx.customerId;
      const [customer, asOf] = await Promise.all([repo.summaryFacts(customerId), today(ctx)]);
      if (!customer) throw new AppError('NOT_FOUND', 'Customer was not found');
      return accountSummaryOf(customer, asOf);
    },

    async detail(
      ctx: CustomerContext,
      range: { startDate?: string | undefined; endDate?: string | undefined },
    ): Promise<AccountDetailLine[]> {
      const customerId = ctx.customerId;
      const [rows, values, forward] = await Promise.all([
        repo.lines(customerId, range),
        settings.effectiveValues(ctx),
        range.startDate ? repo.balanceBefore(customerId, range.startDate) : '0',
      ]);
      const asOf = todayFor(values);
      const withScans = values.productScanDocuments.accountDetail;
      // Running over the whole account (decision 421): the lines come oldest first (date, then
      // entry), after the balance forward of the lines before the range.
      const running = runningBalances(rows, forward);
      return rows.map((row, index) => {
        const initial = new Decimal(row.initial);
        return {
          arCode: row.arCode,
          recordType: row.recordType,
          type: recordTypeName(row.recordType),
          reference: row.reference,
          invoiceDate: row.invoiceDate,
          dueDate: row.dueDate,
          age: daysBetween(row.invoiceDate, asOf),
          initial: money(initial),
          balance: money(row.balance),
          running: money(running[index]!.toString()),
          remarks: row.remarks,
          isCredit: initial.isNegative(),
          orderNumber: row.orderNumber,
          scanDocuments: withScans ? row.scanDocuments : [],
        };
      });
    },

    async openItems(ctx: CustomerContext): Promise<OpenReceivableItem[]> {
      const [rows, values] = await Promise.all([repo.openItems(ctx.customerId), settings.effectiveValues(ctx)]);
      return rows.map((row) => openItemOf(row, values.productScanDocuments.accountDetail));
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
