import { notificationSettingsSchema, notificationSettingsUpdateSchema } from '../notifications.ts';
import { defineEndpoint } from './define.ts';

/** The signed-in user's mail choices: the Notifications card on /settings (issue 35, decision 520). */
export const notificationEndpoints = {
  getNotificationSettings: defineEndpoint({
    method: 'GET',
    path: '/api/notifications',
    tags: ['notifications'],
    summary:
      'The mails the signed-in user may receive, each on or off (order confirmations and receipts on by default)',
    status: 200,
    response: notificationSettingsSchema,
    errors: [],
  }),
  saveNotificationSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/notifications',
    tags: ['notifications'],
    summary: 'Turn one or more kinds of mail on or off for the signed-in user; answers every kind as saved',
    body: notificationSettingsUpdateSchema,
    status: 200,
    response: notificationSettingsSchema,
    errors: [422],
  }),
};
