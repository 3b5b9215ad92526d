import {
  defaultSettingValues,
  logoNameSchema,
  settingKeys,
  settingValuesSchema,
  type LogoName,
  type SettingValues,
  type SiteSettings,
} from '@provender/contract';
import type { ChangeFeed } from '../../cache/change-feed.ts';
import type { RequestContext } from '../../context.ts';
import type { SettingsRepository } from './settings.repository.ts';
import { siteMoneyFormat } from '@provender/rules';

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

interface Site {
  rows: Map<string, unknown>;
  values: SettingValues;
}

export function createSettingsService(repo: SettingsRepository, changes: ChangeFeed) {
  /**
   * The site's rows and the values they make, and each (customer, user) pair's effective values:
   * read once per TTL, dropped on any change to the site's settings or to an override (decision 210).
   */
  const site = changes.cache<'site', Site>();
  const effective = changes.cache<string, SettingValues>();
  changes.on('site_settings', () => {
    site.clear();
    effective.clear();
  });
  changes.on('setting_overrides', () => effective.clear());

  const effectiveKey = (ctx: Pick<RequestContext, 'customerId' | 'user'>) =>
    `${ctx.customerId}:${ctx.user?.id ?? null}`;

  const siteNow = () =>
    site.get('site', async () => {
      const rows = await repo.siteRows();
      return { rows, values: applyLayer(defaultSettingValues, rows) };
    });

  return {
    async siteValues(): Promise<SettingValues> {
      return (await siteNow()).values;
    },

    /** Site values, then the acting customer's overrides, then the user's own. */
    async effectiveValues(ctx: Pick<RequestContext, 'customerId' | 'user'>): Promise<SettingValues> {
      const { customerId } = ctx;
      const userId = ctx.user?.id ?? null;
      return effective.get(effectiveKey(ctx), async () => {
        const [{ values: base }, overrides] = await Promise.all([siteNow(), repo.overrides(customerId, userId)]);
        const layer = (keep: (o: (typeof overrides)[number]) => boolean) =>
          overrides.filter(keep).map((o) => [o.key, o.value] as [string, unknown]);
        // Most specific last: the customer, the user anywhere, the user for this customer (rows come unordered).
        const customerLayer = layer((o) => o.userId === null);
        const userLayer = layer((o) => o.userId !== null && o.customerId === null);
        const userForCustomerLayer = layer((o) => o.userId !== null && o.customerId !== null);
        return [customerLayer, userLayer, userForCustomerLayer].reduce(applyLayer, base);
      });
    },

    /** `effectiveValues` when they are kept, `undefined` otherwise (decision 378). */
    effectiveValuesKnown(ctx: Pick<RequestContext, 'customerId' | 'user'>): SettingValues | undefined {
      return effective.peek(effectiveKey(ctx));
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
        currency: siteMoneyFormat().currency,
      };
    },

    async logoName(): Promise<LogoName> {
      const stored = (await siteNow()).rows.get('logo');
      const parsed = logoNameSchema.safeParse(stored);
      return parsed.success ? parsed.data : defaultLogo;
    },

    async putSiteValue<K extends keyof SettingValues>(key: K, value: SettingValues[K]) {
      await repo.putSite(key, settingValuesSchema.shape[key].parse(value));
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
