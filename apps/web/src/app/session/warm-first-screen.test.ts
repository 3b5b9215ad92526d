import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  defaultSettingValues,
  PageLayout,
  PageSortBy,
  type OrderGuide,
  type PageLayoutValue,
  type PageSortByValue,
  type UserSettings,
} from '@provender/contract';
import type { ApiSession } from '../../components/api-client/api-session.ts';
import { getDefaultPageLayoutQueryOptions } from '../../features/admin/api/get-default-page-layout.ts';
import { getDefaultPageSortByQueryOptions } from '../../features/admin/api/get-default-page-sort-by.ts';
import { productListPageQueryOptions } from '../../features/catalog/api/get-product-list.ts';
import { getMenuQueryOptions } from '../../features/menu/api/get-menu.ts';
import { getOrderGuidesQueryOptions } from '../../features/order-guides/api/get-order-guides.ts';
import { getUserDefaultsQueryOptions } from '../../features/settings/api/get-user-defaults.ts';
import { getUserSettingsQueryOptions } from '../../features/settings/api/get-user-settings.ts';
import { fullMenu } from '../testing/fake-api.ts';
import { productsFirstPage } from './warm-first-screen.ts';

const api: ApiSession = { token: 'buyer-token', customerKey: 7, shipMethod: null, onSessionEnded: () => undefined };
const guest: ApiSession = { token: null, customerKey: null, shipMethod: null, onSessionEnded: () => undefined };

const guide = (name: string, productKeys: number[]): OrderGuide => ({
  name,
  isPrimary: name === 'Standard',
  isReadOnly: name === 'Standard',
  products: productKeys.map((productKey, i) => ({
    productKey,
    orderQuantity: 1,
    unitOfMeasure: 'CS',
    sequence: i + 1,
    included: true,
  })),
});

function userSettings(defaultToStandardOrder: boolean): UserSettings {
  const { siteKey: _siteKey, allowGuest: _allowGuest, allowConsumer: _allowConsumer, ...values } = defaultSettingValues;
  return { ...values, defaultToStandardOrder, sessionType: 'normal', requiredPO: false, defaultPO: '', menu: [] };
}

interface Cached {
  own?: { sort: PageSortByValue | null; layout: PageLayoutValue | null };
  site?: { sort: PageSortByValue; layout: PageLayoutValue };
  guides?: OrderGuide[];
  allProductsLocked?: boolean;
  defaultToStandardOrder?: boolean;
}

/** A query cache as the first screen's reads leave it. */
function cacheWith(session: ApiSession, cached: Cached): QueryClient {
  const client = new QueryClient();
  if (cached.site) {
    client.setQueryData(getDefaultPageSortByQueryOptions().queryKey, { DefaultPageSortBy: cached.site.sort });
    client.setQueryData(getDefaultPageLayoutQueryOptions().queryKey, { DefaultPageLayout: cached.site.layout });
  }
  if (cached.own) {
    client.setQueryData(getUserDefaultsQueryOptions(session).queryKey, {
      defaultPageSortBy: cached.own.sort,
      defaultPageLayout: cached.own.layout,
    });
  }
  client.setQueryData(
    getMenuQueryOptions(session).queryKey,
    fullMenu(cached.allProductsLocked ? { AllProducts: { isLocked: true } } : {}),
  );
  if (cached.guides) client.setQueryData(getOrderGuidesQueryOptions(session).queryKey, cached.guides);
  client.setQueryData(
    getUserSettingsQueryOptions(session).queryKey,
    userSettings(cached.defaultToStandardOrder ?? false),
  );
  return client;
}

const allProducts = { search: '', mainCategory: '', category: '', productKeys: null };

describe('productsFirstPage (decision 377)', () => {
  it("takes the buyer's own sort and layout before the site's", () => {
    const client = cacheWith(api, {
      own: { sort: PageSortBy.brand, layout: PageLayout.list },
      site: { sort: PageSortBy.productCode, layout: PageLayout.quickEntry },
      guides: [guide('Standard', [3, 1])],
    });
    expect(productsFirstPage(client, api, 'customer', false)).toEqual({
      filter: { ...allProducts, sort: PageSortBy.brand },
      layout: PageLayout.list,
    });
  });

  it("falls back to the site's defaults, and a narrow screen is not offered the list", () => {
    const client = cacheWith(api, {
      own: { sort: null, layout: null },
      site: { sort: PageSortBy.productCode, layout: PageLayout.list },
      guides: [],
    });
    expect(productsFirstPage(client, api, 'customer', true)).toEqual({
      filter: { ...allProducts, sort: PageSortBy.productCode },
      layout: PageLayout.grid,
    });
  });

  it('lists the Standard guide when the site defaults to it or All Products is locked', () => {
    const guides = [guide('Standard', [30, 10, 20]), guide('Weekly', [5])];
    const byDefault = cacheWith(api, { guides, defaultToStandardOrder: true });
    expect(productsFirstPage(byDefault, api, 'customer', false)?.filter).toEqual({
      ...allProducts,
      sort: PageSortBy.description,
      productKeys: [30, 10, 20],
    });
    const locked = cacheWith(api, { guides, allProductsLocked: true });
    expect(productsFirstPage(locked, api, 'customer', false)?.filter.productKeys).toEqual([30, 10, 20]);
  });

  it('asks for the same query the page will read', () => {
    const client = cacheWith(api, { own: { sort: PageSortBy.sequence, layout: null }, guides: [] });
    const page = productsFirstPage(client, api, 'customer', false);
    // The products page's own filter for /products without a hash (use-product-page-view.ts).
    const pageFilter = { search: '', mainCategory: '', category: '', sort: PageSortBy.sequence, productKeys: null };
    expect(productListPageQueryOptions(api, page!.filter, 0).queryKey).toEqual(
      productListPageQueryOptions(api, pageFilter, 0).queryKey,
    );
  });

  it('waits for the guides a signed-in buyer has; a guest has none to wait for', () => {
    const noGuides = cacheWith(api, { site: { sort: PageSortBy.brand, layout: PageLayout.grid } });
    expect(productsFirstPage(noGuides, api, 'customer', false)).toBeNull();
    const site = cacheWith(guest, { site: { sort: PageSortBy.brand, layout: PageLayout.quickEntry } });
    // Quick entry is not offered to guests (they cannot add to the cart).
    expect(productsFirstPage(site, guest, 'public', false)).toEqual({
      filter: { ...allProducts, sort: PageSortBy.brand },
      layout: PageLayout.grid,
    });
  });
});
