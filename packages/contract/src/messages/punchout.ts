/** User-visible punchout texts the spec fixes (spec 01 sections 4 and 8). */
export const PunchoutMessages = {
  sessionExpired: 'Punchout session expired',
  codeRejected: 'Authorization code rejected',
} as const;
