import {
  CountMessages,
  OrderGuideMessages,
  STANDARD_ORDER_GUIDE,
  isReservedOrderGuideName,
  type CountToCart,
  type CountWrite,
  type GuideCount,
  type GuidePars,
  type GuideParsWrite,
  type OrderGuide,
  type Product,
  type SuggestedPars,
} from '@provender/contract';
import { guideQuantityError, hasAtMostDecimals, toQuantity } from '@provender/rules';
import type { CustomerContext } from '../../context.ts';
import type { CountDraftLine } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { CartService } from '../cart/cart.service.ts';
import { SHIPTO_NOT_ALLOWED, limitedAccount } from '../checkout/checkout.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { CustomersService } from '../customers/customers.service.ts';
import { countLine, perDelivery, suggestedParLine, unitsOf } from './guide-count-lines.ts';
import type { GuideCountsRepository, GuidePlace } from './guide-counts.repository.ts';
import type { OrderGuidesRepository } from './order-guides.repository.ts';
import type { OrderGuidesService } from './order-guides.service.ts';

/** Suggested pars read the usual quantity per delivery of the last 8 weeks (issue 34). */
export const SUGGESTED_PAR_WEEKS = 8;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const refuse = (message: string) => new AppError('VALIDATION', message, { errors: [message] });
const guideKeyOf = (name: string) => name.trim().toLowerCase();

/** A guide as count mode sees it: its lines in sequence with their products. */
interface OpenGuide {
  guide: OrderGuide;
  place: GuidePlace;
  products: Map<number, Product>;
}

