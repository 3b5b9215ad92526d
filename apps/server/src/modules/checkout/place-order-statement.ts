import { sql, type SQL } from 'drizzle-orm';
import type { OrderShipTo } from '../../db/schema/index.ts';
import type { CartOwner } from '../cart/cart.service.ts';
import { storedFingerprint } from './checkout-fingerprint.ts';

/** One line of an order as the service priced it (exact decimal strings). */
export interface OrderLineWrite {
  productId: number;
  unitOfMeasure: string;
  quantity: string;
  unitOfMeasurePrc: string;
  unitPrice: string;
  extension: string;
  caseQuantity: string;
  productText1: string;
  productText2: string;
  isOverridePrice: boolean;
}

export interface OrderWrite {
  customerId: number;
  userId: number;
  /** 'Open', or 'Awaiting Approval' when the customer's approval rules hold it (issue 35). */
  status: string;
  /** Why approval is needed (kept with the order for the approvers); null when it is not. */
  approvalReason: string | null;
  shiptoCode: string | null;
  addressId: number | null;
  shipMethod: 'delivery' | 'pickup';
  shipTo: OrderShipTo | null;
  poNumber: string;
  /** When the order was placed, by the server's clock. */
  orderDate: Date;
  deliveryDate: string;
  specialInstruction1: string;
  specialInstruction2: string;
  notes: string;
  lineTotal: string;
  addOnCharges: string;
  taxableAmount: string;
  tax: string;
  total: string;
  lines: OrderLineWrite[];
}

/** A captured card charge to file with the order, in the order's transaction. */
export interface ChargeWrite {
  gateway: string;
  transactionId: string;
  amount: string;
  brand: string;
  last4: string;
  expiry: string;
  token: string | null;
}

/** The id of the cart being placed: the statement's `cart` CTE. */
const cartId = sql`(select id from cart)`;

/**
 * The checks: the locked cart, an order already placed with the key, and whether the cart has
 * lines, still matches `fingerprint` and was priced at the current catalog version; `go` has a row
 * only when the order may be placed.
 */
function checksStep(owner: CartOwner, fingerprint: string, catalogVersion: number, idempotencyKey: string | null): SQL {
  return sql`cart as (select id from carts where user_id = ${owner.userId} and customer_id = ${owner.customerId}),
    existing as (select id, order_number, total, delivery_date, status from orders where idempotency_key = ${idempotencyKey}),
    stored as (select ${storedFingerprint}),
    checked as (
      select (select count(*) from cart_lines where cart_id = ${cartId}) > 0 as has_lines,
        (select * from stored) = ${fingerprint}::jsonb as unchanged,
        -- Products and prices were taken as kept for this catalog version (decision 340).
        coalesce((select v.version from cache_versions v where v.name = 'catalog'), 0) = ${catalogVersion}::bigint as current),
    go as (select 1 from checked where has_lines and unchanged and current and not exists (select 1 from existing))`;
}

/** The order's header under the last number drawn (none when nothing was drawn). */
function placedInsert(h: Omit<OrderWrite, 'lines' | 'approvalReason'>, idempotencyKey: string | null): SQL {
  return sql`
      insert into orders (order_number, customer_id, user_id, shipto_code, address_id, ship_method, ship_to,
        po_number, order_date, delivery_date, special_instruction1, special_instruction2, notes, line_total,
        add_on_charges, taxable_amount, tax, total, status, idempotency_key)
      select drawn.n::text, ${h.customerId}, ${h.userId}, ${h.shiptoCode}, ${h.addressId},
        ${h.shipMethod}, ${h.shipTo === null ? null : JSON.stringify(h.shipTo)}::jsonb, ${h.poNumber},
        ${h.orderDate.toISOString()}::timestamptz, ${h.deliveryDate}::date, ${h.specialInstruction1}, ${h.specialInstruction2}, ${h.notes},
        ${h.lineTotal}::numeric, ${h.addOnCharges}::numeric, ${h.taxableAmount}::numeric, ${h.tax}::numeric,
        ${h.total}::numeric, ${h.status}, ${idempotencyKey}
      from drawn where not exists (select 1 from orders o where o.order_number = drawn.n::text)
      returning id, order_number, total, delivery_date, status`;
}

