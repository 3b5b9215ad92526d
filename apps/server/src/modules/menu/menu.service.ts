import { menuKeys, type MenuEntry, type MenuKey } from '@provender/contract';
import { roleAllows } from '@provender/rules';
import type { ChangeFeed } from '../../cache/change-feed.ts';
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { MenuRepository } from './menu.repository.ts';

/** Entries only administrators may ever see, whatever the user type's row says. */
const adminOnly: ReadonlySet<MenuKey> = new Set(['AdminPanel', 'EditLandingPage']);
/** Entries a consumer never sees (spec 01 section 6). */
const hiddenFromConsumers: ReadonlySet<MenuKey> = new Set([
  'AccountSummary',
  'AccountDetail',
  'InvoicePayment',
  'ViewDocuments',
  'AdminPanel',
  'ColorMaintenance',
]);

/**
 * What a punchout session keeps (spec 01 section 2): browsing, the cart and checkout, which
 * transfers the cart. Everything that would show or keep the customer's account is hidden.
 */
const openInPunchout: ReadonlySet<MenuKey> = new Set([
  'AllProducts',
  'ViewProducts',
  'Categories',
  'ViewCart',
  'CheckOut',
]);

/**
 * What decides a caller's menu: the user type, the acting customer, administrator or not, the
 * session type, and the role among the customer's users and customer admin or not (decision 510).
 */
const menuKey = (ctx: RequestContext): string =>
  `${ctx.userType}:${ctx.customerId}:${ctx.user?.isAdmin === true}:${ctx.sessionType}:` +
  `${ctx.user?.customerRole ?? ''}:${ctx.user?.isCustomerAdmin === true}`;

export function createMenuService(deps: { repo: MenuRepository; settings: SettingsService; changes: ChangeFeed }) {
  const { repo, settings, changes } = deps;
  /**
   * Resolved menus by everything that decides them (user type, acting customer, administrator,
   * session type), dropped on any change to a menu entry or to the site's settings (guests).
   */
  const menus = changes.cache<string, MenuEntry[]>();
  changes.on('menu_entries', () => menus.clear());
  changes.on('site_settings', () => menus.clear());

  async function load(ctx: RequestContext): Promise<MenuEntry[]> {
    const rows = await repo.entries(ctx.userType, ctx.customerId);
    // A customer's override binds everyone acting for that customer (its buyers and its
    // salespeople); one written for the caller's own user type wins over one for another type.
    const rank = (row: (typeof rows)[number]) => (row.customerId === null ? 0 : row.userType === ctx.userType ? 2 : 1);
    const typeKeys = new Set(rows.filter((r) => r.customerId === null).map((r) => r.key));
    const byKey = new Map<string, (typeof rows)[number]>();
    for (const row of rows) {
      const current = byKey.get(row.key);
      if (!current || rank(row) > rank(current)) byKey.set(row.key, row);
    }
    const guestsAllowed = ctx.userType === 'public' ? (await settings.siteValues()).allowGuest : true;
    const entries: MenuEntry[] = [];
    for (const key of menuKeys) {
      const row = byKey.get(key);
      if (!row || !typeKeys.has(key)) continue;
      let isVisible = row.isVisible && guestsAllowed;
      if (adminOnly.has(key) && !ctx.user?.isAdmin) isVisible = false;
      if (ctx.userType === 'consumer' && hiddenFromConsumers.has(key)) isVisible = false;
      if (ctx.sessionType === 'punchout' && !openInPunchout.has(key)) isVisible = false;
      if (!roleAllows(ctx.user, key)) isVisible = false;
      entries.push({ id: row.id, key, isVisible, isLocked: row.isLocked, logEntry: row.logEntry });
    }
    return entries;
  }

  return {
    /**
     * The caller's menu: the user type's entries with the acting customer's overrides on top
     * (a key present only as a customer override is still hidden unless the user type has it),
     * then the fixed rules (administrators, consumers, guests only when the site allows them).
     * Keys with no row are hidden.
     */
    resolve(ctx: RequestContext): Promise<MenuEntry[]> {
      return menus.get(menuKey(ctx), () => load(ctx));
    },

    /** The caller's menu when it is kept, `undefined` otherwise (decision 378). */
    resolveKnown(ctx: RequestContext): MenuEntry[] | undefined {
      return menus.peek(menuKey(ctx));
    },

    /** Whether the entry is open to the caller, when the caller's menu is kept; `undefined` otherwise (decision 354). */
    isOpenKnown(ctx: RequestContext, key: MenuKey): boolean | undefined {
      const menu = this.resolveKnown(ctx);
      if (menu === undefined) return undefined;
      const entry = menu.find((e) => e.key === key);
      return entry !== undefined && entry.isVisible && !entry.isLocked;
    },

    /** Refuses the call unless the entry is visible and unlocked for the caller. */
    async assertOpen(ctx: RequestContext, key: MenuKey): Promise<void> {
      const entry = (await this.resolve(ctx)).find((e) => e.key === key);
      if (!entry || !entry.isVisible || entry.isLocked) {
        throw new AppError('MENU_LOCKED', 'This feature is not available for your account');
      }
    },

    /** Records a visit to a screen whose entry asks for it; other entries are not logged. */
    async logVisit(ctx: RequestContext, entryId: number): Promise<void> {
      const entry = (await this.resolve(ctx)).find((e) => e.id === entryId);
      if (!entry || !entry.isVisible) throw new AppError('NOT_FOUND', 'Menu entry was not found');
      if (entry.logEntry && ctx.user) await repo.log(entryId, ctx.user.id, ctx.customerId);
    },
  };
}
export type MenuService = ReturnType<typeof createMenuService>;
