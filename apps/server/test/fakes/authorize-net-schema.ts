/**
 * The part of Authorize.Net's published request schema (AnetApiSchema.xsd, as shipped with the
 * official SDKs) that the storefront's requests use, written down as data: each complex type's
 * elements in schema order with their occurrence, and each simple type's length, pattern and
 * enumeration facets. Elements we never send keep their place in the sequence (so an element out
 * of order is still caught) with an unchecked type. Where the schema only says a value's form in
 * a comment (card numbers, expiry, routing numbers) or in its documentation (setting names), the
 * form is checked as the processor documents it.
 *
 * The JSON API maps JSON to the schema's XML: property order is element order, a repeated element
 * is a JSON array, and a request that does not validate is answered E00003 with the .NET
 * validator's sentence, which quotes the refused value.
 */

const NS = 'AnetApi/xml/v1/schema/AnetApiSchema.xsd';

export type SimpleType =
  | {
      kind: 'string';
      name?: string;
      minLength?: number;
      maxLength?: number;
      length?: number;
      /** An xs:pattern facet. */
      pattern?: RegExp;
      enumeration?: readonly string[];
      /** A form the schema states in a comment or the API documentation, not as a facet. */
      format?: { test: RegExp; says: string };
    }
  | { kind: 'decimal' }
  | { kind: 'boolean' }
  | { kind: 'int'; minInclusive?: number; maxInclusive?: number }
  | { kind: 'any' };

export interface ElementDecl {
  name: string;
  type: SimpleType | ComplexType | (() => ComplexType);
  minOccurs?: 0 | 1;
  maxOccurs?: number | 'unbounded';
}
export interface ChoiceDecl {
  choice: readonly ElementDecl[];
  minOccurs?: 0 | 1;
}
export interface ComplexType {
  name: string;
  sequence: readonly (ElementDecl | ChoiceDecl)[];
}

const str = (facets: Omit<Extract<SimpleType, { kind: 'string' }>, 'kind'> = {}): SimpleType => ({
  kind: 'string',
  ...facets,
});
const any: SimpleType = { kind: 'any' };
const opt = (name: string, type: ElementDecl['type'] = any): ElementDecl => ({ name, type, minOccurs: 0 });
const req = (name: string, type: ElementDecl['type']): ElementDecl => ({ name, type });
const numericString = str({ name: 'numericString', pattern: /^[0-9]+$/ });

/** anet:ANetApiRequest, the start of every request. */
const merchantAuthenticationType: ComplexType = {
  name: 'merchantAuthenticationType',
  sequence: [
    opt('name', str({ maxLength: 25 })),
    {
      choice: [
        req('transactionKey', str({ maxLength: 16 })),
        opt('sessionToken', str()),
        req('password', str({ maxLength: 40 })),
        opt('impersonationAuthentication'),
        opt('fingerPrint'),
        opt('clientKey', str()),
        opt('accessToken', str()),
      ],
    },
    opt('mobileDeviceId', str({ maxLength: 60 })),
  ],
};
const apiRequest = [
  req('merchantAuthentication', merchantAuthenticationType),
  opt('clientId', str({ maxLength: 30 })),
  opt('refId', str({ maxLength: 20 })),
];

const creditCardType: ComplexType = {
  name: 'creditCardType',
  sequence: [
    // "Format of cardNumber should be numeric string or four X's followed by the last four digits."
    req(
      'cardNumber',
      str({
        minLength: 4,
        maxLength: 16,
        format: { test: /^(\d+|XXXX\d{4})$/, says: 'numeric, or XXXX and the last four digits' },
      }),
    ),
    // "Format of expirationDate should be gYearMonth (such as 2001-10) or four X's."
    req(
      'expirationDate',
      str({
        minLength: 4,
        maxLength: 7,
        format: { test: /^(\d{4}-(0[1-9]|1[0-2])|(0[1-9]|1[0-2])\d{2}|XXXX)$/, says: 'YYYY-MM, MMYY or XXXX' },
      }),
    ),
    opt('cardCode', str({ name: 'cardCode', pattern: /^[0-9]+$/, minLength: 3, maxLength: 4 })),
    opt('isPaymentToken', { kind: 'boolean' }),
    opt('cryptogram', str()),
    opt('tokenRequestorName', str()),
    opt('tokenRequestorId', str()),
    opt('tokenRequestorEci', str()),
  ],
};

