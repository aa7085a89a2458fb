import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { RateLimitGuard } from '../../security/rate-limit-guard';

/** What the registration and password-reset use cases need from the app. */
export interface AccountDependencies {
  db: Db;
  mailer: Mailer;
  guard: RateLimitGuard;
  /** Key of the code HMACs: the server's SESSION_SECRET. */
  secret: string;
  /** For failures that happen after the answer was sent (background emails). */
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** A code email could not be handed over; nothing the user could use was left behind. */
export class VerificationMailNotSentError extends Error {
  constructor(
    /** The spec's Italian message for this call (send code or resend). */
    readonly userMessage: string,
    cause: unknown,
  ) {
    super('the verification code email could not be sent', { cause });
    this.name = 'VerificationMailNotSentError';
  }
}
