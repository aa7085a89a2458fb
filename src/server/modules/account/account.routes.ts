import type { FastifyInstance } from 'fastify';
import { changePasswordRequestSchema } from '../../../domain/account/change-password.schema';
import { parseInput } from '../../http/validation';
import { requireSession, userOnly } from '../../plugins/session';
import type { AccountContext } from './account.context';
import { accountDataRoutes } from './account-data.routes';
import { changePassword } from './account.service';
import { profileRoutes } from './profile.routes';

/** The logged-in user's own account: password, profile, avatar, email, data, deletion. */
export function accountRoutes(app: FastifyInstance, ctx: AccountContext) {
  const { db, guard } = ctx;
  app.post('/api/account/password', { preHandler: userOnly }, async (request, reply) => {
    const { user, sessionId, deviceId } = requireSession(request);
    const input = parseInput(changePasswordRequestSchema, request.body);
    await changePassword(db, guard, { userId: user.id, sessionId, deviceId }, input);
    return reply.status(204).send();
  });
  profileRoutes(app, ctx);
  accountDataRoutes(app, ctx);
}
