import { AWAITING_APPROVAL, CheckoutMessages } from '@provender/contract';
import type { SettingValues, ShipMethod } from '@provender/contract';
import { Decimal, MAX_AMOUNT, maximumOrderMessages, minimumOrderMessages, approvalReason } from '@provender/rules';
import type { CustomerContext } from '../../context.ts';
import { cartFingerprint, type OrderWrite } from './checkout.repository.ts';
import { type Destination } from './checkout-destination.ts';
import { taxStateOf, totalsOf, type CartTotals } from '@provender/rules/server';
import type { CheckoutDeps, CheckoutLoad } from './checkout-load.ts';
import { headerChecks, refused, type PreparedOrder } from './checkout-rules.ts';

type Loaded = Awaited<ReturnType<CheckoutLoad['loadedFrom']>>;

/** Every reason the loaded cart cannot be ordered, beyond its header's. */
function orderMessages(loaded: Loaded, totals: CartTotals, values: SettingValues): string[] {
  const { snapshot, destination } = loaded;
  const messages: string[] = [];
  messages.push(...snapshot.messages);
  for (const p of snapshot.priced) {
    if (p.isAvailable && (p.unitPrice === null || p.extension === null))
      messages.push(`${p.product.description} (${p.product.productCode}) has no price.`);
  }
  for (const p of snapshot.priced) {
    if (p.extension?.gt(new Decimal(MAX_AMOUNT)))
      messages.push(`${p.product.description} (${p.product.productCode}): ${CheckoutMessages.lineAmountTooLarge}`);
  }
  messages.push(...maximumOrderMessages(totals.estimate.total, values.maxOrderAmount));
  if (destination?.kind === 'address')
    messages.push(...minimumOrderMessages(totals.estimate.lineTotal, destination.address.minimumOrderAmount));
  return messages;
}

/** The order as written, from the loaded cart, its destination, date, totals and approval reason. */
function orderWriteOf(
  ctx: CustomerContext,
  loaded: Loaded & { destination: Destination },
  deliveryDate: string,
  totals: CartTotals,
  approvalNeeded: string | null,
  orderDate: Date,
): OrderWrite {
  const { snapshot, header, destination, shipMethod } = loaded;
  const { estimate } = totals;
  const order: OrderWrite = {
    status: approvalNeeded === null ? 'Open' : AWAITING_APPROVAL,
    approvalReason: approvalNeeded,
    customerId: snapshot.owner.customerId,
    userId: ctx.user.id,
    shiptoCode: destination.kind === 'shipto' ? destination.code : null,
    addressId: destination.kind === 'address' ? destination.address.id : null,
    shipMethod: shipMethod as ShipMethod,
    shipTo: destination.kind === 'pickup' ? null : destination.shipTo,
    poNumber: header.customer_PO.trim(),
    orderDate,
    deliveryDate,
    specialInstruction1: header.specialInstruction1,
    specialInstruction2: header.specialInstruction2,
    notes: header.notes,
    lineTotal: estimate.lineTotal.toFixed(2),
    addOnCharges: estimate.addOnCharges.toFixed(2),
    taxableAmount: estimate.taxableAmount.toFixed(2),
    tax: estimate.tax.toFixed(2),
    total: estimate.total.toFixed(2),
    lines: snapshot.priced.map((p) => ({
      productId: p.row.productId,
      unitOfMeasure: p.row.unitOfMeasure,
      quantity: p.row.quantity,
      unitOfMeasurePrc: p.row.unitOfMeasurePrc,
      unitPrice: (p.unitPrice ?? 0).toFixed(4),
      extension: (p.extension ?? 0).toFixed(2),
      caseQuantity: p.caseQuantity.toFixed(2),
      productText1: p.row.productText1,
      productText2: p.row.productText2,
      isOverridePrice: p.row.overridePrice !== null,
    })),
  };
  return order;
}

/**
 * Checks the header and every line again, prices the cart and builds the order; 409 with
 * every reason when it cannot be ordered. Consumers' deliveries must meet the zone minimum.
 */
export function createPrepareAt(deps: CheckoutDeps, load: CheckoutLoad) {
  const { repo, cart, settings, approvals } = deps;
  const { now, deliveryDates, accountOf, loadedFrom } = load;
  async function prepareAt(ctx: CustomerContext, catalogVersion: number): Promise<PreparedOrder> {
    // The settings and the account come from the process's caches; the cart and everything else
    // the checks and totals read (holidays, tax rates, catch weight) in one statement (decision 371).
    const [values, account] = await Promise.all([settings.effectiveValues(ctx), accountOf(ctx)]);
    const window = deliveryDates.window(values);
    const read = await cart.pricedSnapshotAnd(ctx, repo.submitFactsRead(window));
    const loaded = await loadedFrom(ctx, read.snapshot, values, account);
    const { snapshot, header, destination } = loaded;
    if (snapshot.rows.length === 0) throw refused([CheckoutMessages.noItems]);
    const facts = repo.submitFactsOf(read.also, taxStateOf(loaded));
    // Past deliveries only choose the default date, which a submit does not use: none are read.
    const dates = destination ? deliveryDates.compute(window, destination.routeDays, facts.holidays, []) : null;
    const messages = headerChecks(ctx, header, loaded, dates);
    const totals = totalsOf(snapshot.priced, loaded, facts);
    messages.push(...orderMessages(loaded, totals, values));
    const deliveryDate = header.deliveryDate ?? dates?.earliestDate ?? null;
    if (messages.length === 0 && deliveryDate === null)
      messages.push('No delivery dates are available. Please contact us.');
    if (messages.length > 0 || !destination || deliveryDate === null) throw refused(messages);

    const rules = approvals ? await approvals.rules(snapshot.owner.customerId) : null;
    const approvalNeeded = approvalReason(rules, {
      total: totals.estimate.total.toFixed(2),
      role: ctx.user.customerRole,
      userKind: ctx.user.kind,
      sessionType: ctx.sessionType,
    });
    const order = orderWriteOf(ctx, { ...loaded, destination }, deliveryDate, totals, approvalNeeded, now());
    return {
      owner: snapshot.owner,
      buyerName: ctx.user.name,
      fingerprint: cartFingerprint(snapshot.headerRow, snapshot.rows),
      catalogVersion,
      order,
      totals,
      values,
    };
  }
  return prepareAt;
}
