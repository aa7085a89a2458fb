import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE_TEXTS,
  passwordProblems,
} from '../../../domain/auth/password-rules';

/**
 * Which of the stated password rules (PASSWORD_RULE_TEXTS, in that order) a password meets, for
 * the live checklist of the registration and reset forms. The tests hold these checks to the
 * domain's passwordProblems(), which the server enforces.
 */
const RULE_CHECKS: Record<(typeof PASSWORD_RULE_TEXTS)[number], (password: string) => boolean> = {
  [PASSWORD_RULE_TEXTS[0]]: (password) => password.length >= PASSWORD_MIN_LENGTH,
  [PASSWORD_RULE_TEXTS[1]]: (password) => /\p{L}/u.test(password),
  [PASSWORD_RULE_TEXTS[2]]: (password) => /\p{N}/u.test(password),
};

export interface PasswordRuleStatus {
  text: string;
  met: boolean;
}

export function passwordRuleStatuses(password: string): PasswordRuleStatus[] {
  return PASSWORD_RULE_TEXTS.map((text) => ({ text, met: RULE_CHECKS[text](password) }));
}

/** The same verdict as the server's: no problem at all. */
export function isAcceptablePassword(password: string): boolean {
  return passwordProblems(password).length === 0;
}
