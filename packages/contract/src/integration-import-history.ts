import { z } from './zod.ts';
import { codeText, decimal, isoDay, text, unitCode, wholeNumber } from './integration-fields.ts';

/**
 * A customer's account as the ERP keeps it (decision 200): its order history, one row per invoiced
 * line, and its receivable items. docs/integration/README.md documents the columns.
 */

/** Record types of receivable items, by number (DOMAIN.md) and by name. */
const recordTypeNames = [
  'invoice',
  'future invoice',
  'nsf check',
  'debit adjustment',
  'late charge',
  'credit memo',
  'payment',
  'credit adjustment',
] as const;
/** Credit memos, payments and credit adjustments: amounts are negative (or zero). */
export const creditRecordTypes: readonly number[] = [6, 7, 8];

const recordType = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((v, ctx) => {
    const raw = String(v).trim();
    const byNumber = /^[1-8]$/.test(raw) ? Number(raw) : 0;
    const byName = recordTypeNames.indexOf(raw.toLowerCase() as (typeof recordTypeNames)[number]) + 1;
    if (byNumber || byName) return byNumber || byName;
    ctx.issues.push({
      code: 'custom',
      message: 'a record type: 1 to 8, or its name (Invoice, Credit Memo, ...)',
      input: v,
    });
    return z.NEVER;
  }),
);

const signedMoney = decimal(12, 2, { negative: true });

export const receivableImportRowSchema = z
  .strictObject({
    customerCode: codeText('customer code', 20),
    /** The ERP's code of the item: the key, and what Make Payment applies a payment to. */
    arCode: codeText('A/R code', 20),
    recordType,
    reference: text(30).check(z.minLength(1, 'reference is required')),
    invoiceNumber: z.optional(text(30)),
    orderNumber: z.optional(codeText('order number', 30)),
    invoiceDate: isoDay,
    dueDate: z.optional(isoDay),
    poNumber: z.optional(text(30)),
    initial: signedMoney,
    balance: signedMoney,
    remarks: z.optional(text(120)),
  })
  .check(
    z.superRefine((r, ctx) => {
      if (r.dueDate !== undefined && r.dueDate < r.invoiceDate)
        ctx.addIssue({ code: 'custom', path: ['dueDate'], message: 'due date is before the invoice date' });
      const credit = creditRecordTypes.includes(r.recordType);
      const initial = Number(r.initial);
      const balance = Number(r.balance);
      if (credit ? initial > 0 : initial < 0)
        ctx.addIssue({
          code: 'custom',
          path: ['initial'],
          message: credit ? 'a credit item is negative (or zero)' : 'a debit item is positive (or zero)',
        });
      else if (Math.sign(balance) === -Math.sign(initial) || Math.abs(balance) > Math.abs(initial))
        ctx.addIssue({
          code: 'custom',
          path: ['balance'],
          message: 'the balance lies between zero and the initial amount',
        });
    }),
  );

/** Order statuses the storefront knows; Open and Hold count as "on order" on the account summary. */
export const importOrderStatuses = ['Open', 'Hold', 'Invoiced', 'Cancelled'] as const;

const orderStatus = z.pipe(
  z.string(),
  z.transform((v, ctx) => {
    const found = importOrderStatuses.find((s) => s.toLowerCase() === v.trim().toLowerCase());
    if (found) return found;
    ctx.issues.push({ code: 'custom', message: `one of ${importOrderStatuses.join(', ')}`, input: v });
    return z.NEVER;
  }),
);

/**
 * One line of an order of the ERP's history; the order's own columns are repeated on each of its
 * lines and must agree, and an order's lines follow each other in the file.
 */
export const orderHistoryImportRowSchema = z
  .strictObject({
    orderNumber: codeText('order number', 30),
    customerCode: codeText('customer code', 20),
    shipToCode: z.optional(codeText('ship-to code', 20)),
    orderDate: isoDay,
    deliveryDate: isoDay,
    status: z.optional(orderStatus),
    poNumber: z.optional(text(30)),
    specialInstruction: z.optional(text(50)),
    addOnCharges: z.optional(decimal(10, 2, { negative: true })),
    tax: z.optional(decimal(10, 2, { negative: true })),
    lineNo: wholeNumber(1, 9999),
    productCode: codeText('product code'),
    unit: unitCode,
    /** Negative on a credit (a return); zero when nothing was shipped. */
    quantity: decimal(8, 2, { negative: true }),
    priceUnit: z.optional(unitCode),
    unitPrice: decimal(8, 4),
    extension: z.optional(decimal(9, 2, { negative: true })),
    lineNote: z.optional(text(50)),
  })
  .check(
    z.superRefine((r, ctx) => {
      if (r.deliveryDate < r.orderDate)
        ctx.addIssue({ code: 'custom', path: ['deliveryDate'], message: 'delivery date is before the order date' });
      if (r.extension === undefined && r.priceUnit !== undefined && r.priceUnit !== r.unit)
        ctx.addIssue({
          code: 'custom',
          path: ['extension'],
          message: 'is required when the price unit differs from the unit',
        });
    }),
  );

export type ReceivableImportRow = z.infer<typeof receivableImportRowSchema>;
export type OrderHistoryImportRow = z.infer<typeof orderHistoryImportRowSchema>;
