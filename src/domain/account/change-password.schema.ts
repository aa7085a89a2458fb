import { z } from 'zod';
import { textSchema } from '../input.schema';
import { newPasswordSchema } from '../auth/registration.schema';

/** POST /api/account/password: the logged-in user changes their password. */
export const changePasswordRequestSchema = z.object({
  currentPassword: textSchema().min(1).max(200),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const CHANGE_PASSWORD_ERRORS = {
  wrongCurrentPassword: 'La password attuale non è corretta.',
  samePassword: 'La nuova password deve essere diversa da quella attuale.',
} as const;
