/** Spec §2.3: count badges show at most "9+". */
export const BADGE_COUNT_MAX = 9;

/** The text of a count badge, or null when there is nothing to count. */
export function formatBadgeCount(count: number | undefined): string | null {
  if (count === undefined || !Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_COUNT_MAX ? `${BADGE_COUNT_MAX}+` : String(Math.floor(count));
}