/** The order's lines, numbered from 1: one insert of a recordset passed as one JSON parameter. */
function writtenInsert(lines: readonly OrderLineWrite[]): SQL {
  const lineRows = lines.map((l, i) => ({
    line_no: i + 1,
    product_id: l.productId,
    unit_of_measure: l.unitOfMeasure,
    quantity: l.quantity,
    unit_of_measure_prc: l.unitOfMeasurePrc,
    unit_price: l.unitPrice,
    extension: l.extension,
    case_quantity: l.caseQuantity,
    product_text1: l.productText1,
    product_text2: l.productText2,
    is_override_price: l.isOverridePrice,
  }));
  return sql`
      insert into order_lines (order_id, line_no, product_id, unit_of_measure, quantity, unit_of_measure_prc,
        unit_price, extension, case_quantity, product_text1, product_text2, is_override_price)
      select placed.id, l.line_no, l.product_id, l.unit_of_measure, l.quantity, l.unit_of_measure_prc, l.unit_price,
        l.extension, l.case_quantity, l.product_text1, l.product_text2, l.is_override_price
      from placed, json_to_recordset(${JSON.stringify(lineRows)}::json) as l(line_no smallint, product_id integer,
        unit_of_measure text, quantity numeric, unit_of_measure_prc text, unit_price numeric, extension numeric,
        case_quantity numeric, product_text1 text, product_text2 text, is_override_price boolean)`;
}

/** The captured card charge filed with the placed order, when there is one. */
function chargedStep(owner: CartOwner, idempotencyKey: string | null, charge: ChargeWrite | null): SQL {
  return charge
    ? sql`, charged as (
        insert into card_charges (customer_id, user_id, order_id, idempotency_key, gateway, transaction_id, status,
          amount, brand, last4, expiry, token)
        select ${owner.customerId}, ${owner.userId}, placed.id, ${idempotencyKey}, ${charge.gateway},
          ${charge.transactionId}, 'captured', ${charge.amount}::numeric, ${charge.brand}, ${charge.last4},
          ${charge.expiry}, ${charge.token} from placed)`
    : sql``;
}

/** The answer: the placed order, the order the key already placed, or why nothing was placed. */
const outcomeSelect = sql`select 'placed' as kind, id, order_number as "orderNumber", total::text as total,
      delivery_date::text as "deliveryDate", status
      from placed
    union all
    select 'replay', id, order_number, total::text, delivery_date::text, status from existing
    union all
    select case when not has_lines then 'empty' when not unchanged then 'changed' else 'stale' end, null, null, null, null, null
      from checked where not exists (select 1 from existing) and not (has_lines and unchanged and current)`;

/**
 * Checks and writes in one statement, run once the cart row is locked (so its snapshot sees every
 * earlier submit of this cart committed): an order with the idempotency key answers a replay; else,
 * when the cart still matches `fingerprint`, the order takes the sequence's next number that is no
 * order's yet (orders loaded from the ERP keep the ERP's numbers, which may lie in the sequence's
 * range: decision 200), then its lines (one insert of a recordset), the card charge and the emptied
 * cart. One round trip whatever the number of lines; nothing is written unless every check passed.
 */
export function placeStatement(
  owner: CartOwner,
  fingerprint: string,
  catalogVersion: number,
  order: OrderWrite,
  idempotencyKey: string | null,
  charge: ChargeWrite | null,
): SQL {
  const { lines, approvalReason, ...h } = order;
  return sql`with recursive
    ${checksStep(owner, fingerprint, catalogVersion, idempotencyKey)},
    -- Numbers drawn until one is free: the last drawn is no order's.
    drawn(n) as (
      select nextval('order_number_seq') from go
      union all
      select nextval('order_number_seq') from drawn where exists (select 1 from orders o where o.order_number = drawn.n::text)),
    placed as (${placedInsert(h, idempotencyKey)}),
    held as (
      insert into order_approvals (order_id, customer_id, reason)
      select placed.id, ${h.customerId}, ${approvalReason} from placed where ${approvalReason}::text is not null),
    written as (${writtenInsert(lines)})${chargedStep(owner, idempotencyKey, charge)},
    emptied as (delete from cart_lines where cart_id = ${cartId} and exists (select 1 from placed)),
    -- The ship-to or address stays as the next order's starting point; the rest was this order's.
    cleared as (
      update carts set customer_po = '', special_instruction1 = '', special_instruction2 = '', notes = '',
        delivery_date = null, updated_at = now()
      where id = ${cartId} and exists (select 1 from placed))
    ${outcomeSelect}`;
}
