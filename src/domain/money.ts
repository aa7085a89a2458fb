import { formatCount } from './italian-numbers';

/** Money is always integer euro cents, IVA included. */

/**
 * 123900 → "1.239,00 €": Intl's it-IT currency format, always two decimals and a no-break space
 * before the sign, with 4-digit amounts grouped too (CLDR leaves them ungrouped in Italian; shops
 * write 1.239,00 €).
 */
export function formatEuro(cents: number): string {
  const whole = Math.trunc(Math.abs(cents) / 100);
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${formatCount(whole)},${fraction}\u00a0€`;
}

/** 1239 → 123900. Rounds half away from zero to whole cents. */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

/**
 * An amount typed in euro, the Italian way or the plain way, into cents: "19,90", "19.90",
 * "1.239,00", "1239", "€ 5". Null for anything else (more than two decimals, letters, empty).
 */
export function parseEuroInput(text: string): number | null {
  const compact = text.replace(/[\s\u00a0€]/g, '');
  // Italian: dots group thousands, a comma starts the cents.
  const italian = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(compact);
  // Plain: no grouping, a dot starts the cents.
  const plain = /^(\d+)\.(\d{1,2})$/.exec(compact);
  const match = plain ?? italian;
  if (!match) return null;
  const whole = Number((match[1] ?? '').replace(/\./g, ''));
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const cents = whole * 100 + Number(fraction || '0');
  return Number.isSafeInteger(cents) ? cents : null;
}
