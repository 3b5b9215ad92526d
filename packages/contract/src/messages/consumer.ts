/** The user-visible texts of consumer sign-up, verification and preferences (spec 01 section 8). */
export const ConsumerMessages = {
  registered: 'Account registered succesfully',
  checkMail: 'We have sent you an e-mail with a link to verify your address. Please verify it before signing in.',
  verified: 'Your account has been verified. Please sign in with your email address.',
  verificationFailed: 'Account verification failed. Please try again later.',
  resent:
    'If an account that has not been verified exists for this e-mail address, a new verification link has been sent to it.',
  preferencesUpdated: 'Preferences updated.',
  preferencesNotUpdated: 'Preferences not updated.',
  notAllowed: 'Consumer accounts are not available on this site.',
} as const;
