import { createHash } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Metadata } from 'sharp';
import { PROFILE_ERRORS } from '../../../domain/account/profile.errors';
import {
  AVATAR_MAX_PIXELS,
  AVATAR_SIZES,
  avatarUrl,
  type AvatarSize,
} from '../../../domain/account/avatar-files';
import { AppError } from '../../http/app-error';
import { loadSharp } from '../../storage/image-library';
import { writeFileWhole } from '../../storage/write-file-whole';

/*
 * The files of avatars under DATA_DIR/uploads/avatars/<userId>/: `<hash>-<size>.webp` for each
 * of AVATAR_SIZES, where the hash is that of the uploaded bytes, so a name always means the same
 * picture and can be cached for good (as the product images, decision 024). users.avatar_url
 * keeps the base `/uploads/avatars/<userId>/<hash>`. No original is kept: only the square
 * copies are ever shown, and they carry none of the upload's metadata (EXIF, GPS, ICC).
 */

/** Visually clean at these small sizes, a few KB each. */
const WEBP_QUALITY = 82;
const HASH_HEX_LENGTH = 24;
const AVATARS_URL_PREFIX = '/uploads/avatars';
const AVATARS_DIR_NAME = 'avatars';

export type AvatarFiles = Record<AvatarSize, Buffer>;

/** A refused avatar: the message is the form's, on its only field. */
export function refusedAvatar(message: string, reason: string): AppError {
  return new AppError('invalid-argument', message, { avatar: message }, { reason });
}

/** JPEG, PNG and WebP, by what sharp reads in the bytes: never the file name or its type. */
function isAcceptedFormat(metadata: Metadata): boolean {
  return metadata.format === 'jpeg' || metadata.format === 'png' || metadata.format === 'webp';
}

/**
 * Reads the picture's header only: anything that is not a JPEG, PNG or WebP is refused, and so
 * is a picture of more than AVATAR_MAX_PIXELS, before a single pixel is decoded.
 */
export async function checkAvatarImage(bytes: Buffer): Promise<void> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw refusedAvatar(PROFILE_ERRORS.avatarNotImage, 'not-image');
  }
  if (!isAcceptedFormat(metadata) || !metadata.width || !metadata.height)
    throw refusedAvatar(PROFILE_ERRORS.avatarNotImage, 'not-image');
  if (metadata.width * metadata.height > AVATAR_MAX_PIXELS)
    throw refusedAvatar(PROFILE_ERRORS.avatarTooManyPixels, 'too-many-pixels');
}

/**
 * The square WebP copies: turned upright by the EXIF orientation, cropped to the centred
 * square, metadata left out (sharp writes none unless asked). CPU-heavy: callers queue it.
 */
export async function renderAvatarFiles(bytes: Buffer): Promise<AvatarFiles> {
  // limitInputPixels stands guard again during decoding, whatever the header claimed.
  const sharp = await loadSharp();
  const upright = sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS }).autoOrient();
  try {
    const [small, medium, large] = await Promise.all(
      AVATAR_SIZES.map((size) =>
        upright
          .clone()
          .resize(size, size, { fit: 'cover', position: 'centre' })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer(),
      ),
    );
    return { 64: small!, 128: medium!, 256: large! };
  } catch (error) {
    // A readable header over damaged or cut-short pixel data: the file's fault, not the server's.
    const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    throw tooLarge
      ? refusedAvatar(PROFILE_ERRORS.avatarTooManyPixels, 'too-many-pixels')
      : refusedAvatar(PROFILE_ERRORS.avatarNotImage, 'unreadable-image');
  }
}

export function avatarHashOf(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, HASH_HEX_LENGTH);
}

/** What users.avatar_url keeps: the files are avatarUrl(base, size). */
export function avatarBaseOf(userId: string, hash: string): string {
  return `${AVATARS_URL_PREFIX}/${userId}/${hash}`;
}

/** The hash a stored base names, when it is one of this user's avatars; null otherwise. */
export function avatarHashOfBase(userId: string, base: string): string | null {
  const prefix = `${AVATARS_URL_PREFIX}/${userId}/`;
  if (!base.startsWith(prefix)) return null;
  const hash = base.slice(prefix.length);
  return new RegExp(`^[0-9a-f]{${HASH_HEX_LENGTH}}$`).test(hash) ? hash : null;
}

export function userAvatarsDir(uploadsDir: string, userId: string): string {
  return path.join(uploadsDir, AVATARS_DIR_NAME, userId);
}

/** The file of one size: the URL's last segment, the base being the hash. */
function fileNameOf(hash: string, size: AvatarSize): string {
  return avatarUrl(hash, size);
}

export async function writeAvatarFiles(
  uploadsDir: string,
  userId: string,
  hash: string,
  files: AvatarFiles,
): Promise<void> {
  const dir = userAvatarsDir(uploadsDir, userId);
  await mkdir(dir, { recursive: true });
  for (const size of AVATAR_SIZES)
    await writeFileWhole(path.join(dir, fileNameOf(hash, size)), files[size]);
}

/** Removes the files of the avatar a stored base names; any other value touches nothing. */
export async function removeAvatarFiles(
  uploadsDir: string,
  userId: string,
  base: string,
): Promise<void> {
  const hash = avatarHashOfBase(userId, base);
  if (!hash) return;
  const dir = userAvatarsDir(uploadsDir, userId);
  await Promise.all(
    AVATAR_SIZES.map((size) => rm(path.join(dir, fileNameOf(hash, size)), { force: true })),
  );
}

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every avatar file of a user (an account that is deleted). */
export async function removeUserAvatarFiles(uploadsDir: string, userId: string): Promise<void> {
  // Only ever one user's folder, never the folder of all avatars.
  if (!USER_ID.test(userId)) return;
  await rm(userAvatarsDir(uploadsDir, userId), { recursive: true, force: true });
}
