import { SessionEndReason, type PunchoutMessage } from '@provender/contract';
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { CartService } from '../cart/cart.service.ts';
import { buyerSettings, type BuyerSettings } from './buyer-settings.ts';
import { orderMessage, replyVersion, type Envelope } from './cxml-documents.ts';
import { ociFields } from './oci-fields.ts';
import { transferCart, type TransferCart } from './punchout-lines.ts';
import type { PunchoutBuyerRow, PunchoutRepository, PunchoutSessionRow } from './punchout.repository.ts';
import { unitOut } from './unit-codes.ts';
import { siteMoneyFormat } from '@provender/rules';

/** The cart going back to the buyer's system; the session ends with it (decisions 051, 052). */
export function createTransfer(deps: {
  repo: PunchoutRepository;
  cart: CartService;
  envelope: (at: Date, version?: string) => Envelope;
  now: () => Date;
}) {
  const { repo, cart, envelope, now } = deps;

  function cxmlMessage(
    session: PunchoutSessionRow,
    buyer: PunchoutBuyerRow,
    settings: BuyerSettings,
    { lines, total }: TransferCart,
  ): PunchoutMessage {
    const version = replyVersion(session.cxmlVersion);
    const xml = orderMessage(envelope(now(), version), {
      supplier: session.supplierCredentials,
      buyer: session.buyerCredentials,
      buyerCookieXml: session.buyerCookie,
      operationAllowed: session.operation === 'inspect' ? 'inspect' : 'edit',
      currency: siteMoneyFormat().currency,
      total,
      lines: lines.map((l, i) => ({
        lineNumber: i + 1,
        quantity: l.quantity,
        supplierPartId: l.productCode,
        supplierPartAuxiliaryId: l.unitOfMeasure,
        unitPrice: l.unitPrice.toFixed(4),
        description: l.description,
        shortName: settings.shortName ? l.shortName : null,
        unitOfMeasure: unitOut(l.unitOfMeasure, settings),
        classification: l.unspsc
          ? { domain: 'UNSPSC', value: l.unspsc }
          : { domain: 'ProductCategory', value: l.categoryCode },
        manufacturerName: l.manufacturerName,
        manufacturerPartId: l.manufacturerPartId,
        leadTime: l.leadTimeDays,
      })),
    });
    const value = buyer.cxmlField === 'cxml-base64' ? Buffer.from(xml, 'utf8').toString('base64') : xml;
    return {
      protocol: 'cxml',
      postbackUrl: session.postbackUrl,
      target: '_top',
      body: [{ name: buyer.cxmlField, value }],
    };
  }

  return {
    /**
     * The cart as the buyer's system takes it back, priced now on the server; the session ends
     * with it (its user, cart and lines are deleted). An inspect session answers the requisition
     * as it came: its cart cannot have changed (decision 058).
     */
    async createMessage(ctx: RequestContext): Promise<PunchoutMessage> {
      const userId = ctx.user?.id;
      const found = userId === undefined ? null : await repo.sessionByUser(userId);
      if (!found || userId === undefined) throw new AppError('SESSION_EXPIRED', SessionEndReason.punchoutExpired);
      const { session, buyer } = found;
      const settings = buyerSettings(buyer.settings);
      const snapshot = await cart.pricedSnapshot(ctx);
      const unavailable = snapshot.priced.filter((p) => !p.isAvailable || !p.unitPrice || !p.extension);
      if (unavailable.length > 0) {
        const errors =
          snapshot.messages.length > 0
            ? snapshot.messages
            : unavailable.map((p) => `${p.product.description} cannot be priced.`);
        throw new AppError('CONFLICT', errors[0] ?? 'The cart cannot be transferred', { errors });
      }
      const transfer = transferCart(
        snapshot.priced,
        await repo.classifications(snapshot.priced.map((p) => p.product.productCategoryCode)),
      );
      const message =
        session.protocol === 'cxml'
          ? cxmlMessage(session, buyer, settings, transfer)
          : {
              protocol: 'oci' as const,
              postbackUrl: session.postbackUrl,
              target: session.returnFields['~TARGET'] || '_top',
              body: ociFields(transfer.lines, session.returnFields, settings),
            };
      await repo.endSessions([userId]);
      return message;
    },
  };
}
