import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveryZipRequests, deliveryZones } from '../../db/schema/index.ts';

/** The delivery zones addresses fall in, and the zips asked for where there is no delivery. */
export function createAddressZonesRepository(db: Db) {
  return {
    async zones(zoneKeys: string[]) {
      if (zoneKeys.length === 0) return new Map<string, { isDeliverable: boolean; minimumOrderAmount: string }>();
      const rows = await db.select().from(deliveryZones).where(inArray(deliveryZones.zoneKey, zoneKeys));
      return new Map(
        rows.map((r) => [r.zoneKey, { isDeliverable: r.isDeliverable, minimumOrderAmount: r.minimumOrderAmount }]),
      );
    },

    async logZipRequest(zip: string, customerId: number | null, userId: number | null) {
      await db.insert(deliveryZipRequests).values({ zip, customerId, userId });
    },
  };
}
