import { createHash, randomBytes } from 'node:crypto';
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
}

/** The confirmation email could not be handed over; the subscriber stays pending. */
export class ConfirmationMailNotSentError extends Error {
  constructor(cause: unknown) {
    super('the newsletter confirmation email could not be sent', { cause });
    this.name = 'ConfirmationMailNotSentError';
  }
}

export function hashConfirmToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function confirmUrlFor(publicUrl: string, token: string): string {
  return `${publicUrl}/api/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

/**
 * Double opt-in, step one. Sends a confirmation link unless the address is already confirmed or
 * a link went out less than 10 minutes ago; the caller answers the same in every case, so the
 * answer never tells whether an address is subscribed.
 */
export async function requestSubscription(
  { db, mailer, publicUrl }: NewsletterDependencies,
  email: string,
  now = new Date(),
): Promise<'link-sent' | 'nothing-sent'> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashConfirmToken(token);
  const issued = await issueConfirmToken(db, {
    email,
    tokenHash,
    now,
    resendAllowedBefore: new Date(now.getTime() - NEWSLETTER_RESEND_INTERVAL_MS),
  });
  if (!issued) return 'nothing-sent';
  try {
    await mailer.send(confirmationMail(email, confirmUrlFor(publicUrl, token)));
  } catch (error) {
    await withdrawConfirmToken(db, tokenHash);
    throw new ConfirmationMailNotSentError(error);
  }
  return 'link-sent';
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
