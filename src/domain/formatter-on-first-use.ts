import { SHOP_TIME_ZONE } from './constants';

/**
 * An Intl formatter built when first used rather than when its module loads. Building the first
 * formatter of a locale loads the browser's data for it, tens of milliseconds on a phone; a page
 * whose chunks hold a date formatter it never uses should not pay for it as it starts (decision
 * 032).
 */
export function formatterOnFirstUse<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

/** An Italian date formatter built on first use, on the shop's clock unless `options` name another. */
export function italianDateFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  return formatterOnFirstUse(
    () => new Intl.DateTimeFormat('it-IT', { timeZone: SHOP_TIME_ZONE, ...options }),
  );
}

/** A day on the shop's clock, written out: "21 novembre 2026" (orders, content pages). */
export const longShopDate = italianDateFormat({ day: 'numeric', month: 'long', year: 'numeric' });

/** A time of day on the shop's clock: "09:05" (orders, users). */
export const shopClockTime = italianDateFormat({ hour: '2-digit', minute: '2-digit' });
