import type { DeliveryAddress } from '@provender/contract';
import { deliveryZoneKey, sumMoney } from '@provender/rules';
import type { SettingsService } from '../settings/settings.service.ts';
import type { AddressesRepository, ConsumerAddressRow } from './addresses.repository.ts';
import { ZERO } from './addresses-fields.ts';

/** A numeric column's amount as the contract's 2-decimal text, rounded as money (no float on the way). */
const money = (value: string) => sumMoney([value]).toFixed(2);

/**
 * Consumers' addresses with zip validity and minimum order from the delivery zones. They apply only
 * while the site's zip restriction is on; otherwise every zip is served with no minimum (decision 022).
 */
export async function withZones(
  { repo, settings }: { repo: Pick<AddressesRepository, 'zones'>; settings: SettingsService },
  rows: ConsumerAddressRow[],
): Promise<DeliveryAddress[]> {
  const { zipCodeRestrictionFlag } = await settings.siteValues();
  const keys = rows.map((r) => deliveryZoneKey(r.zip)).filter((k): k is string => k !== null);
  const zones = zipCodeRestrictionFlag ? await repo.zones([...new Set(keys)]) : new Map();
  return rows.map((r) => {
    const key = deliveryZoneKey(r.zip);
    const zone = key ? zones.get(key) : undefined;
    const isValidZipCode = !zipCodeRestrictionFlag || (zone?.isDeliverable ?? false);
    return {
      id: r.id,
      key: r.id,
      isPrimary: r.isPrimary,
      name: r.name,
      display: r.display,
      address1: r.address1,
      address2: r.address2,
      city: r.city,
      state: r.state,
      zip: r.zip,
      county: r.county,
      contact: '',
      phone: r.phone,
      deliveryTime: '',
      minimumOrderAmount: zipCodeRestrictionFlag && zone?.isDeliverable ? money(zone.minimumOrderAmount) : ZERO,
      isValidZipCode,
    };
  });
}
