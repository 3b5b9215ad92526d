import { and, between, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTripTransaction, preparedStep } from '../../db/queries/one-trip.ts';
import {
  cardCharges,
  carts,
  holidays,
  orders,
  products,
  salesTaxRates,
  type OrderShipTo,
} from '../../db/schema/index.ts';
import type { CartOwner } from '../cart/cart.service.ts';
import { announcingWrites, cartChange, NO_NOTICES, type ChangeNotices } from '../../cache/change-feed.ts';

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

export interface PlacedOrder {
  id: number;
  orderNumber: string;
  total: string;
  deliveryDate: string | null;
  transactionId: string | null;
  status: string;
}

/**
 * What placing an order came to: placed; an order with the same idempotency key already exists
 * (replay); the cart is empty; the cart no longer matches what was priced and checked; or the
 * catalog is no longer at the version the cart was checked and priced with (stale, decision 340).
 */
export type PlaceOutcome =
  | { kind: 'placed'; order: PlacedOrder }
  | { kind: 'replay'; order: PlacedOrder }
  | { kind: 'empty' }
  | { kind: 'changed' }
  | { kind: 'stale' };

/** A fingerprint of the cart as stored: any change to a line or the header changes it. */
export function cartFingerprint(
  header: {
    customerShipToCode: string | null;
    customerPo: string;
    specialInstruction1: string;
    specialInstruction2: string;
    notes: string;
    deliveryDate: string | null;
    addressId: number | null;
  } | null,
  lines: readonly {
    id: number;
    productId: number;
    unitOfMeasure: string;
    quantity: string;
    unitOfMeasurePrc: string;
    overridePrice: string | null;
    productText1: string;
    productText2: string;
  }[],
): string {
  const h = header
    ? [
        header.customerShipToCode,
        header.customerPo,
        header.specialInstruction1,
        header.specialInstruction2,
        header.notes,
        header.deliveryDate,
        header.addressId,
      ]
    : [];
  const l = [...lines]
    .sort((a, b) => a.id - b.id)
    .map((x) => [
      x.id,
      x.productId,
      x.unitOfMeasure,
      x.quantity,
      x.unitOfMeasurePrc,
      x.overridePrice,
      x.productText1,
      x.productText2,
    ]);
  return JSON.stringify([h, l]);
}

/**
 * The cart as `cartFingerprint` states it, built in the database: header values and lines (by id)
 * as JSON, compared with jsonb equality (numbers as numbers, decimals as PostgreSQL writes them).
 */
const storedFingerprint = sql`jsonb_build_array(
      jsonb_build_array(c.customer_shipto_code, c.customer_po, c.special_instruction1, c.special_instruction2, c.notes,
        c.delivery_date::text, c.address_id),
      coalesce((select jsonb_agg(jsonb_build_array(l.id, l.product_id, l.unit_of_measure, l.quantity::text,
          l.unit_of_measure_prc, l.override_price::text, l.product_text1, l.product_text2) order by l.id)
        from cart_lines l where l.cart_id = c.id), '[]'::jsonb))
    from carts c where c.id = (select id from cart)`;

/**
 * Checks and writes in one statement, run once the cart row is locked (so its snapshot sees every
 * earlier submit of this cart committed): an order with the idempotency key answers a replay; else,
 * when the cart still matches `fingerprint`, the order takes the sequence's next number that is no
 * order's yet (orders loaded from the ERP keep the ERP's numbers, which may lie in the sequence's
 * range: decision 200), then its lines (one insert of a recordset), the card charge and the emptied
 * cart. One round trip whatever the number of lines; nothing is written unless every check passed.
 */
