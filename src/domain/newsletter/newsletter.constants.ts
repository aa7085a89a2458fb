/** Newsletter double opt-in: limits and the query parameter the confirmation link lands with. */

/** A confirmation link works for 48 hours after it was sent. */
export const NEWSLETTER_CONFIRM_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;

/** At most one confirmation email per pending address in this interval. */
export const NEWSLETTER_RESEND_INTERVAL_MS = 10 * 60 * 1000;

/** The confirmation endpoint redirects to `/?newsletter=<outcome>`; the web app shows a notice. */
export const NEWSLETTER_OUTCOME_PARAM = 'newsletter';
export const NEWSLETTER_OUTCOMES = {
  confirmed: 'confermata',
  invalidLink: 'link-non-valido',
} as const;
export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[keyof typeof NEWSLETTER_OUTCOMES];
