/**
 * Texts of the account settings (/settings). The new-password labels and rules are the
 * registration's (auth/verification-screen.messages.ts); the server's refusals of a change are
 * in ./change-password.schema.ts.
 */
export const CHANGE_PASSWORD_MESSAGES = {
  title: 'Cambia password',
  intro: 'Dopo il cambio gli altri dispositivi collegati al tuo account verranno disconnessi.',
  currentPasswordLabel: 'Password attuale',
  currentPasswordRequired: 'Inserisci la password attuale.',
  submit: 'Aggiorna password',
  submitting: 'Aggiornamento in corso…',
  success: 'Password aggiornata. Gli altri dispositivi sono stati disconnessi.',
} as const;
