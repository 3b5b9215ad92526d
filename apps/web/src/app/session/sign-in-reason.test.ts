import { describe, expect, it } from 'vitest';
import { SessionEndReason, TokenErrorDescription } from '@provender/contract';
import { reasonDisplay } from './sign-in-reason.ts';

describe('reasonDisplay', () => {
  it('shows a changed password as an error notification', () => {
    expect(reasonDisplay(SessionEndReason.passwordChanged)).toBe('notification');
  });

  it('sends "not authorized" reasons to Access Denied, whatever the case', () => {
    expect(reasonDisplay(SessionEndReason.disabled)).toBe('access-denied');
    expect(reasonDisplay(TokenErrorDescription.noCustomer)).toBe('access-denied');
    expect(reasonDisplay('Not Authorized')).toBe('access-denied');
  });

  it('shows anything else as red text on the login page', () => {
    expect(reasonDisplay(SessionEndReason.expired)).toBe('inline');
    expect(reasonDisplay('Unknown user or invalid password')).toBe('inline');
    expect(reasonDisplay(TokenErrorDescription.disabled)).toBe('inline');
  });
});