const bankAccountType: ComplexType = {
  name: 'bankAccountType',
  sequence: [
    opt('accountType', str({ enumeration: ['checking', 'savings', 'businessChecking'] })),
    // "nine digits or four X's followed by the last four digits"
    req(
      'routingNumber',
      str({ maxLength: 9, format: { test: /^(\d{9}|XXXX\d{4})$/, says: 'nine digits, or XXXX and the last four' } }),
    ),
    req(
      'accountNumber',
      str({ maxLength: 17, format: { test: /^(\d+|XXXX\d{4})$/, says: 'numeric, or XXXX and the last four digits' } }),
    ),
    req('nameOnAccount', str({ maxLength: 22 })),
    opt('echeckType', str({ enumeration: ['PPD', 'WEB', 'CCD', 'TEL', 'ARC', 'BOC'] })),
    opt('bankName', str({ maxLength: 50 })),
    opt('checkNumber', str({ maxLength: 15 })),
  ],
};

const paymentType: ComplexType = {
  name: 'paymentType',
  sequence: [
    {
      choice: [
        req('creditCard', creditCardType),
        req('bankAccount', bankAccountType),
        req('trackData', any),
        req('encryptedTrackData', any),
        req('payPal', any),
        req('opaqueData', any),
        req('emv', any),
      ],
    },
    opt('dataSource', str()),
  ],
};

const orderType: ComplexType = {
  name: 'orderType',
  sequence: [
    opt('invoiceNumber', str({ maxLength: 20 })),
    opt('description', str({ maxLength: 255 })),
    opt('discountAmount', { kind: 'decimal' }),
    opt('taxIsAfterDiscount', { kind: 'boolean' }),
    opt('totalTaxTypeCode', str({ maxLength: 3 })),
    opt('purchaserVATRegistrationNumber', str({ maxLength: 21 })),
    opt('merchantVATRegistrationNumber'),
    opt('vatInvoiceReferenceNumber'),
    opt('purchaserCode'),
    opt('summaryCommodityCode'),
    opt('purchaseOrderDateUTC'),
    opt('supplierOrderReference'),
    opt('authorizedContactName'),
    opt('cardAcceptorRefNumber'),
    opt('amexDataTAA1'),
    opt('amexDataTAA2'),
    opt('amexDataTAA3'),
    opt('amexDataTAA4'),
  ],
};

const nameAndAddress = [
  opt('firstName', str({ maxLength: 50 })),
  opt('lastName', str({ maxLength: 50 })),
  opt('company', str({ maxLength: 50 })),
  opt('address', str({ maxLength: 60 })),
  opt('city', str({ maxLength: 40 })),
  opt('state', str({ maxLength: 40 })),
  opt('zip', str({ maxLength: 20 })),
  opt('country', str({ maxLength: 60 })),
];
const customerAddressType: ComplexType = {
  name: 'customerAddressType',
  sequence: [
    ...nameAndAddress,
    opt('phoneNumber', str({ maxLength: 25 })),
    opt('faxNumber', str({ maxLength: 25 })),
    opt('email', str()),
  ],
};

/** Setting names createTransactionRequest accepts (the schema's documentation of transactionSettings). */
const transactionSettingNames = [
  'emailCustomer',
  'merchantEmail',
  'allowPartialAuth',
  'headerEmailReceipt',
  'footerEmailReceipt',
  'recurringBilling',
  'duplicateWindow',
  'testRequest',
] as const;
const arrayOfSetting: ComplexType = {
  name: 'ArrayOfSetting',
  sequence: [
    {
      name: 'setting',
      minOccurs: 0,
      maxOccurs: 'unbounded',
      type: {
        name: 'settingType',
        sequence: [opt('settingName', str({ enumeration: transactionSettingNames })), opt('settingValue', str())],
      },
    },
  ],
};

