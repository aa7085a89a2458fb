import type { FastifyInstance } from 'fastify';
import {
  accountDeletionSchema,
  newsletterChangeSchema,
} from '../../../domain/account/profile.schema';
import { noStore } from '../../http/no-store';
import { parseInput } from '../../http/validation';
import { requireSession, requireUser, userOnly } from '../../plugins/session';
import { clearSessionCookies } from '../auth/session-cookies';
import type { AccountContext } from './account.context';
import { deleteAccount } from './account-deletion.service';
import { exportAccountData } from './account-export.service';
import {
  changeNewsletterPreference,
  readNewsletterPreference,
} from './newsletter-preference.service';

/** /api/account/newsletter, /api/account/export, /api/account/delete (domain/account/profile.schema.ts). */
export function accountDataRoutes(app: FastifyInstance, ctx: AccountContext): void {
  app.get('/api/account/newsletter', { preHandler: userOnly, onSend: noStore }, async (request) =>
    readNewsletterPreference(ctx, requireUser(request).email),
  );

  app.put('/api/account/newsletter', { preHandler: userOnly, onSend: noStore }, async (request) => {
    const user = requireUser(request);
    const { subscribed } = parseInput(newsletterChangeSchema, request.body);
    return changeNewsletterPreference(ctx, { userId: user.id, email: user.email }, subscribed);
  });

  app.get(
    '/api/account/export',
    { preHandler: userOnly, onSend: noStore },
    async (request, reply) => {
      const { fileName, data } = await exportAccountData(
        ctx.db,
        ctx.guard,
        requireUser(request).id,
      );
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post('/api/account/delete', { preHandler: userOnly }, async (request, reply) => {
    const { user, sessionId } = requireSession(request);
    const { password } = parseInput(accountDeletionSchema, request.body);
    await deleteAccount(ctx, { userId: user.id, sessionId }, password);
    // As a logout does: the browser keeps no cookie of the account.
    clearSessionCookies(reply);
    return reply.status(204).send();
  });
}
