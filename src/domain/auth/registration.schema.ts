import { z } from 'zod';
import { textSchema } from '../input.schema';
import { PASSWORD_MAX_LENGTH, passwordProblems } from './password-rules';

/**
 * The registration and password-reset API (spec §7 callables sendVerificationCode,
 * verifyEmailCode, resendVerificationCode, as HTTP endpoints):
 *
 *   GET  /api/auth/challenge                    → ALTCHA challenge (proof of work)
 *   POST /api/auth/registration/code            RegistrationCodeRequest → 201 VerificationState
 *   POST /api/auth/registration/verify          VerifyCodeRequest       → 200 { user } + session cookies
 *   POST /api/auth/registration/resend          ResendCodeRequest       → 200 VerificationState
 *   GET  /api/auth/registration/state?email=…                          → 200 VerificationState
 *   POST /api/auth/password-reset/code          PasswordResetCodeRequest → 202 VerificationState
 *   POST /api/auth/password-reset/resend        ResendCodeRequest        → 202 VerificationState
 *   POST /api/auth/password-reset/confirm       PasswordResetConfirmRequest → 204
 *
 * Failures carry the spec's codes (§8): already-exists, invalid-argument (with
 * details.attemptsLeft for a wrong code), not-found, deadline-exceeded, resource-exhausted
 * (details.reason: 'attempts' | 'cooldown' | 'resends' | 'rate-limit').
 */

export const emailSchema = textSchema()
  .trim()
  .toLowerCase()
  .pipe(z.email())
  .pipe(z.string().max(254));

export const newPasswordSchema = textSchema()
  .max(PASSWORD_MAX_LENGTH)
  .superRefine((password, ctx) => {
    for (const problem of passwordProblems(password))
      ctx.addIssue({ code: 'custom', message: problem });
  });

/** The six digits of an emailed code. */
const verificationCodeSchema = textSchema().regex(/^\d{6}$/);

/** The ALTCHA widget's base64 payload, proving the browser did the work. */
export const proofOfWorkSchema = textSchema().min(10).max(10_000);

export const registrationCodeRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: textSchema().trim().min(1).max(80),
  lastName: textSchema().trim().min(1).max(80),
  phoneNumber: textSchema()
    .trim()
    .max(30)
    .regex(/^\+?[0-9 ()-]{6,30}$/)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  altcha: proofOfWorkSchema,
});
export type RegistrationCodeRequest = z.input<typeof registrationCodeRequestSchema>;

export const verifyCodeRequestSchema = z.object({
  email: emailSchema,
  code: verificationCodeSchema,
});
export type VerifyCodeRequest = z.input<typeof verifyCodeRequestSchema>;

export const resendCodeRequestSchema = z.object({ email: emailSchema, altcha: proofOfWorkSchema });
export type ResendCodeRequest = z.input<typeof resendCodeRequestSchema>;

export const passwordResetCodeRequestSchema = z.object({
  email: emailSchema,
  altcha: proofOfWorkSchema,
});
export type PasswordResetCodeRequest = z.input<typeof passwordResetCodeRequestSchema>;

export const passwordResetConfirmRequestSchema = z.object({
  email: emailSchema,
  code: verificationCodeSchema,
  newPassword: newPasswordSchema,
});
export type PasswordResetConfirmRequest = z.input<typeof passwordResetConfirmRequestSchema>;

/** What the verification screen needs to show its countdowns and counters (spec §2.7). */
export const verificationStateSchema = z.object({
  email: z.string(),
  expiresAt: z.string(),
  attemptsLeft: z.number().int().min(0),
  resendAvailableAt: z.string(),
  resendsLeft: z.number().int().min(0),
});
export type VerificationState = z.infer<typeof verificationStateSchema>;