const transactionRequestType: ComplexType = {
  name: 'transactionRequestType',
  sequence: [
    req(
      'transactionType',
      str({
        // xs:string in the schema; the values of transactionTypeEnum are the ones the API takes.
        enumeration: [
          'authOnlyTransaction',
          'authCaptureTransaction',
          'captureOnlyTransaction',
          'refundTransaction',
          'priorAuthCaptureTransaction',
          'voidTransaction',
          'getDetailsTransaction',
          'authOnlyContinueTransaction',
          'authCaptureContinueTransaction',
        ],
      }),
    ),
    opt('amount', { kind: 'decimal' }),
    opt('currencyCode', str()),
    opt('payment', paymentType),
    opt('profile'),
    opt('solution'),
    opt('callId', str()),
    opt('terminalNumber', str()),
    opt('authCode', str()),
    opt('refTransId', str()),
    opt('splitTenderId', str()),
    opt('order', orderType),
    opt('lineItems'),
    opt('tax'),
    opt('duty'),
    opt('shipping'),
    opt('taxExempt', { kind: 'boolean' }),
    opt('poNumber', str()),
    opt('customer'),
    opt('billTo', customerAddressType),
    opt('shipTo'),
    opt('customerIP', str()),
    opt('cardholderAuthentication'),
    opt('retail'),
    opt('employeeId', str()),
    opt('transactionSettings', arrayOfSetting),
    opt('userFields'),
    opt('surcharge'),
    opt('merchantDescriptor', str()),
    opt('subMerchant'),
    opt('tip'),
    opt('processingOptions'),
    opt('subsequentAuthInformation'),
    opt('otherTax'),
    opt('shipFrom'),
    opt('authorizationIndicatorType'),
  ],
};

const transactionListSorting: ComplexType = {
  name: 'TransactionListSorting',
  sequence: [
    req('orderBy', str({ enumeration: ['id', 'submitTimeUTC'] })),
    req('orderDescending', { kind: 'boolean' }),
  ],
};
const paging: ComplexType = {
  name: 'Paging',
  sequence: [
    req('limit', { kind: 'int', minInclusive: 1, maxInclusive: 1000 }),
    req('offset', { kind: 'int', minInclusive: 1, maxInclusive: 100000 }),
  ],
};

/** The requests the fake understands, by root element. */
export const requestTypes: Record<string, ComplexType> = {
  createTransactionRequest: {
    name: 'createTransactionRequest',
    sequence: [...apiRequest, req('transactionRequest', transactionRequestType)],
  },
  getTransactionDetailsRequest: {
    name: 'getTransactionDetailsRequest',
    sequence: [...apiRequest, req('transId', numericString)],
  },
  getUnsettledTransactionListRequest: {
    name: 'getUnsettledTransactionListRequest',
    sequence: [
      ...apiRequest,
      opt('status', str({ enumeration: ['any', 'pendingApproval'] })),
      opt('sorting', transactionListSorting),
      opt('paging', paging),
    ],
  },
  getTransactionListRequest: {
    name: 'getTransactionListRequest',
    sequence: [
      ...apiRequest,
      opt('batchId', numericString),
      opt('sorting', transactionListSorting),
      opt('paging', paging),
    ],
  },
  updateHeldTransactionRequest: {
    name: 'updateHeldTransactionRequest',
    sequence: [
      ...apiRequest,
      req('heldTransactionRequest', {
        name: 'heldTransactionRequestType',
        sequence: [req('action', str({ enumeration: ['approve', 'decline'] })), req('refTransId', str())],
      }),
    ],
  },
};

const expectedNames = (particles: readonly (ElementDecl | ChoiceDecl)[]) =>
  particles.flatMap((p) => ('choice' in p ? p.choice.map((c) => c.name) : [p.name])).join(', ');

