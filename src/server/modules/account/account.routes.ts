import type { FastifyInstance } from 'fastify';
import { changePasswordRequestSchema } from '../../../domain/account/change-password.schema';
import type { Db } from '../../db/client';
import { parseInput } from '../../http/validation';
import { requireSession, userOnly } from '../../plugins/session';
import type { RateLimitGuard } from '../../security/rate-limit-guard';
import { changePassword } from './account.service';

/** The logged-in user's own account settings (the profile pages build on this module). */
export function accountRoutes(
  app: FastifyInstance,
  { db, guard }: { db: Db; guard: RateLimitGuard },
) {
  app.post('/api/account/password', { preHandler: userOnly }, async (request, reply) => {
    const { user, sessionId, deviceId } = requireSession(request);
    const input = parseInput(changePasswordRequestSchema, request.body);
    await changePassword(db, guard, { userId: user.id, sessionId, deviceId }, input);
    return reply.status(204).send();
  });
}
