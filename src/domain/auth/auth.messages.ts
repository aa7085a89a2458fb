import { VERIFICATION_CODE_TTL_MS } from '../constants';

/**
 * Italian texts of registration, email-code verification, resend and password reset. The texts
 * of spec §8 are copied exactly (accents and apostrophes included); the others follow its tone.
 */

/** Spec §8 "Registration service errors": what the server answers, by call and error code. */
export const REGISTRATION_MESSAGES = {
  /** Send code: already-exists. */
  alreadyRegistered: 'Questa email è già registrata. Vai alla pagina di login per accedere.',
  /** Send code: invalid-argument. */
  invalidData: 'Dati non validi. Controlla email e password.',
  /** Send code: any other failure (e.g. the email could not be sent). */
  sendFailed: "Errore durante l'invio del codice di verifica",
  /** Verify and resend: not-found. */
  sessionNotFound: 'Sessione di verifica non trovata. Riprova la registrazione.',
  /** Verify: deadline-exceeded. */
  codeExpired: 'Il codice è scaduto. Riprova la registrazione.',
  /** Verify: resource-exhausted. */
  tooManyAttempts: 'Troppi tentativi falliti. Riprova la registrazione.',
  /** Verify: invalid-argument. */
  invalidCode: 'Codice non valido',
  /** Verify: any other failure. */
  verifyFailed: 'Errore nella verifica del codice',
  /** Verify: the call did not succeed. */
  verificationFailed: 'Verifica fallita',
  /** Resend: resource-exhausted (cooldown or resends used up). */
  resendWait: 'Devi attendere prima di richiedere un nuovo codice.',
  /** Resend: any other failure. */
  resendFailed: 'Errore nel reinvio del codice',
} as const;

/** Spec §8 notifications of the registration. */
export const REGISTRATION_NOTIFICATIONS = {
  codeResent: 'Nuovo codice inviato!',
  completed: 'Registrazione completata! Benvenuto!',
} as const;

/** Spec §8 "Verification screen messages" and the §5 validation texts of that screen. */
export const VERIFICATION_SCREEN_MESSAGES = {
  wrongCode: (attemptsLeft: number) => `Codice errato. Riprova. ${attemptsLeft} tentativi rimasti.`,
  attemptsExhausted: 'Limite max tentativi superato. Ripeti registrazione.',
  codeExpired: 'Codice scaduto. Richiedi un nuovo codice.',
  genericError: 'Errore durante la verifica. Riprova.',
  invalidSession: 'Sessione di registrazione non valida. Riprova da capo.',
  resendsExhausted: 'Superato limite reinvii. Ripeti registrazione.',
  incompleteCode: 'Inserisci il codice completo a 6 cifre',
  registrationExpired: 'Sessione di registrazione scaduta',
  // §5 'Password non trovata nei dati di registrazione' does not apply: the browser's pending
  // registration never holds the password (docs/decisions/006).
} as const;

/** Abuse protection shared by login, registration and password reset. */
export const ABUSE_MESSAGES = {
  /** The proof-of-work check (the spec's app-integrity check) is missing or not valid. */
  securityCheckFailed: 'Verifica di sicurezza non riuscita. Ricarica la pagina e riprova.',
  /** Too many requests from this network or for this email. */
  rateLimited: (minutes: number) =>
    minutes <= 1
      ? 'Troppi tentativi. Riprova tra 1 minuto.'
      : `Troppi tentativi. Riprova tra ${minutes} minuti.`,
} as const;

/** Password reset; a wrong, expired or missing code uses the registration texts above. */
export const PASSWORD_RESET_MESSAGES = {
  /** Shown after asking for a code, whether or not the address has an account. */
  codeRequested:
    'Se l’indirizzo corrisponde a un account, riceverai un’email con il codice per reimpostare la password.',
  completed: 'Password aggiornata. Accedi con la nuova password.',
} as const;

const CODE_VALIDITY_MINUTES = Math.round(VERIFICATION_CODE_TTL_MS / 60_000);

/** The emails carrying a code; the server escapes every value it puts into the HTML. */
export const VERIFICATION_MAIL_MESSAGES = {
  registration: {
    subject: 'Il tuo codice di verifica per Vetrina',
    greeting: (firstName: string) => `Ciao ${firstName},`,
    body: 'per completare la registrazione su Vetrina inserisci questo codice di verifica:',
    ignore:
      'Se non hai chiesto tu di registrarti, ignora questo messaggio: senza il codice non verrà creato nessun account.',
  },
  passwordReset: {
    subject: 'Il tuo codice per reimpostare la password di Vetrina',
    greeting: () => 'Ciao,',
    body: 'abbiamo ricevuto una richiesta di reimpostare la password del tuo account Vetrina. Inserisci questo codice:',
    ignore:
      'Se non hai chiesto tu di reimpostare la password, ignora questo messaggio: la password attuale resta valida.',
  },
  validity: `Il codice è valido per ${CODE_VALIDITY_MINUTES} minuti.`,
  doNotShare: 'Non condividerlo con nessuno: il personale di Vetrina non te lo chiederà mai.',
  signature: 'Il team di Vetrina',
} as const;
