/**
 * An avatar's files and their limits (decision 025). Kept apart from the profile's zod schemas:
 * the browser's start-up chunk shows the account panel's avatar and must not carry zod.
 */

/** The sizes, in pixels, of the square WebP files an uploaded avatar becomes. */
export const AVATAR_SIZES = [64, 128, 256] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

/** The largest avatar file accepted, before any decoding. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Larger pictures are refused before they are decoded (a decompression bomb). */
export const AVATAR_MAX_PIXELS = 40_000_000;
export const AVATAR_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The avatar's files: `${base}-${size}.webp` for each of AVATAR_SIZES. */
export function avatarUrl(base: string, size: AvatarSize): string {
  return `${base}-${size}.webp`;
}

/** The size the session's user carries (SessionUser.avatarUrl: the account menu, the header). */
export const SESSION_AVATAR_SIZE: AvatarSize = 128;

/** Every file of an avatar, by size (AccountProfile.avatar). */
export function avatarUrls(base: string): Record<AvatarSize, string> {
  return { 64: avatarUrl(base, 64), 128: avatarUrl(base, 128), 256: avatarUrl(base, 256) };
}
