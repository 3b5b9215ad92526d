import { z } from './zod.ts';

/** How a punchout session reached the storefront. */
export const punchoutProtocols = ['cxml', 'oci'] as const;
export const punchoutProtocolSchema = z.enum(punchoutProtocols);
export type PunchoutProtocol = z.infer<typeof punchoutProtocolSchema>;

/** The address bar's query parameter carrying the one-time authorization code (spec 01 section 4). */
export const PUNCHOUT_CODE_PARAM = 'ac';
/** The start page's query naming where the session lands (a SelectedItem's product or category; decision 058). */
export const PUNCHOUT_LANDING_PARAM = 'to';

/** One field of the hidden form that hands the cart back to the buyer's system. */
export const punchoutFormFieldSchema = z.strictObject({
  name: z.string(),
  value: z.string(),
});
export type PunchoutFormField = z.infer<typeof punchoutFormFieldSchema>;

/**
 * POST /api/punchout/createmessage. The browser posts `body` as a hidden form to `postbackUrl` in
 * the `target` window. cXML: one field (named per buyer: cxml-urlencoded, cxml-base64 or the
 * spec's cxmlencoded) holding the PunchOutOrderMessage; OCI: the NEW_ITEM-* fields (decision 051).
 * The session ends with this answer.
 */
export const punchoutMessageSchema = z.strictObject({
  protocol: punchoutProtocolSchema,
  postbackUrl: z.string(),
  target: z.string(),
  body: z.array(punchoutFormFieldSchema),
});
export type PunchoutMessage = z.infer<typeof punchoutMessageSchema>;

/** GET /api/punchout/sessions (administrators): the sessions open now. */
export const punchoutSessionSummarySchema = z.strictObject({
  buyer: z.string(),
  protocol: punchoutProtocolSchema,
  operation: z.string(),
  customerCode: z.string(),
  buyerCookie: z.string(),
  postbackUrl: z.string(),
  lineCount: z.number().check(z.int()),
  createdAt: z.string(),
  expiresAt: z.string(),
  codeUsed: z.boolean(),
});
export type PunchoutSessionSummary = z.infer<typeof punchoutSessionSummarySchema>;
export const punchoutSessionListSchema = z.array(punchoutSessionSummarySchema);
