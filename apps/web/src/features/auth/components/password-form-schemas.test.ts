import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, resetPasswordFormSchema } from './password-form-schemas.ts';

const strict = {
  minimumPasswordLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireNumber: true,
  requireSpecialCharacter: true,
};
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('password forms', () => {
  it('Change Password needs the current password, a new one that meets the options and a matching confirmation', () => {
    const schema = changePasswordFormSchema(strict);
    expect(
      issues(schema.safeParse({ password: '', newPassword: 'Brand-new5', confirmPassword: 'Brand-new5' })),
    ).toEqual(['password: Current password is required']);
    expect(issues(schema.safeParse({ password: 'x', newPassword: 'weak', confirmPassword: 'weak' }))).toEqual([
      'newPassword: Password does not meet the password rules',
    ]);
    expect(
      issues(schema.safeParse({ password: 'x', newPassword: 'Brand-new5', confirmPassword: 'Brand-new6' })),
    ).toEqual(['confirmPassword: Passwords must match']);
    expect(schema.safeParse({ password: 'x', newPassword: 'Brand-new5', confirmPassword: 'Brand-new5' }).success).toBe(
      true,
    );
  });

  it('the reset form follows the options it is given and says passwords must match in lower case', () => {
    const lax = {
      ...strict,
      minimumPasswordLength: 6,
      requireUppercase: false,
      requireNumber: false,
      requireSpecialCharacter: false,
    };
    expect(resetPasswordFormSchema(lax).safeParse({ password: 'simple', confirmPassword: 'simple' }).success).toBe(
      true,
    );
    expect(
      issues(resetPasswordFormSchema(strict).safeParse({ password: 'Brand-new5', confirmPassword: 'nope' })),
    ).toEqual(['confirmPassword: passwords must match']);
  });
});
