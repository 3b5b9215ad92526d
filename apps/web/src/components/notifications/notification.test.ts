import { describe, expect, it } from 'vitest';
import { dismissNotification, replaceNotification } from './notification.ts';

describe('notifications', () => {
  it('builds a notification with the default type', () => {
    expect(replaceNotification(2, { message: 'Hello' })).toEqual({
      id: 2,
      type: 'default',
      message: 'Hello',
      action: null,
      actionLink: null,
    });
  });

  it('keeps an action only together with its link', () => {
    expect(replaceNotification(1, { message: 'Created', action: 'Open', actionLink: '/order-guide' })).toMatchObject({
      action: 'Open',
      actionLink: '/order-guide',
    });
    expect(replaceNotification(1, { message: 'Created', action: 'Open' })).toMatchObject({
      action: null,
      actionLink: null,
    });
  });

  it('closing an older notification leaves the newer one showing', () => {
    const newer = replaceNotification(2, { message: 'Preferences updated.', type: 'success' });
    expect(dismissNotification(newer, 1)).toBe(newer);
    expect(dismissNotification(newer, 2)).toBeNull();
  });
});
