import { LOGIN_LOCK_MS, LOGIN_MAX_FAILED_ATTEMPTS } from '../../../domain/constants';
import {
  VERIFICATION_CODE_ENTRIES_PER_DAY_MAX,
  VERIFICATION_CODE_REQUESTS_PER_DAY_MAX,
  VERIFICATION_DAILY_WINDOW_MS,
} from '../../../domain/auth/verification.rules';
import { HOUR_MS, MINUTE_MS, type RateLimitRule } from '../../security/rate-limit-guard';

/** Registration codes one IP may ask for per hour; a test server may raise it (config.ts). */
export const REGISTRATION_CODES_PER_IP_PER_HOUR = 5;

/** How often the account endpoints may be called (docs/decisions/006). */
export const RATE_LIMITS = {
  /** Every login attempt from one IP, successful or not. */
  loginPerIp: { name: 'login-ip', limit: 30, windowMs: 15 * MINUTE_MS },
  /**
   * Attempts on one account from anywhere, known address or not (spec §4): after three that
   * failed, the next ones are refused until the lock time has passed; a success forgets them.
   */
  loginAttemptsPerAccount: {
    name: 'login-account',
    limit: LOGIN_MAX_FAILED_ATTEMPTS,
    windowMs: LOGIN_LOCK_MS,
  },
  registrationCodePerIp: {
    name: 'register-code-ip',
    limit: REGISTRATION_CODES_PER_IP_PER_HOUR,
    windowMs: HOUR_MS,
  },
  registrationCodePerEmail: { name: 'register-code-email', limit: 3, windowMs: HOUR_MS },
  /** Registration and password-reset resends together. */
  resendPerIp: { name: 'resend-ip', limit: 10, windowMs: HOUR_MS },
  resetCodePerIp: { name: 'reset-code-ip', limit: 5, windowMs: HOUR_MS },
  resetCodePerEmail: { name: 'reset-code-email', limit: 3, windowMs: HOUR_MS },
  /** Registration verify and password-reset confirm together: every code entered. */
  codeCheckPerIp: { name: 'code-check-ip', limit: 30, windowMs: 15 * MINUTE_MS },
  /** The verification screen reading its state. */
  stateLookupPerIp: { name: 'state-ip', limit: 60, windowMs: 15 * MINUTE_MS },
  /** Code and resend requests for one email, registration and password reset together. */
  codeRequestsPerEmailPerDay: {
    name: 'code-requests-email',
    limit: VERIFICATION_CODE_REQUESTS_PER_DAY_MAX,
    windowMs: VERIFICATION_DAILY_WINDOW_MS,
  },
  /**
   * Codes entered for one email, right or wrong, registration verify and password-reset confirm
   * together. Counted, not enforced: verification.rules judges the count, and beyond it the
   * answer is the used-up-attempts one rather than the rate-limit one.
   */
  codeEntriesPerEmailPerDay: {
    name: 'code-entries-email',
    limit: VERIFICATION_CODE_ENTRIES_PER_DAY_MAX,
    windowMs: VERIFICATION_DAILY_WINDOW_MS,
  },
} as const satisfies Record<string, RateLimitRule>;

/**
 * The per-IP registration code rule with the configured limit
 * (config.registrationCodesPerIpPerHour): same counters and window as the default rule.
 */
export function registrationCodePerIpRule(limit: number): RateLimitRule {
  return { ...RATE_LIMITS.registrationCodePerIp, limit };
}