function simpleProblem(name: string, type: SimpleType, value: unknown): string | null {
  if (type.kind === 'any') return null;
  if (typeof value === 'object' && value !== null)
    return `The element '${name}' in namespace '${NS}' cannot contain child elements.`;
  const text = String(value);
  const invalid = (datatype: string, why: string) =>
    `The '${NS}:${name}' element is invalid - The value '${text}' is invalid according to its datatype '${datatype}' - ${why}`;
  switch (type.kind) {
    case 'decimal':
      return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)
        ? null
        : invalid('Decimal', `The string '${text}' is not a valid Decimal value.`);
    case 'boolean':
      return /^(true|false|1|0)$/.test(text)
        ? null
        : invalid('Boolean', `The string '${text}' is not a valid Boolean value.`);
    case 'int': {
      if (!/^[+-]?\d+$/.test(text)) return invalid('Int', `The string '${text}' is not a valid Int32 value.`);
      const n = Number(text);
      if (type.minInclusive !== undefined && n < type.minInclusive)
        return invalid('Int', 'The MinInclusive constraint failed.');
      if (type.maxInclusive !== undefined && n > type.maxInclusive)
        return invalid('Int', 'The MaxInclusive constraint failed.');
      return null;
    }
    case 'string': {
      const datatype = type.name ?? 'String';
      if (type.length !== undefined && text.length !== type.length)
        return invalid(datatype, 'The actual length is not equal to the specified length.');
      if (type.minLength !== undefined && text.length < type.minLength)
        return invalid(datatype, 'The actual length is less than the MinLength value.');
      if (type.maxLength !== undefined && text.length > type.maxLength)
        return invalid(datatype, 'The actual length is greater than the MaxLength value.');
      if (type.pattern && !type.pattern.test(text)) return invalid(datatype, 'The Pattern constraint failed.');
      if (type.enumeration && !type.enumeration.includes(text))
        return invalid(datatype, 'The Enumeration constraint failed.');
      if (type.format && !type.format.test.test(text))
        return `The '${NS}:${name}' element is invalid - The value '${text}' is not in the documented form (${type.format.says}).`;
      return null;
    }
  }
}

function complexProblems(name: string, type: ComplexType, value: unknown, out: string[]) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    out.push(`The element '${name}' in namespace '${NS}' must contain child elements (${type.name}).`);
    return;
  }
  const keys = Object.keys(value);
  const record = value as Record<string, unknown>;
  let at = 0;
  const check = (decl: ElementDecl) => {
    const raw = record[decl.name];
    const many = decl.maxOccurs === 'unbounded' || (typeof decl.maxOccurs === 'number' && decl.maxOccurs > 1);
    if (Array.isArray(raw) && !many) {
      out.push(
        `The element '${name}' in namespace '${NS}' has invalid child element '${decl.name}': it may occur once.`,
      );
      return;
    }
    for (const item of Array.isArray(raw) ? raw : [raw]) {
      const t = typeof decl.type === 'function' ? decl.type() : decl.type;
      if ('sequence' in t) complexProblems(decl.name, t, item, out);
      else {
        const problem = simpleProblem(decl.name, t, item);
        if (problem) out.push(problem);
      }
    }
  };
  for (let p = 0; p < type.sequence.length; p++) {
    const particle = type.sequence[p] as ElementDecl | ChoiceDecl;
    const here = keys[at];
    if ('choice' in particle) {
      const chosen = particle.choice.find((c) => c.name === here);
      if (chosen) {
        check(chosen);
        at++;
      } else if (particle.minOccurs !== 0) {
        out.push(
          here === undefined
            ? `The element '${name}' in namespace '${NS}' has incomplete content. List of possible elements expected: '${expectedNames([particle])}' in namespace '${NS}'.`
            : `The element '${name}' in namespace '${NS}' has invalid child element '${here}' in namespace '${NS}'. List of possible elements expected: '${expectedNames(type.sequence.slice(p))}' in namespace '${NS}'.`,
        );
        return;
      }
    } else if (here === particle.name) {
      check(particle);
      at++;
    } else if (particle.minOccurs !== 0) {
      out.push(
        here === undefined
          ? `The element '${name}' in namespace '${NS}' has incomplete content. List of possible elements expected: '${particle.name}' in namespace '${NS}'.`
          : `The element '${name}' in namespace '${NS}' has invalid child element '${here}' in namespace '${NS}'. List of possible elements expected: '${expectedNames(type.sequence.slice(p))}' in namespace '${NS}'.`,
      );
      return;
    }
  }
  if (at < keys.length) {
    out.push(
      `The element '${name}' in namespace '${NS}' has invalid child element '${keys[at]}' in namespace '${NS}'.`,
    );
  }
}

/** Every way `body` breaks the schema (empty when it validates); the root is the request's one property. */
export function schemaProblems(body: unknown): { root: string | null; problems: string[] } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { root: null, problems: ['Root element is missing.'] };
  const roots = Object.keys(body);
  const root = roots[0] ?? null;
  if (roots.length !== 1 || root === null) return { root, problems: ['There are multiple root elements.'] };
  const type = requestTypes[root];
  if (!type) return { root, problems: [`Could not find schema information for the element '${NS}:${root}'.`] };
  const problems: string[] = [];
  complexProblems(root, type, (body as Record<string, unknown>)[root], problems);
  return { root, problems };
}
