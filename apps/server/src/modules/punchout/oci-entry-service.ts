import { Decimal } from '@provender/rules';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { priceIn, type PricingService } from '../pricing/pricing.service.ts';
import { buyerSettings } from './buyer-settings.ts';
import { OCI_REFUSED_FUNCTIONS, type OciEntry, type OciEntryResult } from './oci-entry.ts';
import { ociFields } from './oci-fields.ts';
import { PunchoutAttemptsExceeded, punchoutKeys, type CheckSecret } from './punchout-credentials.ts';
import type { PunchoutEntry } from './punchout-entry.ts';
import { matchLine } from './punchout-line-match.ts';
import { transferLine } from './punchout-lines.ts';
import { shiptoFor } from './punchout-orders.ts';
import { productsByCode } from './punchout-preload.ts';
import type { PunchoutBuyerRow, PunchoutRepository } from './punchout.repository.ts';

/**
 * OCI FUNCTION=VALIDATE (decision 140): the item PRODUCTID names (our code, or code/unit as we
 * sent it in EXT_PRODUCT_ID) with its current price and unit for the buyer's customer, in
 * QUANTITY (default 1) and UNIT (else the unit in PRODUCTID, else the product's default), as
 * the NEW_ITEM fields of a form for HOOK_URL. No session is opened.
 */
async function ociValidate(
  deps: { repo: PunchoutRepository; catalog: CatalogService; pricing: PricingService },
  buyer: PunchoutBuyerRow,
  entry: OciEntry,
): Promise<OciEntryResult> {
  const { repo, catalog, pricing } = deps;
  const settings = buyerSettings(buyer.settings);
  const [code = '', unitPart = ''] = entry.productId.split('/');
  const product = (await productsByCode(repo, catalog, buyer.customerId, [code])).get(code);
  const quantity = /^\d{1,9}(\.\d{1,3})?$/.test(entry.quantity) ? entry.quantity : '1';
  const match = matchLine(
    {
      lineNumber: 1,
      supplierPartId: code,
      supplierPartAuxiliaryId: unitPart || null,
      unitOfMeasure: entry.unit || null,
      quantity,
    },
    product,
    settings,
    'when-no-unit',
  );
  if (!match.ok) return { ok: false, status: 404, message: `FUNCTION=VALIDATE: ${match.message}` };
  const priceUnit = match.product.priceBys.some((p) => p.unitOfMeasure === match.unitOfMeasure)
    ? match.unitOfMeasure
    : match.product.pricingUM;
  const basis = (await pricing.basisFor({ customerId: buyer.customerId }, [match.product.productKey])).get(
    match.product.productKey,
  );
  const price = basis?.available ? priceIn(basis, priceUnit) : null;
  if (!price) return { ok: false, status: 404, message: `FUNCTION=VALIDATE: ${code} cannot be priced for you now.` };
  const line = transferLine(match.product, match.unitOfMeasure, priceUnit, new Decimal(match.quantity), price.price, {
    unspsc: await repo.classifications([match.product.productCategoryCode]),
  });
  return {
    ok: true,
    form: {
      action: entry.hookUrl,
      target: entry.returnFields['~TARGET'] || '_top',
      fields: ociFields([line], entry.returnFields, settings),
    },
  };
}

/** What is wrong with an entry before any credential is looked at, or null. */
function refusalOf(entry: OciEntry): OciEntryResult | null {
  if (!entry.username || !entry.password || !entry.hookUrl) {
    return { ok: false, status: 400, message: 'USERNAME, PASSWORD and HOOK_URL are required' };
  }
  if (!/^https?:\/\//i.test(entry.hookUrl))
    return { ok: false, status: 400, message: 'HOOK_URL must be an http or https address' };
  if (OCI_REFUSED_FUNCTIONS.has(entry.func))
    return { ok: false, status: 400, message: `FUNCTION=${entry.func} is not offered: punch out to shop instead` };
  if (entry.func && entry.func !== 'DETAIL' && entry.func !== 'VALIDATE')
    return { ok: false, status: 400, message: `FUNCTION=${entry.func} is not an OCI function` };
  if ((entry.func === 'DETAIL' || entry.func === 'VALIDATE') && !entry.productId)
    return { ok: false, status: 400, message: `FUNCTION=${entry.func} needs a PRODUCTID` };
  return null;
}

/** The OCI entry (decision 140): a buyer's system signs in with a user name and password. */
export function createOciEntry(deps: {
  repo: PunchoutRepository;
  catalog: CatalogService;
  pricing: PricingService;
  checkSecret: CheckSecret;
  entry: PunchoutEntry;
}) {
  const { repo, checkSecret, entry: sessions } = deps;

  return async function ociEntry(entry: OciEntry, ip: string): Promise<OciEntryResult> {
    const refusal = refusalOf(entry);
    if (refusal) return refusal;
    const buyer = await repo.ociBuyerByUsername(entry.username);
    const accountKey = buyer ? punchoutKeys.buyer(buyer.id) : punchoutKeys.ociName(entry.username);
    let valid: boolean;
    try {
      valid = await checkSecret(buyer, accountKey, ip, [entry.password]);
    } catch (err) {
      if (err instanceof PunchoutAttemptsExceeded)
        return { ok: false, status: 429, message: err.message, retryAfterSeconds: err.retryAfterSeconds };
      throw err;
    }
    if (!buyer || !valid) return { ok: false, status: 401, message: 'Unknown user or invalid password' };
    if (buyer.disabled) return { ok: false, status: 403, message: 'Punchout is disabled for this buyer' };
    if (entry.func === 'VALIDATE') return ociValidate(deps, buyer, entry);
    const landing = entry.func === 'DETAIL' ? await sessions.landingFor(buyer, entry.productId) : null;
    const startPage = await sessions.openSession(
      {
        buyer,
        operation: 'create',
        cxmlVersion: null,
        buyerCookie: '',
        postbackUrl: entry.hookUrl,
        buyerCredentials: [],
        supplierCredentials: [],
        userEmail: null,
        userName: buyer.name,
        extrinsics: {},
        returnFields: entry.returnFields,
      },
      { shiptoCode: await shiptoFor(repo, buyer, null), items: [], landing },
    );
    return { ok: true, startPage };
  };
}
