/**
 * A redirect target is accepted only when it is a path on this site (spec §5: it must start
 * with "/"); "//host" and "/\host" are protocol-relative escapes to another site and refused.
 */
export function isSafeRedirect(target: unknown): target is string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return false;
  if (!target.startsWith('/')) return false;
  const second = target.charAt(1);
  if (second === '/' || second === '\\') return false;
  // Control characters can be stripped by browsers into something else entirely.
  return ![...target].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/** The target to go to after login/register, or the fallback "/" when unsafe or missing. */
export function resolveRedirect(target: unknown, fallback = '/'): string {
  return isSafeRedirect(target) ? target : fallback;
}
