import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { hashPunchoutSecret } from '../../modules/punchout/punchout-secrets.ts';
import type { Db } from '../client.ts';
import { categoryClassifications, customers, productCategories, punchoutBuyers } from '../schema/index.ts';

/** The demo buyers' credentials (decision 050 lists them for trying punchout by hand). */
export const demoPunchout = {
  cxml: {
    customerCode: 'C10001',
    fromDomain: 'NetworkID',
    fromIdentity: 'AN01000000001',
    sharedSecret: 'Demo-punchout-secret',
  },
  oci: {
    customerCode: 'C10003',
    username: 'demo.oci',
    password: 'Demo-oci-pass1',
  },
} as const;

/**
 * UNSPSC codes (family or class level) of the demo categories, sent as the Classification of
 * punchout items. A distributor keeps these per category in category_classifications.
 */
const unspscByCategory: Readonly<Record<string, string>> = {
  MT01: '50110000',
  MT02: '50110000',
  MT03: '50110000',
  MT04: '50110000',
  MT05: '50110000',
  MT06: '50110000',
  MT07: '50110000',
  MT08: '50110000',
  SF01: '50120000',
  SF02: '50120000',
  SF03: '50120000',
  SF04: '50120000',
  SF05: '50120000',
  SF06: '50120000',
  DE01: '50130000',
  DE02: '50130000',
  DE03: '50130000',
  DE04: '50130000',
  DE05: '50130000',
  DE06: '50130000',
  PR01: '50400000',
  PR02: '50400000',
  PR03: '50400000',
  PR04: '50300000',
  PR05: '50300000',
  PR06: '50400000',
  PR07: '50400000',
  PR08: '50400000',
  FZ01: '50440000',
  FZ02: '50190000',
  FZ03: '50190000',
  FZ04: '50190000',
  FZ05: '50190000',
  FZ06: '50340000',
  DG01: '50460000',
  DG02: '50460000',
  DG03: '50220000',
  DG04: '50220000',
  DG05: '50150000',
  DG06: '50170000',
  DG07: '50190000',
  DG08: '50190000',
  BK01: '50180000',
  BK02: '50180000',
  BK03: '50180000',
  BK04: '50180000',
  BK05: '50180000',
  BV01: '50200000',
  BV02: '50200000',
  BV03: '50200000',
  BV04: '50200000',
  BV05: '50200000',
  SB01: '50170000',
  SB02: '50220000',
  SB03: '50160000',
  SB04: '50160000',
  IN01: '50190000',
  IN02: '50190000',
  IN03: '50190000',
  IN04: '50190000',
  PD01: '52151500',
  PD02: '52151500',
  PD03: '52151500',
  PD04: '14111700',
  PD05: '52151500',
  PD06: '46181500',
  CJ01: '47131800',
  CJ02: '47131800',
  CJ03: '47131800',
  CJ04: '47121700',
  CJ05: '47131600',
  SE01: '52151800',
  SE02: '52151600',
  SE03: '52151700',
  SE04: '52151500',
  SE05: '52152000',
  SE06: '52140000',
};

/** The same salt on every seed, so the demo data stays deterministic. */
const demoSalt = (label: string) =>
  createHash('sha256').update(`provender demo punchout ${label}`).digest().subarray(0, 16);

/** A cXML (Ariba-style) buyer and an SAP OCI buyer for demo customers, and the categories' UNSPSC codes. */
export async function seedPunchoutDemo(db: Db): Promise<void> {
  const codes = [demoPunchout.cxml.customerCode, demoPunchout.oci.customerCode];
  const found = await db
    .select({ id: customers.id, code: customers.customerCode })
    .from(customers)
    .where(inArray(customers.customerCode, codes));
  const idOf = new Map(found.map((c) => [c.code, c.id]));
  const cxmlCustomer = idOf.get(demoPunchout.cxml.customerCode);
  const ociCustomer = idOf.get(demoPunchout.oci.customerCode);
  const buyers = [];
  if (cxmlCustomer !== undefined) {
    buyers.push({
      name: 'Riverside Bistro Group (Ariba)',
      protocol: 'cxml' as const,
      customerId: cxmlCustomer,
      shiptoCode: '002',
      fromDomain: demoPunchout.cxml.fromDomain,
      fromIdentity: demoPunchout.cxml.fromIdentity,
      secretHash: await hashPunchoutSecret(demoPunchout.cxml.sharedSecret, demoSalt('cxml')),
      cxmlField: 'cxml-urlencoded' as const,
    });
  }
  if (ociCustomer !== undefined) {
    buyers.push({
      name: 'SAP SRM buyer',
      protocol: 'oci' as const,
      customerId: ociCustomer,
      ociUsername: demoPunchout.oci.username,
      secretHash: await hashPunchoutSecret(demoPunchout.oci.password, demoSalt('oci')),
    });
  }
  if (buyers.length > 0) await db.insert(punchoutBuyers).values(buyers);

  const categories = await db.select({ code: productCategories.code }).from(productCategories);
  const rows = categories.flatMap((c) => {
    const unspsc = unspscByCategory[c.code];
    return unspsc ? [{ categoryCode: c.code, unspsc }] : [];
  });
  if (rows.length > 0) await db.insert(categoryClassifications).values(rows).onConflictDoNothing();
}
