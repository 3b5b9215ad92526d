/**
 * The cXML status codes the punchout endpoint answers with (cXML 1.2 reference, "Status"); the
 * HTTP status is 200 whenever a cXML document is returned, the Status element carries the outcome.
 */
export const CxmlStatus = {
  ok: { code: 200, text: 'OK' },
  /** Well-formed, but not a usable PunchOutSetupRequest. */
  badRequest: { code: 400, text: 'Bad Request' },
  /** The Sender's credential (shared secret) was not recognised. */
  unauthorized: { code: 401, text: 'Unauthorized' },
  /** The From identity is not a buyer configured for punchout, or it is disabled. */
  forbidden: { code: 403, text: 'Forbidden' },
  /** Not well-formed XML. */
  notAcceptable: { code: 406, text: 'Not Acceptable' },
  /** A request other than PunchOutSetupRequest, or an operation this store does not offer. */
  notImplemented: { code: 450, text: 'Not Implemented' },
  internalError: { code: 500, text: 'Internal Server Error' },
} as const;
export type CxmlStatusValue = (typeof CxmlStatus)[keyof typeof CxmlStatus];

/** A refusal answered as a cXML Response with this Status. */
export class CxmlStatusError extends Error {
  constructor(
    readonly status: CxmlStatusValue,
    message: string,
  ) {
    super(message);
  }
}
