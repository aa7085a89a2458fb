import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_TEXTS, passwordProblems } from '../../../domain/auth/password-rules';
import { isAcceptablePassword, passwordRuleStatuses } from './password-rule-status';

describe('passwordRuleStatuses', () => {
  it('lists every stated rule in order', () => {
    expect(passwordRuleStatuses('').map((rule) => rule.text)).toEqual([...PASSWORD_RULE_TEXTS]);
    expect(passwordRuleStatuses('').every((rule) => !rule.met)).toBe(true);
  });

  it('marks each rule on its own', () => {
    expect(passwordRuleStatuses('abc').map((rule) => rule.met)).toEqual([false, true, false]);
    expect(passwordRuleStatuses('1234567890').map((rule) => rule.met)).toEqual([true, false, true]);
    expect(passwordRuleStatuses('pàssword12').map((rule) => rule.met)).toEqual([true, true, true]);
  });

  it.each([
    '',
    'abc',
    'abcdefghij',
    '1234567890',
    'abcdefghi1',
    'Città2025!',
    'x'.repeat(129) + '1',
  ])('agrees with the server rules for %j', (password) => {
    const allMet = passwordRuleStatuses(password).every((rule) => rule.met);
    const serverAccepts = passwordProblems(password).length === 0;
    // Over-long passwords are cut by the field's maxLength, so the checklist can skip that rule.
    if (password.length <= 128) expect(allMet).toBe(serverAccepts);
    expect(isAcceptablePassword(password)).toBe(serverAccepts);
  });
});
