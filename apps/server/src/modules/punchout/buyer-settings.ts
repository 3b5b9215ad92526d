import { z } from 'zod';
import type { PunchoutBuyerSettings } from '../../db/schema/index.ts';

const codeMap = z.record(z.string().trim().min(1).max(40), z.string().trim().min(1).max(40));

/** The stored per-buyer settings, checked: a malformed value counts as not set, never as a 500. */
const settingsSchema = z.object({
  unitMap: codeMap.optional().catch(undefined),
  shiptoMap: codeMap.optional().catch(undefined),
  // Entries that are not http(s) addresses are dropped one by one below.
  frameOrigins: z.array(z.string()).optional().catch(undefined),
  matgroupMap: codeMap.optional().catch(undefined),
  shortName: z.boolean().optional().catch(undefined),
});

export interface BuyerSettings {
  unitMap: Readonly<Record<string, string>>;
  shiptoMap: Readonly<Record<string, string>>;
  frameOrigins: readonly string[];
  matgroupMap: Readonly<Record<string, string>>;
  shortName: boolean;
}

const upperKeys = (map: Record<string, string> | undefined) =>
  Object.fromEntries(Object.entries(map ?? {}).map(([k, v]) => [k.toUpperCase(), v]));

/** The buyer's settings with every default filled in (decision 055). */
export function buyerSettings(stored: PunchoutBuyerSettings | null | undefined): BuyerSettings {
  const parsed = settingsSchema.safeParse(stored ?? {});
  const s = parsed.success ? parsed.data : {};
  return {
    unitMap: upperKeys(s.unitMap),
    shiptoMap: s.shiptoMap ?? {},
    frameOrigins: (s.frameOrigins ?? []).flatMap((o) => {
      try {
        const url = new URL(o.trim());
        return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
      } catch {
        return [];
      }
    }),
    matgroupMap: s.matgroupMap ?? {},
    shortName: s.shortName ?? false,
  };
}
