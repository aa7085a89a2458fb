import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PROFILE_ERRORS } from '../../../domain/account/profile.errors';
import { AVATAR_MAX_BYTES } from '../../../domain/account/avatar-files';
import { AppError } from '../../http/app-error';
import { noStore } from '../../http/no-store';
import { requireSession, userOnly } from '../../plugins/session';
import { createBoundedConcurrency } from '../../security/bounded-concurrency';
import type { AccountContext } from './account.context';
import { removeAvatar, replaceAvatar, type AvatarContext } from './avatar.service';
import { refusedAvatar } from './avatar.storage';

/** The form's one file field. */
export const AVATAR_FIELD = 'avatar';
/** Uploads read and converted at once; the next ones wait (their bodies unread) or get 503. */
const UPLOADS_AT_ONCE = 2;
const UPLOADS_WAITING_MAX = 10;

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

/**
 * The bytes of the one "avatar" file of the multipart body, read within AVATAR_MAX_BYTES;
 * null when the body has no file (or an empty one). Other form fields are ignored.
 */
async function readAvatarUpload(request: FastifyRequest): Promise<Buffer | null> {
  if (!request.isMultipart()) throw refusedAvatar(PROFILE_ERRORS.avatarMissing, 'not-multipart');
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.files()) {
      if (part.fieldname !== AVATAR_FIELD)
        throw refusedAvatar(PROFILE_ERRORS.avatarMissing, 'wrong-field');
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    switch (codeOf(error)) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw refusedAvatar(PROFILE_ERRORS.avatarTooLarge, 'too-large');
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw refusedAvatar(PROFILE_ERRORS.avatarOneFile, 'too-many-files');
      default:
        // A malformed body (no boundary, cut short): the client's fault, never a 500.
        throw refusedAvatar(PROFILE_ERRORS.avatarMissing, 'malformed');
    }
  }
  return bytes;
}

/** PUT and DELETE /api/account/avatar (domain/account/profile.schema.ts). */
export function avatarRoutes(app: FastifyInstance, ctx: AccountContext): void {
  const avatars: AvatarContext = {
    db: ctx.db,
    uploadsDir: ctx.uploadsDir,
    converter: createBoundedConcurrency({ concurrency: 1, queueLimit: UPLOADS_AT_ONCE }),
    log: { warn: (object, message) => app.log.warn(object, message) },
  };
  const uploadSlots = createBoundedConcurrency({
    concurrency: UPLOADS_AT_ONCE,
    queueLimit: UPLOADS_WAITING_MAX,
  });

  // Multipart bodies are accepted in this scope only.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: AVATAR_MAX_BYTES,
        files: 1,
        fields: 5,
        fieldSize: 1024,
        parts: 6,
      },
    });

    scope.put('/api/account/avatar', { preHandler: userOnly, onSend: noStore }, async (request) => {
      const { user } = requireSession(request);
      return uploadSlots.run(async () =>
        replaceAvatar(avatars, user.id, await readAvatarUpload(request)),
      );
    });
  });

  app.delete('/api/account/avatar', { preHandler: userOnly, onSend: noStore }, async (request) => {
    const { user } = requireSession(request);
    return removeAvatar(avatars, user.id);
  });
}