function placeStatement(
  owner: CartOwner,
  fingerprint: string,
  catalogVersion: number,
  order: OrderWrite,
  idempotencyKey: string | null,
  charge: ChargeWrite | null,
): SQL {
  const { lines, approvalReason, ...h } = order;
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
  const charged = charge
    ? sql`, charged as (
        insert into card_charges (customer_id, user_id, order_id, idempotency_key, gateway, transaction_id, status,
          amount, brand, last4, expiry, token)
        select ${owner.customerId}, ${owner.userId}, placed.id, ${idempotencyKey}, ${charge.gateway},
          ${charge.transactionId}, 'captured', ${charge.amount}::numeric, ${charge.brand}, ${charge.last4},
          ${charge.expiry}, ${charge.token} from placed)`
    : sql``;
  const cartId = sql`(select id from cart)`;
  return sql`with recursive
    cart as (select id from carts where user_id = ${owner.userId} and customer_id = ${owner.customerId}),
    existing as (select id, order_number, total, delivery_date, status from orders where idempotency_key = ${idempotencyKey}),
    stored as (select ${storedFingerprint}),
    checked as (
      select (select count(*) from cart_lines where cart_id = ${cartId}) > 0 as has_lines,
        (select * from stored) = ${fingerprint}::jsonb as unchanged,
        -- Products and prices were taken as kept for this catalog version (decision 340).
        coalesce((select v.version from cache_versions v where v.name = 'catalog'), 0) = ${catalogVersion}::bigint as current),
    go as (select 1 from checked where has_lines and unchanged and current and not exists (select 1 from existing)),
    -- Numbers drawn until one is free: the last drawn is no order's.
    drawn(n) as (
      select nextval('order_number_seq') from go
      union all
      select nextval('order_number_seq') from drawn where exists (select 1 from orders o where o.order_number = drawn.n::text)),
    placed as (
      insert into orders (order_number, customer_id, user_id, shipto_code, address_id, ship_method, ship_to,
        po_number, order_date, delivery_date, special_instruction1, special_instruction2, notes, line_total,
        add_on_charges, taxable_amount, tax, total, status, idempotency_key)
      select drawn.n::text, ${h.customerId}, ${h.userId}, ${h.shiptoCode}, ${h.addressId},
        ${h.shipMethod}, ${h.shipTo === null ? null : JSON.stringify(h.shipTo)}::jsonb, ${h.poNumber},
        ${h.orderDate.toISOString()}::timestamptz, ${h.deliveryDate}::date, ${h.specialInstruction1}, ${h.specialInstruction2}, ${h.notes},
        ${h.lineTotal}::numeric, ${h.addOnCharges}::numeric, ${h.taxableAmount}::numeric, ${h.tax}::numeric,
        ${h.total}::numeric, ${h.status}, ${idempotencyKey}
      from drawn where not exists (select 1 from orders o where o.order_number = drawn.n::text)
      returning id, order_number, total, delivery_date, status),
    held as (
      insert into order_approvals (order_id, customer_id, reason)
      select placed.id, ${h.customerId}, ${approvalReason} from placed where ${approvalReason}::text is not null),
    written as (
      insert into order_lines (order_id, line_no, product_id, unit_of_measure, quantity, unit_of_measure_prc,
        unit_price, extension, case_quantity, product_text1, product_text2, is_override_price)
      select placed.id, l.line_no, l.product_id, l.unit_of_measure, l.quantity, l.unit_of_measure_prc, l.unit_price,
        l.extension, l.case_quantity, l.product_text1, l.product_text2, l.is_override_price
      from placed, json_to_recordset(${JSON.stringify(lineRows)}::json) as l(line_no smallint, product_id integer,
        unit_of_measure text, quantity numeric, unit_of_measure_prc text, unit_price numeric, extension numeric,
        case_quantity numeric, product_text1 text, product_text2 text, is_override_price boolean))${charged},
    emptied as (delete from cart_lines where cart_id = ${cartId} and exists (select 1 from placed)),
    -- The ship-to or address stays as the next order's starting point; the rest was this order's.
    cleared as (
      update carts set customer_po = '', special_instruction1 = '', special_instruction2 = '', notes = '',
        delivery_date = null, updated_at = now()
      where id = ${cartId} and exists (select 1 from placed))
    select 'placed' as kind, id, order_number as "orderNumber", total::text as total, delivery_date::text as "deliveryDate",
      status
      from placed
    union all
    select 'replay', id, order_number, total::text, delivery_date::text, status from existing
    union all
    select case when not has_lines then 'empty' when not unchanged then 'changed' else 'stale' end, null, null, null, null, null
      from checked where not exists (select 1 from existing) and not (has_lines and unchanged and current)`;
}

