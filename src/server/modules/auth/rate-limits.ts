import { HOUR_MS, MINUTE_MS, type RateLimitRule } from '../../security/rate-limit-guard';

/** How often the account endpoints may be called (docs/decisions/006). */
export const RATE_LIMITS = {
  /** Every login attempt from one IP, successful or not. */
  loginPerIp: { name: 'login-ip', limit: 30, windowMs: 15 * MINUTE_MS },
  /** Consecutive failures for one email from one IP; a successful login forgets them. */
  loginFailuresPerIpAndEmail: { name: 'login-fail', limit: 10, windowMs: 15 * MINUTE_MS },
  registrationCodePerIp: { name: 'register-code-ip', limit: 5, windowMs: HOUR_MS },
  registrationCodePerEmail: { name: 'register-code-email', limit: 3, windowMs: HOUR_MS },
  /** Registration and password-reset resends together. */
  resendPerIp: { name: 'resend-ip', limit: 10, windowMs: HOUR_MS },
  resetCodePerIp: { name: 'reset-code-ip', limit: 5, windowMs: HOUR_MS },
  resetCodePerEmail: { name: 'reset-code-email', limit: 3, windowMs: HOUR_MS },
  /** Registration verify and password-reset confirm together: every code entered. */
  codeCheckPerIp: { name: 'code-check-ip', limit: 30, windowMs: 15 * MINUTE_MS },
  /** The verification screen reading its state. */
  stateLookupPerIp: { name: 'state-ip', limit: 60, windowMs: 15 * MINUTE_MS },
} as const satisfies Record<string, RateLimitRule>;

/** The subject of a per-IP-and-email rule. */
export function ipAndEmail(ip: string, email: string): string {
  return `${ip}\n${email}`;
}
