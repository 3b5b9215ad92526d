import {
  defaultSettingValues,
  logoNameSchema,
  settingKeys,
  settingValuesSchema,
  type LogoName,
  type SettingValues,
  type SiteSettings,
} from '@provender/contract';
import type { RequestContext } from '../../context.ts';
import type { SettingsRepository } from './settings.repository.ts';

const defaultLogo: LogoName = { small: 'logo-small.svg', light: 'logo-light.svg', dark: 'logo-dark.svg' };

/** Keeps only known keys whose stored value passes the contract schema; the rest fall back. */
function applyLayer(base: SettingValues, layer: Iterable<[string, unknown]>): SettingValues {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of layer) {
    if (!(settingKeys as string[]).includes(key)) continue;
    const shape = settingValuesSchema.shape[key as keyof SettingValues];
    const parsed = shape.safeParse(value);
    if (parsed.success) merged[key] = parsed.data;
  }
  return merged as SettingValues;
}

export function createSettingsService(repo: SettingsRepository) {
  return {
    async siteValues(): Promise<SettingValues> {
      return applyLayer(defaultSettingValues, await repo.siteRows());
    },

    /** Site values, then the acting customer's overrides, then the user's own. */
    async effectiveValues(ctx: Pick<RequestContext, 'customerId' | 'user'>): Promise<SettingValues> {
      const [site, overrides] = await Promise.all([
        repo.siteRows(),
        repo.overrides(ctx.customerId, ctx.user?.id ?? null),
      ]);
      const base = applyLayer(defaultSettingValues, site);
      const layer = (keep: (o: (typeof overrides)[number]) => boolean) =>
        overrides.filter(keep).map((o) => [o.key, o.value] as [string, unknown]);
      // Most specific last: the customer, the user anywhere, the user for this customer (rows come unordered).
      const customerLayer = layer((o) => o.userId === null);
      const userLayer = layer((o) => o.userId !== null && o.customerId === null);
      const userForCustomerLayer = layer((o) => o.userId !== null && o.customerId !== null);
      return [customerLayer, userLayer, userForCustomerLayer].reduce(applyLayer, base);
    },

    async siteSettings(ctx: RequestContext): Promise<SiteSettings> {
      const v = await this.siteValues();
      return {
        companyName: v.companyName,
        allowGuest: v.allowGuest,
        allowConsumer: v.allowConsumer,
        siteKey: v.siteKey,
        alwaysSearchAllProducts: v.alwaysSearchAllProducts,
        defaultToStandardOrder: v.defaultToStandardOrder,
        hidePricing: v.hidePricing,
        canChangePrice: v.canChangePrice,
        syncPriceByWithSellByUMFlag: v.syncPriceByWithSellByUMFlag,
        orderQuantityRoundingFlag: v.orderQuantityRoundingFlag,
        layoutImages: v.layoutImages,
        allowConsumerPickup: v.allowConsumerPickup,
        allowConsumerDelivery: v.allowConsumerDelivery,
        zipCodeRestrictionFlag: v.zipCodeRestrictionFlag,
        zipCodeRestrictionMessage: v.zipCodeRestrictionMessage,
        sessionType: ctx.sessionType,
      };
    },

    async logoName(): Promise<LogoName> {
      const stored = (await repo.siteRows()).get('logo');
      const parsed = logoNameSchema.safeParse(stored);
      return parsed.success ? parsed.data : defaultLogo;
    },

    async putSiteValue<K extends keyof SettingValues>(key: K, value: SettingValues[K]) {
      await repo.putSite(key, settingValuesSchema.shape[key].parse(value));
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
