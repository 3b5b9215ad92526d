import type { PunchoutFormField } from '@provender/contract';
import { OCI_RETURN_PARAMETERS } from './oci-fields.ts';

/** The OCI entry's parameters, by their OCI names (any case). */
export interface OciEntry {
  username: string;
  password: string;
  hookUrl: string;
  /** FUNCTION, upper case ('' for ordinary shopping). */
  func: string;
  /** PRODUCTID of FUNCTION=DETAIL or VALIDATE: our product code, or code/unit as NEW_ITEM-EXT_PRODUCT_ID sent it. */
  productId: string;
  /** QUANTITY and UNIT of FUNCTION=VALIDATE ('' when not given). */
  quantity: string;
  unit: string;
  /** ~OkCode, ~TARGET, ~CALLER as given, echoed on return. */
  returnFields: Record<string, string>;
}

export type OciEntryResult =
  | { ok: true; startPage: string }
  /** FUNCTION=VALIDATE: the item goes back to HOOK_URL as a form, without a session (decision 140). */
  | { ok: true; form: { action: string; target: string; fields: PunchoutFormField[] } }
  | { ok: false; status: 400 | 401 | 403 | 404; message: string }
  /** Too many attempts for the OCI user or the address: the password was not checked (decision 096). */
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

/**
 * OCI 4.0 FUNCTION values: shopping (none) and DETAIL open a session, VALIDATE answers the item;
 * BACKGROUND_SEARCH is refused with a message naming it (decision 140).
 */
export const OCI_REFUSED_FUNCTIONS: ReadonlySet<string> = new Set(['BACKGROUND_SEARCH']);

/** Reads the entry's query and form fields; names in any case, the first of repeated values. */
export function ociParameters(source: unknown): OciEntry {
  const values: Record<string, string> = {};
  if (typeof source === 'object' && source !== null) {
    for (const [key, value] of Object.entries(source)) {
      const text = Array.isArray(value) ? value[0] : value;
      if (typeof text === 'string') values[key.toLowerCase()] = text;
    }
  }
  const returnFields: Record<string, string> = {};
  for (const name of OCI_RETURN_PARAMETERS) {
    const value = values[name.toLowerCase()];
    if (value) returnFields[name] = value.slice(0, 100);
  }
  return {
    username: (values['username'] ?? '').trim(),
    password: values['password'] ?? '',
    hookUrl: (values['hook_url'] ?? '').trim(),
    func: (values['function'] ?? '').trim().toUpperCase(),
    productId: (values['productid'] ?? '').trim(),
    quantity: (values['quantity'] ?? '').trim(),
    unit: (values['unit'] ?? '').trim(),
    returnFields,
  };
}
