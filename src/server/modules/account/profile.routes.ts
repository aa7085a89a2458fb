import type { FastifyInstance } from 'fastify';
import { PROFILE_ERRORS } from '../../../domain/account/profile.errors';
import {
  notEditableKeys,
  profileUpdateSchema,
  type ParsedProfileUpdate,
} from '../../../domain/account/profile.schema';
import { AppError } from '../../http/app-error';
import { noStore } from '../../http/no-store';
import { parseInput } from '../../http/validation';
import { requireSession, userOnly } from '../../plugins/session';
import type { AccountContext } from './account.context';
import { avatarRoutes } from './avatar.routes';
import { emailChangeRoutes } from './email-change.routes';
import { readProfile, updateProfile } from './profile.service';

/**
 * A PATCH body. A key that is not an editable field (role, emailVerified, email, id…) refuses
 * the whole request, each such key named with PROFILE_ERRORS.notEditable, so nothing changes.
 */
function parseProfileUpdate(body: unknown): ParsedProfileUpdate {
  const refused = notEditableKeys(body);
  if (refused.length > 0)
    throw new AppError(
      'invalid-argument',
      PROFILE_ERRORS.notEditable,
      Object.fromEntries(refused.map((key) => [key, PROFILE_ERRORS.notEditable])),
    );
  return parseInput(profileUpdateSchema, body);
}

/** /api/account/profile, /api/account/avatar, /api/account/email/* (domain/account/profile.schema.ts). */
export function profileRoutes(app: FastifyInstance, ctx: AccountContext): void {
  app.get('/api/account/profile', { preHandler: userOnly, onSend: noStore }, async (request) => {
    const { user } = requireSession(request);
    return readProfile(ctx.db, user.id);
  });

  app.patch('/api/account/profile', { preHandler: userOnly, onSend: noStore }, async (request) => {
    const { user } = requireSession(request);
    return updateProfile(ctx.db, user.id, parseProfileUpdate(request.body));
  });

  avatarRoutes(app, ctx);
  emailChangeRoutes(app, ctx);
}
