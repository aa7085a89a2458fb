/**
 * The background of a user's initials when there is no avatar picture: one colour of a small
 * palette, always the same for the same user, so the placeholder is recognisable from page to
 * page. Every colour gives white text a contrast of at least 4.5:1 (WCAG AA for normal text).
 */

export const AVATAR_INITIALS_TEXT_COLOUR = '#ffffff';

export const AVATAR_PALETTE = [
  '#0b5cad', // blue
  '#17693a', // green
  '#b3261e', // red
  '#8a4b00', // brown
  '#6b3fa0', // purple
  '#00707a', // teal
  '#a3306b', // plum
  '#4b5563', // slate
] as const;

export type AvatarColour = (typeof AVATAR_PALETTE)[number];

/** FNV-1a over the id's UTF-16 code units: cheap, stable across browsers and the server. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The initials' background colour of the user with this id. */
export function avatarColourOf(userId: string): AvatarColour {
  return AVATAR_PALETTE[hashOf(userId) % AVATAR_PALETTE.length] ?? AVATAR_PALETTE[0];
}