export function createCheckoutRepository(db: Db, notices: ChangeNotices = NO_NOTICES) {
  /** Every submit looks its key up: built once and prepared by name (decision 369). */
  const orderByKeyQuery = db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      total: orders.total,
      deliveryDate: orders.deliveryDate,
      status: orders.status,
    })
    .from(orders)
    .where(eq(orders.idempotencyKey, sql.placeholder('key')))
    .prepare('order_by_key');

  async function orderByKey(idempotencyKey: string): Promise<PlacedOrder | null> {
    const [row] = await orderByKeyQuery.execute({ key: idempotencyKey });
    if (!row) return null;
    const [charge] = await db
      .select({ transactionId: cardCharges.transactionId })
      .from(cardCharges)
      .where(and(eq(cardCharges.orderId, row.id), eq(cardCharges.status, 'captured')));
    return { ...row, transactionId: charge?.transactionId ?? null };
  }

  const repo = {
    async holidays(from: string, to: string): Promise<Set<string>> {
      const rows = await db
        .select({ day: holidays.day })
        .from(holidays)
        .where(between(holidays.day, from, to));
      return new Set(rows.map((r) => r.day));
    },

    async taxRatePercent(state: string): Promise<string | null> {
      const [row] = await db
        .select({ rate: salesTaxRates.ratePercent })
        .from(salesTaxRates)
        .where(eq(salesTaxRates.state, state.toUpperCase()));
      return row?.rate ?? null;
    },

    /** Delivery dates of the customer's orders to one ship-to (or, for consumers, of all their orders) since a day. */
    async pastDeliveryDates(customerId: number, shiptoCode: string | null, since: string): Promise<string[]> {
      const rows = await db
        .select({ day: orders.deliveryDate })
        .from(orders)
        .where(
          and(
            eq(orders.customerId, customerId),
            shiptoCode === null ? isNull(orders.shiptoCode) : eq(orders.shiptoCode, shiptoCode),
            gte(orders.deliveryDate, since),
          ),
        )
        .orderBy(desc(orders.deliveryDate))
        .limit(200);
      return rows.flatMap((r) => (r.day ? [r.day] : []));
    },

    async catchWeightProducts(productIds: number[]): Promise<Set<number>> {
      if (productIds.length === 0) return new Set();
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, productIds), eq(products.isCatchWeight, true)));
      return new Set(rows.map((r) => r.id));
    },

    /**
     * What submitting reads besides the cart, in one statement: the holidays and the past delivery
     * dates the delivery dates need (as `holidays` and `pastDeliveryDates` answer them), the tax
     * rate of a state (none when `taxState` is null) and which products are sold by catch weight.
     */
    /**
     * What a submit reads besides the cart, asked in the cart's own statement (decision 371): the
     * holidays of the dates' window, every state's tax rate (a table of a few dozen rows; the
     * destination is only known once the cart is read) and which of the cart's products are sold
     * by catch weight. Use with the cart service's `pricedSnapshotAnd`; `submitFactsOf` reads the answer.
     */
    submitFactsRead(window: { holidaysFrom: string; holidaysTo: string }) {
      return {
        name: 'cart_with_submit_facts',
        select: sql`json_build_object(
          'holidays', coalesce((select json_agg(h.day::text) from holidays h
            where h.day between ${sql.placeholder('holidaysFrom')}::date and ${sql.placeholder('holidaysTo')}::date), '[]'),
          'rates', coalesce((select json_object_agg(r.state, r.rate_percent::text) from sales_tax_rates r), '{}'),
          'catchWeight', coalesce((select json_agg(p.id) from products p where p.is_catch_weight and p.id in (
            select l.product_id from cart_lines l join carts c on c.id = l.cart_id
            where c.user_id = ${sql.placeholder('userId')} and c.customer_id = ${sql.placeholder('customerId')})), '[]'))`,
        params: { holidaysFrom: window.holidaysFrom, holidaysTo: window.holidaysTo },
      };
    },

    submitFactsOf(
      answer: unknown,
      taxState: string | null,
    ): { holidays: Set<string>; taxRatePercent: string | null; catchWeight: Set<number> } {
      const read = (answer ?? {}) as { holidays?: string[]; rates?: Record<string, string>; catchWeight?: number[] };
      const rates = new Map(Object.entries(read.rates ?? {}));
      return {
        holidays: new Set(read.holidays ?? []),
        taxRatePercent: taxState === null ? null : (rates.get(taxState.toUpperCase()) ?? null),
        catchWeight: new Set(read.catchWeight ?? []),
      };
    },

    orderByKey,

    /**
     * Turns the cart into an order in one transaction. The cart row is locked first, so
     * concurrent submits of one cart run one after another: the first places the order and
     * empties the cart, a repeat with the same key finds that order, any other finds the cart
     * empty. Nothing is written unless the cart still matches `fingerprint`.
     */
    async placeOrder(
      owner: CartOwner,
      fingerprint: string,
      catalogVersion: number,
      order: OrderWrite,
      idempotencyKey: string | null,
      charge: ChargeWrite | null,
    ): Promise<PlaceOutcome> {
      // The cart row is locked by a statement of its own, so the statement after it takes its
      // snapshot once the lock is held; commit follows in the same message (decision 301).
      const [outcome] = await oneTripTransaction<{ kind: PlaceOutcome['kind'] } & Omit<PlacedOrder, 'transactionId'>>(
        db,
        [
          preparedStep(
            'lock_cart',
            sql`select id from carts where user_id = ${owner.userId} and customer_id = ${owner.customerId} for update`,
          ),
          preparedStep(
            'place_order',
            placeStatement(owner, fingerprint, catalogVersion, order, idempotencyKey, charge),
          ),
        ],
      );
      if (!outcome) return { kind: 'empty' };
      const { kind, ...placed } = outcome;
      if (kind === 'placed') return { kind, order: { ...placed, transactionId: charge?.transactionId ?? null } };
      if (kind === 'replay' && idempotencyKey !== null) {
        const existing = await orderByKey(idempotencyKey);
        if (existing) return { kind, order: existing };
      }
      return kind === 'changed' || kind === 'stale' ? { kind } : { kind: 'empty' };
    },

    /** A charge that did not become an order (declined, or voided after the order failed). */
    /**
     * Claims the cart for one card checkout: answers 'claimed', 'busy' while another unexpired
     * claim holds it, or 'none' when there is no cart to claim.
     */
    async claimCart(owner: CartOwner, claim: string, now: Date, until: Date): Promise<'claimed' | 'busy' | 'none'> {
      const mine = and(eq(carts.userId, owner.userId), eq(carts.customerId, owner.customerId));
      const rows = await db
        .update(carts)
        .set({ checkoutClaim: claim, checkoutClaimedUntil: until })
        .where(
          and(
            mine,
            sql`(${carts.checkoutClaimedUntil} is null or ${carts.checkoutClaimedUntil} < ${now.toISOString()}::timestamptz)`,
          ),
        )
        .returning({ id: carts.id });
      if (rows.length > 0) return 'claimed';
      const [cart] = await db.select({ id: carts.id }).from(carts).where(mine);
      return cart ? 'busy' : 'none';
    },

    async releaseCart(owner: CartOwner, claim: string): Promise<void> {
      await db
        .update(carts)
        .set({ checkoutClaim: null, checkoutClaimedUntil: null })
        .where(
          and(eq(carts.userId, owner.userId), eq(carts.customerId, owner.customerId), eq(carts.checkoutClaim, claim)),
        );
    },

    /**
     * Whether an earlier attempt of this checkout (same key, card and amount) reached the processor
     * and got no answer that settled it (decision 391): the next attempt looks for it first.
     */
    async unresolvedCharge(
      owner: CartOwner,
      idempotencyKey: string,
      charge: { amount: string; last4: string; expiry: string },
    ): Promise<boolean> {
      const [row] = await db
        .select({ id: cardCharges.id })
        .from(cardCharges)
        .where(
          and(
            eq(cardCharges.customerId, owner.customerId),
            eq(cardCharges.idempotencyKey, idempotencyKey),
            inArray(cardCharges.status, ['failed', 'unknown']),
            eq(cardCharges.amount, charge.amount),
            eq(cardCharges.last4, charge.last4),
            eq(cardCharges.expiry, charge.expiry),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Earlier attempts of this checkout left failed or unknown are settled by a later one (decision 391). */
    async resolveCharges(
      owner: CartOwner,
      idempotencyKey: string,
      charge: { amount: string; last4: string; expiry: string },
      note: string,
    ) {
      await db
        .update(cardCharges)
        .set({ status: 'resolved', message: sql`${cardCharges.message} || ${` — ${note}`}` })
        .where(
          and(
            eq(cardCharges.customerId, owner.customerId),
            eq(cardCharges.idempotencyKey, idempotencyKey),
            inArray(cardCharges.status, ['failed', 'unknown']),
            eq(cardCharges.amount, charge.amount),
            eq(cardCharges.last4, charge.last4),
            eq(cardCharges.expiry, charge.expiry),
          ),
        );
    },

    async recordCharge(
      owner: CartOwner,
      charge: Omit<ChargeWrite, 'transactionId'> & {
        transactionId: string | null;
        status: 'declined' | 'voided' | 'void_failed' | 'failed' | 'unknown' | 'held';
        message: string;
        idempotencyKey: string | null;
      },
    ) {
      await db
        .insert(cardCharges)
        .values({ ...charge, customerId: owner.customerId, userId: owner.userId, orderId: null });
    },
  };
  // A placed order empties its cart in the same transaction: the cart's cached answers go.
  return announcingWrites(repo, notices, {
    placeOrder: ([owner], outcome) => (outcome.kind === 'placed' ? [cartChange(owner)] : []),
  });
}
export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
