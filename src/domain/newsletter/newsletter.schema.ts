import { z } from 'zod';
import { proofOfWorkSchema } from '../auth/registration.schema';
import { textSchema } from '../input.schema';
import { NEWSLETTER_MESSAGES } from './newsletter.messages';

/** Longest address SMTP can carry (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

const invalidEmail = { error: NEWSLETTER_MESSAGES.invalidEmail };

/** Trimmed and lower-cased, so one mailbox is one subscriber whatever the typing. */
export const newsletterEmailSchema = textSchema(NEWSLETTER_MESSAGES.invalidEmail)
  .trim()
  .toLowerCase()
  .pipe(z.email(invalidEmail).max(EMAIL_MAX_LENGTH, invalidEmail));

/** The footer form's one field, checked in the browser before it solves the proof of work. */
export const newsletterSubscribeFormSchema = z.object({ email: newsletterEmailSchema });
export type NewsletterSubscribeForm = z.infer<typeof newsletterSubscribeFormSchema>;

/** POST /api/newsletter: the address and the solved ALTCHA challenge, as for registration. */
export const newsletterSubscribeRequestSchema = newsletterSubscribeFormSchema.extend({
  altcha: proofOfWorkSchema,
});
export type NewsletterSubscribeRequest = z.infer<typeof newsletterSubscribeRequestSchema>;

/** The 202 answer: always the same neutral message. */
export const newsletterSubscribeResponseSchema = z.object({ message: z.string() });
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;

/** GET /api/newsletter/confirm?token=… */
export const newsletterConfirmQuerySchema = z.object({
  token: textSchema()
    .min(16)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/),
});
