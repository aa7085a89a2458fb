import { VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_TTL_MS } from '../constants';

const CODE_VALIDITY_MINUTES = Math.round(VERIFICATION_CODE_TTL_MS / 60_000);

/**
 * Italian texts of the registration, email-code verification and password-reset pages. The
 * spec's own texts (§2.7 labels) are copied exactly, "..." included; the others follow its tone.
 * The §8 verification screen messages, the registration notifications and the reset and
 * security-check texts the server shares live in ./auth.messages.ts and are not repeated here.
 */

/** Formats a countdown as the spec writes it: m:ss. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Spec §2.7: the labels of the email-code verification screen. */
export const VERIFICATION_SCREEN_LABELS = {
  submit: 'Verifica codice',
  submitting: 'Verifica in corso...',
  validFor: (countdown: string) => `Codice valido per: ${countdown}`,
  attemptsLeft: (attempts: number) => `Tentativi rimasti: ${attempts}`,
  resend: 'Reinvia codice',
  resendIn: (countdown: string) => `Reinvia tra ${countdown}`,
  sending: 'Invio in corso...',
  backToRegistration: '← Torna alla registrazione',
  digit: (position: number) => `Cifra ${position} di ${VERIFICATION_CODE_LENGTH}`,
  codeLegend: 'Codice di verifica',
  intro: (email: string) =>
    `Abbiamo inviato un codice di ${VERIFICATION_CODE_LENGTH} cifre a ${email}. Inseriscilo qui sotto: è valido ${CODE_VALIDITY_MINUTES} minuti.`,
  noResendsLeft: 'Hai già richiesto tutti i nuovi codici disponibili.',
  resendAvailable: 'Puoi richiedere un nuovo codice.',
} as const;

/** Texts shared by the registration and password-reset forms. */
export const ACCOUNT_FORM_MESSAGES = {
  emailLabel: 'Email',
  passwordLabel: 'Password',
  confirmPasswordLabel: 'Conferma password',
  newPasswordLabel: 'Nuova password',
  confirmNewPasswordLabel: 'Conferma nuova password',
  passwordRulesTitle: 'La password deve avere:',
  ruleMet: 'requisito rispettato',
  ruleUnmet: 'requisito non ancora rispettato',
  invalidEmail: 'Inserisci un indirizzo email valido.',
  passwordRulesUnmet: 'La password non rispetta tutti i requisiti indicati.',
  passwordMismatch: 'Le password non coincidono.',
} as const;

export const REGISTER_PAGE_MESSAGES = {
  intro: 'Crea il tuo account: scegli email e password, poi completa i tuoi dati.',
  submit: 'Continua',
  haveAccount: 'Hai già un account?',
  loginLink: 'Accedi',
} as const;

export const ACCOUNT_SETUP_MESSAGES = {
  intro: (email: string) =>
    `Ancora un passo per registrare ${email}: inserisci i tuoi dati e ti invieremo un codice di verifica via email.`,
  changeEmail: 'Modifica email o password',
  firstNameLabel: 'Nome',
  lastNameLabel: 'Cognome',
  phoneLabel: 'Telefono (facoltativo)',
  firstNameRequired: 'Inserisci il nome.',
  lastNameRequired: 'Inserisci il cognome.',
  phoneInvalid: 'Inserisci un numero di telefono valido: cifre, spazi, +, - e parentesi.',
  passwordReentry:
    'Per sicurezza la password non viene mai salvata nel browser: dopo un ricaricamento della pagina inseriscila di nuovo.',
  submit: 'Invia codice di verifica',
  submitting: 'Invio in corso...',
  goToLogin: 'Vai alla pagina di login',
} as const;

export const PASSWORD_RESET_PAGE_MESSAGES = {
  requestIntro:
    'Inserisci l’email del tuo account: ti invieremo un codice per scegliere una nuova password.',
  requestSubmit: 'Invia codice',
  requestSubmitting: 'Invio in corso...',
  confirmIntro: (email: string) =>
    `Inserisci il codice ricevuto all’indirizzo ${email} e scegli la nuova password.`,
  confirmSubmit: 'Reimposta password',
  confirmSubmitting: 'Salvataggio in corso...',
  useAnotherEmail: 'Usa un’altra email',
  backToLogin: 'Torna al login',
  /** The reset record is gone (attempts used up): a new code must be asked for. */
  attemptsExhausted: 'Limite max tentativi superato. Richiedi un nuovo codice.',
  resendsExhausted: 'Superato limite reinvii. Riprova più tardi.',
  /** No reset is pending for this address any more. */
  requestInvalid: 'Richiesta non più valida. Richiedi un nuovo codice.',
} as const;

/** The proof-of-work check (the spec's app-integrity check) in the forms. */
export const SECURITY_CHECK_MESSAGES = {
  legend: 'Verifica di sicurezza',
  hint: 'Un controllo automatico, senza immagini da riconoscere, protegge il negozio dagli abusi.',
  loading: 'Caricamento della verifica di sicurezza…',
} as const;
