import { AVATAR_SIZES, avatarUrls, type AvatarSize } from '../../../domain/account/avatar-files';

/** An avatar's square WebP files, one per size (domain/account/profile.schema.ts avatarUrl). */
export type AvatarFiles = Readonly<Record<AvatarSize, string>>;

const AVATAR_FILE = /^(.+)-(\d+)\.webp$/;

/**
 * The files of an avatar from the address of one of them (the session carries its
 * SESSION_AVATAR_SIZE file), or null for an address that is not one of an avatar's files (then
 * it is shown alone).
 */
export function avatarFilesOf(url: string): AvatarFiles | null {
  const match = AVATAR_FILE.exec(url);
  const base = match?.[1];
  if (!base || !AVATAR_SIZES.some((size) => String(size) === match[2])) return null;
  return avatarUrls(base);
}

/** A srcset of the given sizes of an avatar, by width ("…-128.webp 128w, …-256.webp 256w"). */
export function avatarSrcSet(files: AvatarFiles, sizes: readonly AvatarSize[]): string {
  return sizes.map((size) => `${files[size]} ${size}w`).join(', ');
}
