import { describe, expect, it } from 'vitest';
import { accountAddressKeyParamsSchema, deliveryAddressSchema } from './address.ts';
import { themeSchema } from './theme.ts';
import { z } from './zod.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message);

// zod/mini loads no locale: without src/zod.ts's configuration each of these would read "Invalid input".
describe("the contract's zod (decision 362)", () => {
  it("writes zod's own messages in the same English as classic zod", () => {
    expect(messages(accountAddressKeyParamsSchema.safeParse({ key: 'x'.repeat(21), other: 1 }))).toEqual([
      'Too big: expected string to have <=20 characters',
      'Unrecognized key: "other"',
    ]);
    expect(messages(deliveryAddressSchema.safeParse({ ...sampleAddress, id: 1.5 }))).toEqual([
      'Invalid input: expected int, received number',
    ]);
  });

  it('keeps an extended strict object strict, in parsing and in its JSON schema', () => {
    const theme = { theme: 'light', primaryColor: '#007373', secondaryColor: '#f50057', hasUserTheme: false };
    expect(themeSchema.safeParse(theme).success).toBe(true);
    expect(messages(themeSchema.safeParse({ ...theme, extra: 1 }))).toEqual(['Unrecognized key: "extra"']);
    expect(z.toJSONSchema(themeSchema)).toMatchObject({ additionalProperties: false, required: Object.keys(theme) });
  });
});

const sampleAddress = {
  id: 1,
  key: 1,
  isPrimary: true,
  name: 'n',
  display: 'd',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '12345',
  county: '',
  contact: '',
  phone: '',
  deliveryTime: '',
  minimumOrderAmount: '0.00',
  isValidZipCode: true,
};
