/** Delivery address texts (spec 02 section 5). */
export const AddressMessages = {
  primaryNotDeletable: 'The primary address cannot be deleted',
  lastNotDeletable: 'The last address cannot be deleted',
  required: 'A delivery address is required to browse and add products to the cart.',
  zipCode: 'Must be valid Zip Code',
  phoneFormat: 'Phone number format (###) ###-#### Ext ######',
} as const;
