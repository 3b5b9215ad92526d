import {
  notificationKinds,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSettingsUpdate,
} from '@provender/contract';
import { requireUser, type RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { MailBrand } from '../mail/mail-layout.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

/** Every kind is on until the user turns it off (decision 520). */
const defaultOn: Record<NotificationKind, boolean> = {
  orderConfirmation: true,
  paymentReceipt: true,
  invoiceDigest: true,
  awaitingApproval: true,
  orderApproved: true,
  orderRejected: true,
};

/** The kinds a user may receive: a consumer's orders are confirmed; the rest are business mails. */
export const kindsFor = (userType: RequestContext['userType']): readonly NotificationKind[] =>
  userType === 'consumer' ? ['orderConfirmation'] : notificationKinds;

/**
 * Each user's mail choices (the Notifications card on /settings) and the answer every sender asks
 * first: does this user want this kind of mail (`wantsMail`). The site's name and logo for the
 * mail layout come from here too.
 */
export function createNotificationsService(deps: {
  repo: NotificationsRepository;
  settings: SettingsService;
  publicUrl: string;
  now: () => Date;
}) {
  const { repo, settings } = deps;

  async function settingsFor(userId: number, userType: RequestContext['userType']): Promise<NotificationSettings> {
    const saved = await repo.preferences(userId);
    return { kinds: kindsFor(userType).map((kind) => ({ kind, enabled: saved.get(kind) ?? defaultOn[kind] })) };
  }

  return {
    /** GET /api/notifications. */
    async settingsOf(ctx: RequestContext): Promise<NotificationSettings> {
      return settingsFor(requireUser(ctx).id, ctx.userType);
    },

    /** PUT /api/notifications: 422 naming a kind that does not apply to the user; nothing is saved then. */
    async save(ctx: RequestContext, update: NotificationSettingsUpdate): Promise<NotificationSettings> {
      const user = requireUser(ctx);
      const allowed = kindsFor(ctx.userType);
      const changes = Object.entries(update).filter((e): e is [NotificationKind, boolean] => typeof e[1] === 'boolean');
      const foreign = changes.filter(([kind]) => !allowed.includes(kind)).map(([kind]) => kind);
      if (foreign.length > 0) {
        const message = `These notifications do not apply to your account: ${foreign.join(', ')}`;
        throw new AppError('UNPROCESSABLE', message, { errors: [message] });
      }
      await repo.savePreferences(user.id, changes, deps.now());
      return settingsFor(user.id, ctx.userType);
    },

    /**
     * Whether the user wants this kind of mail: their choice, else the default (on). Every sender
     * asks before building a mail (the approval mails of issue 35 item 2 too).
     */
    async wantsMail(userId: number, kind: NotificationKind): Promise<boolean> {
      return (await repo.preferences(userId)).get(kind) ?? defaultOn[kind];
    },

    /** The site's company name and its small logo's address, for the mail layout. */
    async brand(): Promise<MailBrand> {
      const [{ companyName }, logo] = await Promise.all([settings.siteValues(), settings.logoName()]);
      const base = deps.publicUrl.replace(/\/+$/, '');
      return { company: companyName, logoUrl: `${base}/${encodeURIComponent(logo.small)}` };
    },

    /** An absolute storefront address for a mail's button. */
    link(path: string): string {
      return `${deps.publicUrl.replace(/\/+$/, '')}${path}`;
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
