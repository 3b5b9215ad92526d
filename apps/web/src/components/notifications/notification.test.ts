import { describe, expect, it } from 'vitest';
import { dismissNotification, enqueueNotification } from './notification.ts';

describe('notification queue', () => {
  it('adds notifications in order with the default type', () => {
    const one = enqueueNotification([], 1, { message: 'Saved', type: 'success' });
    const two = enqueueNotification(one, 2, { message: 'Hello' });
    expect(two).toEqual([
      { id: 1, type: 'success', message: 'Saved', action: null, actionLink: null },
      { id: 2, type: 'default', message: 'Hello', action: null, actionLink: null },
    ]);
  });

  it('keeps an action only together with its link', () => {
    const [withLink] = enqueueNotification([], 1, { message: 'Created', action: 'Open', actionLink: '/order-guide' });
    expect(withLink).toMatchObject({ action: 'Open', actionLink: '/order-guide' });
    const [withoutLink] = enqueueNotification([], 1, { message: 'Created', action: 'Open' });
    expect(withoutLink).toMatchObject({ action: null, actionLink: null });
  });

  it('dismisses by id', () => {
    const queue = enqueueNotification(enqueueNotification([], 1, { message: 'a' }), 2, { message: 'b' });
    expect(dismissNotification(queue, 1).map((n) => n.id)).toEqual([2]);
  });
});
