/** Password rules, stated on the registration and reset pages and enforced by the server. */

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_RULE_TEXTS = [
  `Almeno ${PASSWORD_MIN_LENGTH} caratteri`,
  'Almeno una lettera',
  'Almeno un numero',
] as const;

/** The rules a password breaks, as Italian texts; empty when it is acceptable. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH)
    problems.push(`La password deve avere almeno ${PASSWORD_MIN_LENGTH} caratteri.`);
  if (password.length > PASSWORD_MAX_LENGTH)
    problems.push(`La password può avere al massimo ${PASSWORD_MAX_LENGTH} caratteri.`);
  if (!/\p{L}/u.test(password)) problems.push('La password deve contenere almeno una lettera.');
  if (!/\p{N}/u.test(password)) problems.push('La password deve contenere almeno un numero.');
  return problems;
}
