/** Money is always integer euro cents, IVA included. */

const euroFormatter = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // CLDR leaves 4-digit amounts ungrouped in Italian; shops write 1.239,00 €.
  useGrouping: 'always',
});

/** 123900 → "1.239,00 €" (it-IT, always two decimals). */
export function formatEuro(cents: number): string {
  return euroFormatter.format(cents / 100);
}

/** 1239 → 123900. Rounds half away from zero to whole cents. */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}
