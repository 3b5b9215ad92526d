/**
 * How a sign-in reason is shown (spec 01 section 4): a changed password as an error notification,
 * 'not authorized' on the Access Denied page, anything else as red text on the login page.
 */
export type ReasonDisplay = 'notification' | 'access-denied' | 'inline';

export function reasonDisplay(reason: string): ReasonDisplay {
  const text = reason.toLowerCase();
  if (text.includes('changed password')) return 'notification';
  if (text.includes('not authorized')) return 'access-denied';
  return 'inline';
}
