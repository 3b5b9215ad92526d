import type { Db } from '../../db/client.ts';
import type { DocumentsService } from '../documents/documents.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { createNotificationWorker } from './notification-worker.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { createNotificationsService } from './notifications.service.ts';

/**
 * The notifications feature (issue 35 item 3): each user's choices, `wantsMail` for every sender,
 * the worker that mails the queued events and the weekly digest, and `afterCommit`, which the
 * routes that place orders and take payments call once they have answered, so the mail leaves at
 * once instead of at the worker's next round.
 */
export function createNotifications(
  db: Db,
  deps: {
    settings: SettingsService;
    documents: Pick<DocumentsService, 'confirmationForMail'>;
    mail: MailService;
    publicUrl: string;
    now: () => Date;
  },
) {
  const repo = createNotificationsRepository(db);
  const service = createNotificationsService({
    repo,
    settings: deps.settings,
    publicUrl: deps.publicUrl,
    now: deps.now,
  });
  const newWorker = () => createNotificationWorker({ ...deps, repo, notifications: service });
  const worker = newWorker();
  // One round after commits at a time: a commit during a round asks for one more round after it,
  // instead of every order of a burst starting a round of its own that claims an empty queue.
  let round: Promise<void> | null = null;
  let again = false;
  const rounds = async () => {
    try {
      do {
        again = false;
        await worker.deliverDue();
      } while (again);
    } finally {
      round = null;
    }
  };
  return {
    ...service,
    worker,
    /** A worker of its own, as another process runs one (tests of several processes on one database). */
    newWorker,
    /** Sends the events just committed (tracked by the mail service: mail.idle() waits for it). */
    afterCommit(): void {
      if (round) {
        again = true;
        return;
      }
      const started = (round = rounds());
      deps.mail.background('notifications', () => started);
    },
  };
}
export type Notifications = ReturnType<typeof createNotifications>;
