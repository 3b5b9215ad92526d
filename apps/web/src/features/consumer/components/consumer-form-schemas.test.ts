import { describe, expect, it } from 'vitest';
import { signUpResolver } from './consumer-form-schemas.ts';

const policy = {
  minimumPasswordLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireNumber: true,
  requireSpecialCharacter: true,
};

describe('sign-up validation', () => {
  it('reports every error of the form at once, the phone and password rules beside the empty fields', async () => {
    const resolve = signUpResolver(policy);
    const result = await resolve(
      {
        name: '',
        company: '',
        phone: '555',
        email: 'not-an-email',
        emailOption: false,
        password: 'short',
        confirmPassword: 'other',
      },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(Object.keys(result.errors).sort()).toEqual(['confirmPassword', 'email', 'name', 'password', 'phone']);
  });

  it('passes a complete, valid form', async () => {
    const result = await signUpResolver(policy)(
      {
        name: 'Jordan Ellis',
        company: '',
        phone: '(617) 555-0100',
        email: 'jordan@example.com',
        emailOption: true,
        password: 'Good-pass1',
        confirmPassword: 'Good-pass1',
      },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(result.errors).toEqual({});
  });
});
