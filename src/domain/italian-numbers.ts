/**
 * Numbers written the Italian way (dots between thousands, a decimal comma), as Intl's it-IT
 * format writes them, without building an Intl formatter: the first one a page builds loads the
 * browser's Italian locale data, the largest single piece of work of a catalog page's start on a
 * phone (decision 032). The tests compare every shape with Intl's.
 */

/** 1234567 → "1.234.567"; every group of three digits separated, 4-digit numbers too. */
export function formatCount(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, '.');
  return value < 0 && grouped !== '0' ? `-${grouped}` : grouped;
}

/** 4.5 → "4,5", 4 → "4", 4.56 → "4,6": at most `fractionDigits` decimals, halves away from 0. */
export function formatDecimal(value: number, fractionDigits: number): string {
  const scale = 10 ** fractionDigits;
  const scaled = Math.round(Math.abs(value) * scale);
  const whole = Math.trunc(scaled / scale);
  const fraction = String(scaled % scale)
    .padStart(fractionDigits, '0')
    .replace(/0+$/, '');
  const sign = value < 0 && scaled !== 0 ? '-' : '';
  return `${sign}${formatCount(whole)}${fraction ? `,${fraction}` : ''}`;
}
