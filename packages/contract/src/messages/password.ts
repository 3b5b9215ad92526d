/** The user-visible texts of the password flows (spec 01 section 8). */
export const PasswordMessages = {
  updated: 'Password has been updated',
  resetRequested:
    'If an account exists for that e-mail address or user name, a message ' +
    'with a link to reset the password will be sent to its e-mail address.',
  resetDone: 'Your password has been set. Please sign in with your new password.',
  optionsChanged: 'Password options successfully changed.',
  currentRequired: 'Current password is required',
  currentIncorrect: 'The current password is not correct',
  tooManyAttempts: 'Too many wrong passwords. Your session has ended - Please sign in again',
  newRequired: 'New password is required',
  sameAsCurrent: 'The new password must be different from the current password',
  mustMatch: 'Passwords must match',
  resetMustMatch: 'passwords must match',
  resetLinkInvalid: 'This password reset link is not valid or has expired. Please request a new one.',
  weak: 'The new password does not meet the password rules',
  /** The password rules' checklist, shown as the user types. */
  policyLength: (characters: number) => `At least ${characters} characters`,
  policyLowercase: 'A lowercase letter',
  policyUppercase: 'An uppercase letter',
  policyNumber: 'A number',
  policySpecial: 'A special character',
} as const;
