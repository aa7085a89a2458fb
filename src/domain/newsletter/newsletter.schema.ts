import { z } from 'zod';
import { NEWSLETTER_MESSAGES } from './newsletter.messages';

/** Longest address SMTP can carry (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

const invalidEmail = { error: NEWSLETTER_MESSAGES.invalidEmail };

/** Trimmed and lower-cased, so one mailbox is one subscriber whatever the typing. */
export const newsletterEmailSchema = z
  .string(invalidEmail)
  .trim()
  .toLowerCase()
  .pipe(z.email(invalidEmail).max(EMAIL_MAX_LENGTH, invalidEmail));

/** POST /api/newsletter */
export const newsletterSubscribeRequestSchema = z.object({ email: newsletterEmailSchema });
export type NewsletterSubscribeRequest = z.infer<typeof newsletterSubscribeRequestSchema>;

/** The 202 answer: always the same neutral message. */
export const newsletterSubscribeResponseSchema = z.object({ message: z.string() });
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;

/** GET /api/newsletter/confirm?token=… */
export const newsletterConfirmQuerySchema = z.object({
  token: z
    .string()
    .min(16)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/),
});
