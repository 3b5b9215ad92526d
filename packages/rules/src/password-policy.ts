import { PasswordMessages } from '@provender/contract';

export interface PasswordPolicy {
  minimumPasswordLength: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumber: boolean;
  requireSpecialCharacter: boolean;
}

export interface PasswordRuleResult {
  rule: 'length' | 'lowercase' | 'uppercase' | 'number' | 'special';
  met: boolean;
  message: string;
}

/** Each rule the policy asks for, and whether the password meets it (shown as the user types). */
export function checkPassword(password: string, policy: PasswordPolicy): PasswordRuleResult[] {
  const results: PasswordRuleResult[] = [
    {
      rule: 'length',
      met: [...password].length >= policy.minimumPasswordLength,
      message: PasswordMessages.policyLength(policy.minimumPasswordLength),
    },
  ];
  if (policy.requireLowercase) {
    results.push({ rule: 'lowercase', met: /\p{Ll}/u.test(password), message: PasswordMessages.policyLowercase });
  }
  if (policy.requireUppercase) {
    results.push({ rule: 'uppercase', met: /\p{Lu}/u.test(password), message: PasswordMessages.policyUppercase });
  }
  if (policy.requireNumber) {
    results.push({ rule: 'number', met: /\p{Nd}/u.test(password), message: PasswordMessages.policyNumber });
  }
  if (policy.requireSpecialCharacter) {
    results.push({
      rule: 'special',
      met: /[^\p{L}\p{Nd}\s]/u.test(password),
      message: PasswordMessages.policySpecial,
    });
  }
  return results;
}

export function meetsPasswordPolicy(password: string, policy: PasswordPolicy): boolean {
  return checkPassword(password, policy).every((r) => r.met);
}

/** True when `next` accepts fewer passwords than `current` (the admin is asked to confirm). */
export function isStricterPolicy(next: PasswordPolicy, current: PasswordPolicy): boolean {
  return (
    next.minimumPasswordLength > current.minimumPasswordLength ||
    (next.requireLowercase && !current.requireLowercase) ||
    (next.requireUppercase && !current.requireUppercase) ||
    (next.requireNumber && !current.requireNumber) ||
    (next.requireSpecialCharacter && !current.requireSpecialCharacter)
  );
}
