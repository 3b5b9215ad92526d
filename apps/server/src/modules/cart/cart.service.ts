import type { SQL } from 'drizzle-orm';
import {
  CURRENCY_UNIT,
  CartMessages,
  type Cart,
  type CartHeader,
  type CartLine,
  type CartLineError,
  type CartLinePayload,
  type Product,
} from '@provender/contract';
import { Decimal, DEFAULT_PRICE_DECIMALS, MAX_QUANTITY, caseQuantity, extension, findCaseUnit } from '@provender/rules';
import { customerContext, type RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { CatalogService, ProductAvailability } from '../catalog/catalog.service.ts';
import { priceIn, type PriceBasis, type PricingService } from '../pricing/pricing.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { checkCartLine as checkLine, type CartLinePolicy as LinePolicy } from '@provender/rules/server';
import type {
  CartHeaderRow,
  CartLineRow,
  CartOwner,
  CartRepository,
  HeaderWrite,
  LineWrite,
} from './cart.repository.ts';

/** Whose cart: other modules (checkout's repository) name carts by it. */
export type { CartOwner };

function toHeader(row: CartHeaderRow | null): CartHeader {
  return {
    customerShipToCode: row?.customerShipToCode ?? null,
    customer_PO: row?.customerPo ?? '',
    specialInstruction1: row?.specialInstruction1 ?? '',
    specialInstruction2: row?.specialInstruction2 ?? '',
    notes: row?.notes ?? '',
    deliveryDate: row?.deliveryDate ?? null,
    addressId: row?.addressId ?? null,
  };
}

/**
 * The change that names a cart (decision 290): the triggers of migrations 0017 and 0018 announce every
 * change to a cart or its lines so, and a cached answer of the cart is dropped on it.
 */

/** The cart belongs to the signed-in user and the acting customer; guests have none. */
function ownerOf(ctx: RequestContext): CartOwner {
  if (!ctx.user) throw new AppError('FORBIDDEN', CartMessages.signInToAdd);
  const { user, customerId } = customerContext(ctx);
  return { userId: user.id, customerId };
}

/** The cart answers' scope: the cart's owner, as the cart tables' change notices name it (decision 290). */
const scopeOf = (owner: CartOwner): string => `${owner.userId}:${owner.customerId}`;

/** A row priced exactly: unit price and extension as decimals (null when the line cannot be priced). */
export interface PricedRow {
  row: CartLineRow;
  product: Product;
  unitPrice: Decimal | null;
  priceDecimals: number;
  extension: Decimal | null;
  caseQuantity: Decimal;
  isAvailable: boolean;
}

/** What pricing a line works out from its product, price basis, units, quantity and override. */
interface LineFigures {
  product: Product;
  unitPrice: Decimal | null;
  priceDecimals: number;
  extension: Decimal | null;
  caseQuantity: Decimal;
  hasUnits: boolean;
}

/**
 * Figures already worked out per kept price basis (decision 371): a basis is kept per price state
 * and never changes, and a cart's lines are priced again by every cart answer, estimate, header
 * and submit. Keyed by the line's product, units, quantity and override; a product object other
 * than the one the figures were worked out with (a newer catalog) works them out again.
 */
const lineFigures = new WeakMap<PriceBasis, Map<string, LineFigures>>();
const MAX_FIGURES_PER_BASIS = 256;

function figuresOf(row: CartLineRow, product: Product, basis: PriceBasis | undefined): LineFigures {
  const key = `${row.productId}|${row.unitOfMeasure}|${row.unitOfMeasurePrc}|${row.quantity}|${row.overridePrice ?? ''}`;
  const kept = basis ? lineFigures.get(basis) : undefined;
  const known = kept?.get(key);
  if (known !== undefined && known.product === product) return known;
  const quantity = new Decimal(row.quantity);
  const sellBy = product.sellBys.find((s) => s.unitOfMeasure === row.unitOfMeasure);
  const priceBy = product.priceBys.find((p) => p.unitOfMeasure === row.unitOfMeasurePrc);
  const computed = basis ? priceIn(basis, row.unitOfMeasurePrc) : null;
  const price = row.overridePrice !== null ? new Decimal(row.overridePrice) : (computed?.price ?? null);
  const caseUnit = findCaseUnit(product.sellBys) ?? findCaseUnit(product.priceBys);
  const figures: LineFigures = {
    product,
    unitPrice: price,
    priceDecimals: priceBy?.priceDecimals ?? DEFAULT_PRICE_DECIMALS,
    extension: price && sellBy && priceBy ? new Decimal(extension(quantity, sellBy, priceBy, price)) : null,
    caseQuantity: sellBy ? new Decimal(caseQuantity(quantity, sellBy, caseUnit)) : new Decimal(0),
    hasUnits: !!sellBy && !!priceBy,
  };
  if (basis) {
    if (kept === undefined) lineFigures.set(basis, new Map([[key, figures]]));
    else {
      if (kept.size >= MAX_FIGURES_PER_BASIS) kept.clear();
      kept.set(key, figures);
    }
  }
  return figures;
}

function priceRow(row: CartLineRow, entry: ProductAvailability, basis: PriceBasis | undefined): PricedRow {
  const figures = figuresOf(row, entry.product, basis);
  return {
    row,
    product: entry.product,
    unitPrice: figures.unitPrice,
    priceDecimals: figures.priceDecimals,
    extension: figures.extension,
    caseQuantity: figures.caseQuantity,
    isAvailable: entry.available && figures.hasUnits,
  };
}

function toLine(priced: PricedRow, hidePricing: boolean): CartLine {
  const { row, product, unitPrice: price, extension: amount } = priced;
  return {
    id: row.id,
    productKey: row.productId,
    product,
    quantity: { value: new Decimal(row.quantity).toNumber(), unit: row.unitOfMeasure },
    unitPrice: {
      factor: hidePricing || !price ? null : price.toNumber(),
      from: row.unitOfMeasurePrc,
      to: CURRENCY_UNIT,
    },
    priceDecimals: priced.priceDecimals,
    extension: hidePricing || !amount ? null : amount.toNumber(),
    caseQuantity: priced.caseQuantity.toNumber(),
    productText1: row.productText1,
    productText2: row.productText2,
    isOverridePrice: row.overridePrice !== null,
    isAvailable: priced.isAvailable,
  };
}

/**
 * What another feature may say about a user's cart: punchout marks inspect sessions read-only and
 * tells the buyer which requisition lines could not be carried over (decision 058).
 */
export interface CartNotices {
  readOnlyMessage(userId: number): Promise<string | null>;
  messages(userId: number): Promise<string[]>;
}

/** One line a cart is preloaded with, and why it could not be added. */
export type PreloadOutcome = { ok: true } | { ok: false; message: string };

export function createCartService(deps: {
  repo: CartRepository;
  catalog: CatalogService;
  pricing: PricingService;
  settings: SettingsService;
  notices?: () => CartNotices | undefined;
}) {
  const { repo, catalog, pricing, settings } = deps;
  const notices = () => deps.notices?.();

  /** The owner of a cart that may be written to; 403 in a read-only (inspect) punchout session. */
  async function writableOwner(ctx: RequestContext): Promise<CartOwner> {
    const owner = ownerOf(ctx);
    const refusal = ctx.sessionType === 'punchout' ? await notices()?.readOnlyMessage(owner.userId) : null;
    if (refusal) throw new AppError('FORBIDDEN', refusal);
    return owner;
  }

  async function policyFor(ctx: RequestContext, confirmQuantity: boolean) {
    const v = await settings.effectiveValues(ctx);
    const policy: LinePolicy = {
      canChangePrice: v.canChangePrice,
      roundingFlag: v.orderQuantityRoundingFlag,
      syncPriceBy: v.syncPriceByWithSellByUMFlag,
      allowProductTextLines: v.allowProductTextLines,
      confirmQuantity,
    };
    return { policy, hidePricing: v.hidePricing };
  }

  /**
   * Rows priced for the acting customer: products, prices and settings in three queries, however
   * many lines (two when the caller read the products already).
   */
  async function priceRowsExactly(
    ctx: Pick<RequestContext, 'customerId'>,
    rows: CartLineRow[],
    known?: Map<number, ProductAvailability>,
  ) {
    const keys = rows.map((r) => r.productId);
    // Kept per catalog version (decision 340): what is priced here is shown, or placed by checkout
    // only once its write statement confirmed the catalog version read before.
    const [products, basis] = await Promise.all([
      known ?? catalog.keptByKeys(ctx, keys),
      pricing.keptBasisFor(ctx, keys),
    ]);
    const priced: PricedRow[] = [];
    const messages: string[] = [];
    for (const row of rows) {
      const entry = products.get(row.productId);
      if (!entry) continue;
      const line = priceRow(row, entry, basis.get(row.productId));
      if (!line.isAvailable)
        messages.push(`${entry.product.description} (${entry.product.productCode}) is no longer available.`);
      priced.push(line);
    }
    return { priced, messages };
  }

  async function priceRows(ctx: RequestContext, rows: CartLineRow[], hidePricing: boolean) {
    const { priced, messages } = await priceRowsExactly(ctx, rows);
    return { lines: priced.map((p) => toLine(p, hidePricing)), messages };
  }

  /**
   * Checks lines against their products; the result keeps the input order, `products` what was
   * read. `kept`: the products as kept per catalog version (decision 340), for a caller that
   * confirms the version before acting on the result.
   */
  async function checkLines(ctx: RequestContext, input: CartLinePayload[], policy: LinePolicy, kept = false) {
    const keys = input.map((l) => l.productKey);
    const products = await (kept ? catalog.keptByKeys(ctx, keys) : catalog.byKeys(ctx, keys));
    const results = input.map((payload) => {
      const entry = products.get(payload.productKey);
      // A product the caller may not see reads exactly like an unknown key: no description leaks.
      const product: Product | undefined = entry?.available ? entry.product : undefined;
      return { payload, product, check: checkLine(payload, product, policy) };
    });
    return Object.assign(results, { products });
  }

  /** Same product and sell-by unit twice in one batch: one line with the quantities added. */
  function mergeBatch(lines: LineWrite[]): LineWrite[] {
    const byKey = new Map<string, LineWrite>();
    for (const line of lines) {
      const key = `${line.productId}\u0000${line.unitOfMeasure}`;
      const seen = byKey.get(key);
      if (!seen) {
        byKey.set(key, { ...line });
        continue;
      }
      seen.quantity = new Decimal(seen.quantity).plus(line.quantity).toFixed(2);
      seen.unitOfMeasurePrc = line.unitOfMeasurePrc;
      seen.overridePrice =
        line.overridePrice ?? (seen.unitOfMeasurePrc === line.unitOfMeasurePrc ? seen.overridePrice : null);
      seen.productText1 = line.productText1 || seen.productText1;
      seen.productText2 = line.productText2 || seen.productText2;
    }
    return [...byKey.values()];
  }

  async function linesById(
    ctx: RequestContext,
    owner: CartOwner,
    ids: number[],
    hidePricing: boolean,
  ): Promise<CartLine[]> {
    const wanted = new Set(ids);
    const rows = (await repo.lines(owner)).filter((r) => wanted.has(r.id));
    return (await priceRows(ctx, rows, hidePricing)).lines;
  }

  /** The cart as GET /api/cart answers it, prices shown or not as given. */
  async function read(ctx: RequestContext, owner: CartOwner, hidePricing: boolean): Promise<Cart> {
    const { header, lines: rows } = await repo.cartWithLines(owner);
    const { lines, messages } = await priceRows(ctx, rows, hidePricing);
    const punchout = ctx.sessionType === 'punchout' ? notices() : undefined;
    const [notes, readOnly] = punchout
      ? await Promise.all([punchout.messages(owner.userId), punchout.readOnlyMessage(owner.userId)])
      : [[], null];
    return {
      header: toHeader(header),
      lines,
      messages: [...notes, ...messages],
      readOnly,
      priceConversion: { from: CURRENCY_UNIT, to: CURRENCY_UNIT },
    };
  }

  return {
    /**
     * GET /api/cart's answer as a process may keep it (decision 290): whom it belongs to, the key
     * of what else decides it, and how to compute it from exactly the state the key names. The
     * scope is the cart's owner (user and acting customer; every write to the cart announces it);
     * the key the price state (catalog version: products, units, categories, assortment, price
     * levels, contract prices; hidePricing, the only setting the answer reads; the date contract
     * prices are taken on). Null in a punchout session, whose notices are read each time.
     */
    /** The catalog version kept by this process, and whether the database's moved on from one (decision 340). */
    catalogVersion: () => catalog.version(),
    catalogMoved: (seen: number) => catalog.moved(seen),

    /**
     * The scope and key `cacheable` would give, when everything deciding them is kept; `undefined`
     * otherwise (decision 378): a kept cart answer is found without a promise per cache.
     */
    cacheableKnown(ctx: RequestContext): { scope: string; key: string } | undefined {
      if (ctx.sessionType === 'punchout' || !ctx.user || ctx.customerId === null) return undefined;
      const state = pricing.priceStateKnown(ctx);
      return state && { scope: scopeOf({ userId: ctx.user.id, customerId: ctx.customerId }), key: state.key };
    },

    async cacheable(ctx: RequestContext): Promise<{ scope: string; key: string; compute: () => Promise<Cart> } | null> {
      if (ctx.sessionType === 'punchout') return null;
      const owner = ownerOf(ctx);
      const state = await pricing.priceState(ctx);
      return {
        scope: scopeOf(owner),
        key: state.key,
        // Bound rather than an arrow: a named closure per request costs a property definition
        // under the TypeScript loader, on a read that does little else.
        compute: read.bind(null, ctx, owner, state.hidePricing),
      };
    },

    /**
     * What checkout needs: the stored header row and every line priced exactly, prices shown or
     * not (hidePricing hides them from people, not from the order).
     */
    async pricedSnapshot(ctx: RequestContext) {
      const owner = ownerOf(ctx);
      const { header: headerRow, lines: rows } = await repo.cartWithLines(owner);
      return { owner, headerRow, rows, header: toHeader(headerRow), ...(await priceRowsExactly(ctx, rows)) };
    },

    /** The snapshot and, read in the same statement, another feature's value (see the repository's cartWithLinesAnd). */
    async pricedSnapshotAnd<T>(
      ctx: RequestContext,
      also: { name: string; select: SQL; params: Record<string, unknown> },
    ) {
      const owner = ownerOf(ctx);
      const read = await repo.cartWithLinesAnd<T>(owner, also.name, also.select, also.params);
      const { header: headerRow, lines: rows } = read;
      const snapshot = { owner, headerRow, rows, header: toHeader(headerRow), ...(await priceRowsExactly(ctx, rows)) };
      return { snapshot, also: read.also };
    },

    /** The ship-to the cart header has chosen (null: none yet); no lines read (count mode, issue 34). */
    async headerShipto(ctx: RequestContext): Promise<string | null> {
      return (await repo.header(ownerOf(ctx)))?.customerShipToCode ?? null;
    },

    /** Stores the header fields given; the others keep their value. */
    async saveHeader(ctx: RequestContext, input: HeaderWrite): Promise<void> {
      const owner = await writableOwner(ctx);
      await repo.saveHeader(owner, input);
    },

    /**
     * Fills a new cart before its user ever calls (a punchout session's requisition lines and
     * ship-to): each line is checked as an add would be, and what cannot be added is answered.
     */
    async preload(owner: CartOwner, header: HeaderWrite, lines: readonly CartLinePayload[]): Promise<PreloadOutcome[]> {
      await repo.saveHeader(owner, header);
      if (lines.length === 0) return [];
      const values = await settings.effectiveValues({ customerId: owner.customerId, user: null });
      const policy: LinePolicy = {
        canChangePrice: false,
        roundingFlag: values.orderQuantityRoundingFlag,
        syncPriceBy: values.syncPriceByWithSellByUMFlag,
        allowProductTextLines: values.allowProductTextLines,
        // The requisition already holds these quantities: they are taken as they are.
        confirmQuantity: true,
      };
      const products = await catalog.byKeys(
        owner,
        lines.map((l) => l.productKey),
      );
      const writes: LineWrite[] = [];
      const outcomes = lines.map((payload): PreloadOutcome => {
        const entry = products.get(payload.productKey);
        const check = checkLine(payload, entry?.available ? entry.product : undefined, policy);
        if (!check.ok) return { ok: false, message: check.message };
        writes.push(check.line);
        return { ok: true };
      });
      if (writes.length > 0) {
        await repo.addLines(owner, mergeBatch(writes), null);
      }
      return outcomes;
    },

    async get(ctx: RequestContext): Promise<Cart> {
      const owner = ownerOf(ctx);
      return read(ctx, owner, (await settings.effectiveValues(ctx)).hidePricing);
    },

    /** Adds one line (merged into the same product and unit when present); 409 with the reason otherwise. */
    async addLine(ctx: RequestContext, payload: CartLinePayload, confirmQuantity: boolean): Promise<CartLine> {
      const owner = await writableOwner(ctx);
      const { policy, hidePricing } = await policyFor(ctx, confirmQuantity);
      const [result] = await checkLines(ctx, [payload], policy);
      if (!result?.check.ok) {
        const message = result && !result.check.ok ? result.check.message : CartMessages.unavailable;
        throw new AppError('CONFLICT', message, { errors: [message] });
      }
      const added = await repo.addLines(owner, [result.check.line], null);
      if (added === null || added === 'stale')
        throw new AppError('CONFLICT', CartMessages.quantityTooLarge, { errors: [CartMessages.quantityTooLarge] });
      const id = added[0]?.id;
      const [line] = await linesById(ctx, owner, id === undefined ? [] : [id], hidePricing);
      if (!line) throw new Error('added cart line was not found');
      return line;
    },

    /** Changes quantity, price unit, override and notes of an existing line; the sell-by unit stays. */
    async editLine(
      ctx: RequestContext,
      lineId: number,
      payload: CartLinePayload,
      confirmQuantity: boolean,
    ): Promise<CartLine> {
      const owner = await writableOwner(ctx);
      const existing = await repo.line(owner, lineId);
      if (!existing) throw new AppError('NOT_FOUND', 'Cart line was not found');
      if (existing.productId !== payload.productKey) {
        throw new AppError('CONFLICT', 'The product of a cart line cannot be changed.', {
          errors: ['The product of a cart line cannot be changed.'],
        });
      }
      const { policy, hidePricing } = await policyFor(ctx, confirmQuantity);
      const products = await catalog.byKeys(ctx, [payload.productKey]);
      const entry = products.get(payload.productKey);
      const check = checkLine(payload, entry?.available ? entry.product : undefined, policy, existing.unitOfMeasure);
      if (!check.ok) throw new AppError('CONFLICT', check.message, { errors: [check.message] });
      if (!(await repo.updateLine(owner, lineId, check.line)))
        throw new AppError('NOT_FOUND', 'Cart line was not found');
      const [line] = await linesById(ctx, owner, [lineId], hidePricing);
      if (!line) throw new AppError('NOT_FOUND', 'Cart line was not found');
      return line;
    },

    async deleteLine(ctx: RequestContext, lineId: number): Promise<void> {
      const owner = await writableOwner(ctx);
      if (!(await repo.deleteLine(owner, lineId))) throw new AppError('NOT_FOUND', 'Cart line was not found');
    },

    async clear(ctx: RequestContext): Promise<void> {
      const owner = await writableOwner(ctx);
      await repo.clear(owner);
    },

    /** The errors the given lines would meet if added now (the Quick Entry Status table). */
    async validate(ctx: RequestContext, input: CartLinePayload[], confirmQuantity: boolean): Promise<CartLineError[]> {
      ownerOf(ctx);
      const { policy } = await policyFor(ctx, confirmQuantity);
      const results = await checkLines(ctx, input, policy);
      return results.flatMap(({ payload, product, check }) =>
        check.ok
          ? []
          : [
              {
                id: payload.id ?? null,
                productKey: payload.productKey,
                unitOfMeasure: payload.unitOfMeasure,
                description: product?.description ?? `Product ${payload.productKey}`,
                message: check.message,
              },
            ],
      );
    },

    /**
     * Adds all lines or none: any refused line leaves the cart as it was and is reported. The
     * products are checked as kept per catalog version (decision 340): the write happens only while
     * the database's catalog version is still the one read before them, and a refusal only once the
     * version is confirmed; otherwise the lines are checked again with the newer catalog.
     */
    async addLines(ctx: RequestContext, input: CartLinePayload[], confirmQuantity: boolean) {
      const owner = await writableOwner(ctx);
      const { policy, hidePricing } = await policyFor(ctx, confirmQuantity);
      for (let attempt = 0; ; attempt++) {
        const version = await catalog.version();
        // From the third attempt on (the catalog changed twice meanwhile) the database is read directly.
        const kept = attempt < 2;
        const results = await checkLines(ctx, input, policy, kept);
        const errors: string[] = [];
        const writes: LineWrite[] = [];
        for (const { payload, product, check } of results) {
          if (check.ok) writes.push(check.line);
          else errors.push(`${product?.description ?? `Product ${payload.productKey}`}: ${check.message}`);
        }
        if (errors.length > 0) {
          if (kept && (await catalog.moved(version))) continue;
          return { isSuccess: false, data: [], errors };
        }
        const merged = mergeBatch(writes);
        if (merged.some((l) => new Decimal(l.quantity).gt(new Decimal(MAX_QUANTITY))))
          return { isSuccess: false, data: [], errors: [CartMessages.quantityTooLarge] };
        const added = await repo.addLines(owner, merged, kept ? version : null);
        if (added === 'stale') {
          await catalog.moved(version);
          continue;
        }
        if (added === null) return { isSuccess: false, data: [], errors: [CartMessages.quantityTooLarge] };
        // The lines as stored, priced with the products the check read.
        const { priced } = await priceRowsExactly(ctx, added, results.products);
        return { isSuccess: true, data: priced.map((p) => toLine(p, hidePricing)), errors: [] };
      }
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