export function createGuideCountsService(deps: {
  repo: GuideCountsRepository;
  guidesRepo: OrderGuidesRepository;
  orderGuides: OrderGuidesService;
  catalog: CatalogService;
  customers: CustomersService;
  cart: CartService;
  now: () => Date;
}) {
  const { repo, guidesRepo, orderGuides, catalog, customers, cart, now } = deps;

  /**
   * The ship-to the pars and counts are for: the one asked for, else the cart header's (the checkout's
   * current ship-to), else the default. A user limited to some ship-tos (issue 35) reaches only those:
   * another of the customer's is refused as the checkout refuses it (decision 495).
   */
  async function shiptoOf(ctx: CustomerContext, asked: string | undefined): Promise<string> {
    if (ctx.userType === 'consumer') {
      if (asked) throw refuse(CountMessages.unknownShipto(asked));
      return '';
    }
    const whole = await customers.account(ctx.customerId);
    const { row, shiptos } = limitedAccount(whole, ctx.user.shiptoCodes);
    if (asked) {
      if (!whole.shiptos.some((s) => s.code === asked)) throw refuse(CountMessages.unknownShipto(asked));
      if (!shiptos.some((s) => s.code === asked))
        throw new AppError('FORBIDDEN', SHIPTO_NOT_ALLOWED, { errors: [SHIPTO_NOT_ALLOWED] });
      return asked;
    }
    const current = await cart.headerShipto(ctx);
    if (current && shiptos.some((s) => s.code === current)) return current;
    const code = row?.defaultShiptoCode || shiptos[0]?.code || '';
    // Limited to none of the customer's ship-tos: no place to count for.
    if (code === '' && ctx.user.shiptoCodes !== null)
      throw new AppError('FORBIDDEN', SHIPTO_NOT_ALLOWED, { errors: [SHIPTO_NOT_ALLOWED] });
    return code;
  }

  /** The caller's guide (Standard too) with its products; 404 when the acting customer has none by that name. */
  async function open(ctx: CustomerContext, name: string, shipto: string | undefined): Promise<OpenGuide> {
    const [guides, shiptoCode] = await Promise.all([orderGuides.list(ctx), shiptoOf(ctx, shipto)]);
    const guide = guides.find((g) => guideKeyOf(g.name) === guideKeyOf(name));
    if (!guide) throw new AppError('NOT_FOUND', OrderGuideMessages.notFound(name.trim()));
    const found = await catalog.keptByKeys(
      ctx,
      guide.products.map((p) => p.productKey),
    );
    const products = new Map<number, Product>();
    for (const [key, entry] of found) if (entry.available) products.set(key, entry.product);
    return { guide, products, place: { customerId: ctx.customerId, guideKey: guideKeyOf(guide.name), shiptoCode } };
  }

  function productIn(opened: OpenGuide, productKey: number): Product {
    const product = opened.products.get(productKey);
    if (!product || !opened.guide.products.some((p) => p.productKey === productKey))
      throw refuse(CountMessages.notInGuide(productKey));
    return product;
  }

  function unitIn(product: Product, unitOfMeasure: string) {
    const unit = unitsOf(product).find((u) => u.unitOfMeasure === unitOfMeasure);
    if (!unit) throw refuse(CountMessages.unknownUnit(unitOfMeasure, product.description));
    return unit;
  }

  function quantityOf(value: number, what: string, product: Product): string {
    if (!hasAtMostDecimals(value, 2)) throw refuse(`"${product.description}": ${what} may have at most 2 decimals.`);
    return toQuantity(value).toFixed(2);
  }

  async function parsOf(opened: OpenGuide): Promise<GuidePars> {
    const rows = new Map((await repo.pars(opened.place)).map((r) => [r.productId, r]));
    return {
      shipto: opened.place.shiptoCode,
      lines: opened.guide.products.map(({ productKey }) => {
        const row = rows.get(productKey);
        return { productKey, par: row ? { quantity: Number(row.quantity), unitOfMeasure: row.unitOfMeasure } : null };
      }),
    };
  }

  /** The lines of count mode: each guide line with its par, the draft's count and the suggestion. */
  async function countOf(opened: OpenGuide): Promise<GuideCount> {
    const [pars, count] = await Promise.all([parsOf(opened), repo.count(opened.place)]);
    const draft = new Map((count?.lines ?? []).map((l) => [l.productKey, l]));
    const lines = opened.guide.products.flatMap((line, i) => {
      const product = opened.products.get(line.productKey);
      return product ? [countLine(line, product, pars.lines[i]?.par ?? null, draft.get(line.productKey))] : [];
    });
    return {
      name: opened.guide.name,
      shipto: opened.place.shiptoCode,
      lines,
      countedAt: count ? count.countedAt.toISOString() : null,
      countedBy: count?.countedBy ?? null,
    };
  }

  return {
    async pars(ctx: CustomerContext, name: string, shipto: string | undefined): Promise<GuidePars> {
      return parsOf(await open(ctx, name, shipto));
    },

    /** Sets or removes pars; every line is checked (in the guide, a unit of the product, 2 decimals) before anything is written. */
    async setPars(
      ctx: CustomerContext,
      name: string,
      shipto: string | undefined,
      body: GuideParsWrite,
    ): Promise<GuidePars> {
      const opened = await open(ctx, name, shipto);
      const seen = new Set<number>();
      const writes = body.lines.map((line) => {
        if (seen.has(line.productKey)) throw refuse(`Product ${line.productKey} is listed more than once.`);
        seen.add(line.productKey);
        const product = productIn(opened, line.productKey);
        const unit = unitIn(product, line.unitOfMeasure);
        const quantity = line.quantity === null ? null : quantityOf(line.quantity, 'A par', product);
        return { productId: product.productKey, unitOfMeasure: unit.unitOfMeasure, quantity };
      });
      await repo.setPars(opened.place, writes);
      return parsOf(opened);
    },

    /** Each line's usual quantity per delivery at the ship-to, rounded up to its unit's sell-by multiple; nothing is saved. */
    async suggestedPars(ctx: CustomerContext, name: string, shipto: string | undefined): Promise<SuggestedPars> {
      const opened = await open(ctx, name, shipto);
      const until = now();
      const since = new Date(until.getTime() - SUGGESTED_PAR_WEEKS * WEEK_MS);
      const keys = opened.guide.products.map((p) => p.productKey);
      const rows = await repo.deliveredLines(ctx.customerId, opened.place.shiptoCode, keys, since, until);
      const lines = perDelivery(rows);
      return {
        shipto: opened.place.shiptoCode,
        weeks: SUGGESTED_PAR_WEEKS,
        lines: keys.map((productKey) => suggestedParLine(productKey, lines, opened.products.get(productKey))),
      };
    },

    async count(ctx: CustomerContext, name: string, shipto: string | undefined): Promise<GuideCount> {
      return countOf(await open(ctx, name, shipto));
    },

    /** Replaces the draft; every line is checked before it is kept. */
    async saveCount(
      ctx: CustomerContext,
      name: string,
      shipto: string | undefined,
      body: CountWrite,
    ): Promise<GuideCount> {
      const opened = await open(ctx, name, shipto);
      const seen = new Set<number>();
      const lines: CountDraftLine[] = body.lines.map((line) => {
        if (seen.has(line.productKey)) throw refuse(`Product ${line.productKey} is listed more than once.`);
        seen.add(line.productKey);
        const product = productIn(opened, line.productKey);
        unitIn(product, line.onHandUnit);
        const onHand = line.onHand === null ? null : quantityOf(line.onHand, 'On Hand', product);
        let orderQuantity: string | null = null;
        if (line.orderQuantity !== null) {
          const guideLine = opened.guide.products.find((p) => p.productKey === line.productKey);
          const sellBy = product.sellBys.find((s) => s.unitOfMeasure === guideLine?.unitOfMeasure);
          const error = guideQuantityError(line.orderQuantity, sellBy?.sellByMultiple ?? 0);
          if (error) throw refuse(`"${product.description}": ${error}`);
          orderQuantity = toQuantity(line.orderQuantity).toFixed(2);
        }
        return { productKey: line.productKey, onHand, onHandUnit: line.onHandUnit, orderQuantity };
      });
      await repo.saveCount(opened.place, lines, ctx.user.name, now());
      return countOf(opened);
    },

    /**
     * Adds the count's quantities (the buyer's own, else the suggestion) to the cart in one write
     * and empties the draft. The draft is taken first, so a second click adds nothing; it is put
     * back when the cart refuses the lines.
     */
    async addToCart(ctx: CustomerContext, name: string, shipto: string | undefined): Promise<CountToCart> {
      const opened = await open(ctx, name, shipto);
      const counted = await countOf(opened);
      const added = counted.lines
        .map((l) => ({
          productKey: l.productKey,
          unitOfMeasure: l.unitOfMeasure,
          orderQuantity: l.orderQuantity ?? l.suggested ?? 0,
        }))
        .filter((l) => l.orderQuantity > 0);
      if (added.length === 0) throw new AppError('CONFLICT', CountMessages.nothingToAdd);
      const taken = await repo.takeDraft(opened.place);
      if (!taken) throw new AppError('CONFLICT', CountMessages.nothingToAdd);
      const result = await cart.addLines(ctx, added, false).catch(async (err: unknown) => {
        await repo.restoreDraft(opened.place, taken);
        throw err;
      });
      if (!result.isSuccess) {
        await repo.restoreDraft(opened.place, taken);
        throw new AppError('CONFLICT', result.errors.join('\n'), { errors: result.errors });
      }
      await repo.saveCount(opened.place, [], ctx.user.name, now());
      return { added };
    },

    /** Forgets a deleted guide's pars and counts. */
    async forget(ctx: CustomerContext, name: string): Promise<void> {
      await repo.forget(ctx.customerId, guideKeyOf(name));
    },

    /** Puts a guide's products in a new shelf order: every product of the guide once; Standard keeps its own. */
    async setSequence(ctx: CustomerContext, name: string, productKeys: number[]): Promise<void> {
      if (isReservedOrderGuideName(name)) throw new AppError('METHOD_NOT_ALLOWED', CountMessages.standardSequence);
      const opened = await open(ctx, name, undefined);
      const current = new Set(opened.guide.products.map((p) => p.productKey));
      const given = new Set(productKeys);
      if (given.size !== productKeys.length || given.size !== current.size || productKeys.some((k) => !current.has(k)))
        throw refuse(CountMessages.sequenceMismatch);
      const row = await guidesRepo.guide(ctx.customerId, opened.guide.name);
      if (!row || opened.guide.name === STANDARD_ORDER_GUIDE)
        throw new AppError('NOT_FOUND', OrderGuideMessages.notFound(name));
      await repo.resequence(row.id, productKeys);
    },
  };
}
export type GuideCountsService = ReturnType<typeof createGuideCountsService>;
