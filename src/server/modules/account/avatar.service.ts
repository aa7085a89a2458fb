import { PROFILE_ERRORS } from '../../../domain/account/profile.errors';
import type { ProfileAnswer } from '../../../domain/account/profile.schema';
import type { Db } from '../../db/client';
import type { BoundedConcurrency } from '../../security/bounded-concurrency';
import {
  avatarBaseOf,
  avatarHashOf,
  checkAvatarImage,
  refusedAvatar,
  removeAvatarFiles,
  renderAvatarFiles,
  writeAvatarFiles,
} from './avatar.storage';
import { findUserById, setAvatarBase } from './profile.repository';
import { accountNotFound, answerWith, publishProfileChanged } from './profile.service';

/*
 * The customer's avatar. The files are written before the users row changes and the previous
 * avatar's files are removed only once the change is committed: a row never names missing
 * files, and a failed change leaves only the new files, which are removed again.
 */

export interface AvatarContext {
  db: Db;
  uploadsDir: string;
  /** Every avatar's sharp work queues here, so uploads cannot take every core. */
  converter: BoundedConcurrency;
  log: { warn: (object: object, message: string) => void };
}

/** Swaps the avatar base under the row's lock; returns the row and the base it replaced. */
async function swapAvatarBase(ctx: AvatarContext, userId: string, base: string | null) {
  return ctx.db.transaction(async (tx) => {
    const before = await findUserById(tx, userId, { forUpdate: true });
    if (!before) throw accountNotFound();
    const user = await setAvatarBase(tx, userId, base, new Date());
    if (!user) throw accountNotFound();
    await publishProfileChanged(tx, userId);
    return { user, previous: before.avatarUrl };
  });
}

/** The replaced avatar's files; a failure costs only disk space, the profile is already right. */
async function removeReplaced(
  ctx: AvatarContext,
  userId: string,
  previous: string | null,
  current: string | null,
): Promise<void> {
  if (!previous || previous === current) return;
  try {
    await removeAvatarFiles(ctx.uploadsDir, userId, previous);
  } catch (error) {
    ctx.log.warn({ err: error, userId }, 'old avatar files not removed');
  }
}

export async function replaceAvatar(
  ctx: AvatarContext,
  userId: string,
  bytes: Buffer | null,
): Promise<ProfileAnswer> {
  if (!bytes || bytes.length === 0) throw refusedAvatar(PROFILE_ERRORS.avatarMissing, 'no-file');
  await checkAvatarImage(bytes);
  const files = await ctx.converter.run(() => renderAvatarFiles(bytes));
  const hash = avatarHashOf(bytes);
  const base = avatarBaseOf(userId, hash);
  await writeAvatarFiles(ctx.uploadsDir, userId, hash, files);

  let swapped: Awaited<ReturnType<typeof swapAvatarBase>>;
  try {
    swapped = await swapAvatarBase(ctx, userId, base);
  } catch (error) {
    // Unless the same picture already was the avatar, its files belong to nobody now.
    const current = await findUserById(ctx.db, userId).catch(() => null);
    if (current?.avatarUrl !== base)
      await removeAvatarFiles(ctx.uploadsDir, userId, base).catch((cleanupError: unknown) =>
        ctx.log.warn({ err: cleanupError, userId }, 'avatar files left after a failed upload'),
      );
    throw error;
  }
  await removeReplaced(ctx, userId, swapped.previous, base);
  return answerWith(ctx.db, swapped.user);
}

export async function removeAvatar(ctx: AvatarContext, userId: string): Promise<ProfileAnswer> {
  const swapped = await swapAvatarBase(ctx, userId, null);
  await removeReplaced(ctx, userId, swapped.previous, null);
  return answerWith(ctx.db, swapped.user);
}
