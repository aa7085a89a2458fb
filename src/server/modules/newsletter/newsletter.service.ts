import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  NEWSLETTER_CONFIRM_TOKEN_TTL_MS,
  NEWSLETTER_RESEND_INTERVAL_MS,
} from '../../../domain/newsletter/newsletter.constants';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { confirmationMail } from './confirmation-mail';
import {
  confirmByTokenHash,
  issueConfirmToken,
  withdrawConfirmToken,
} from './newsletter.repository';

export interface NewsletterDependencies {
  db: Db;
  mailer: Mailer;
  /** The shop's public origin, e.g. https://vetrina.example; the link in the email uses it. */
  publicUrl: string;
  /** For send failures, which happen after the answer. */
  log: Pick<FastifyBaseLogger, 'error'>;
}

export function hashConfirmToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function confirmUrlFor(publicUrl: string, token: string): string {
  return `${publicUrl}/api/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

/**
 * What a failed send may log. A mail error's message often quotes the recipient (an SMTP
 * "550 <address>: rejected"), so only its kind and codes are kept.
 */
function describeSendFailure(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { errorType: typeof error };
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return { errorName: error.name, code, responseCode };
}

/**
 * Sends the confirmation email in the background, after the request's own work has run
 * (setImmediate: the answer is written by the promise work that follows the handler), so
 * composing and handing over a message only for some addresses never shows in the response
 * time. A failure withdraws the token: the subscriber stays pending and the next request for
 * the address sends a new link at once.
 */
function sendAfterAnswering(
  { db, mailer, publicUrl, log }: NewsletterDependencies,
  email: string,
  token: string,
  tokenHash: string,
): void {
  setImmediate(() => {
    Promise.resolve()
      .then(() => mailer.send(confirmationMail(email, confirmUrlFor(publicUrl, token))))
      .catch(async (error: unknown) => {
        log.error(describeSendFailure(error), 'newsletter confirmation email not sent');
        try {
          await withdrawConfirmToken(db, tokenHash);
        } catch (withdrawError) {
          log.error({ err: withdrawError }, 'newsletter confirmation token not withdrawn');
        }
      });
  });
}

/**
 * Double opt-in, step one. Issues a confirmation link unless the address is already confirmed or
 * a link went out less than 10 minutes ago, and leaves the email to the background. Every
 * address takes the same database statement and nobody waits for the mail server, so neither
 * the answer nor its time tells whether an address is subscribed.
 */
export async function requestSubscription(
  dependencies: NewsletterDependencies,
  email: string,
  now = new Date(),
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashConfirmToken(token);
  const issued = await issueConfirmToken(dependencies.db, {
    email,
    tokenHash,
    now,
    resendAllowedBefore: new Date(now.getTime() - NEWSLETTER_RESEND_INTERVAL_MS),
  });
  if (issued) sendAfterAnswering(dependencies, email, token, tokenHash);
}

/** Double opt-in, step two: true when the token belonged to a pending, unexpired request. */
export async function confirmSubscription(
  db: Db,
  token: string,
  now = new Date(),
): Promise<boolean> {
  return confirmByTokenHash(db, {
    tokenHash: hashConfirmToken(token),
    now,
    issuedAfter: new Date(now.getTime() - NEWSLETTER_CONFIRM_TOKEN_TTL_MS),
  });
}
