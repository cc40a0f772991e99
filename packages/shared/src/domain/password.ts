import { PASSWORD_MIN_LENGTH } from '../limits.ts';

/** The signup checklist rules (docs/PRODUCT.md, Accounts and settings), in the order the screen shows them. */
export const PASSWORD_RULES = [
  { key: 'length', label: '8+ characters', test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  {
    key: 'case',
    label: 'Upper & lowercase letters',
    test: (p: string) => /[a-z]/.test(p) && /[A-Z]/.test(p),
  },
  { key: 'digit', label: 'At least one number', test: (p: string) => /\d/.test(p) },
  {
    key: 'special',
    label: 'At least one special character',
    test: (p: string) => /[!@#$%^&*]/.test(p),
  },
] as const;

export type PasswordRuleKey = (typeof PASSWORD_RULES)[number]['key'];

/** The labels of the rules a password breaks; empty when it passes. */
export function passwordProblems(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.label);
}
