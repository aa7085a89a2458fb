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
