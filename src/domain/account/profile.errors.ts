/** The server's refusals of a profile, avatar or email change (shown by the forms as they are). */
export const PROFILE_ERRORS = {
  notEditable: 'Questi dati non si possono modificare dal profilo.',
  displayNameRequired: 'Inserisci il nome da mostrare.',
  tooLong: (max: number) => `Al massimo ${max} caratteri.`,
  phoneInvalid:
    'Inserisci un numero di telefono valido, italiano (es. 333 123 4567) o internazionale con il prefisso (es. +44 20 7946 0958).',
  avatarMissing: 'Scegli un’immagine da caricare.',
  avatarTooLarge: 'L’immagine supera i 5 MB: scegline una più leggera.',
  avatarNotImage: 'Il file non è un’immagine JPEG, PNG o WebP.',
  avatarTooManyPixels: 'L’immagine è troppo grande da elaborare: al massimo 40 megapixel.',
  avatarOneFile: 'Carica una sola immagine alla volta.',
  emailSame: 'È già l’indirizzo del tuo account.',
  emailTaken: 'Questa email è già usata da un altro account.',
  wrongPassword: 'La password non è corretta.',
  codeFormat: 'Il codice è di 6 cifre.',
  noPendingEmailChange: 'Nessun cambio di email in corso: richiedi un nuovo codice.',
  emailCodeExpired: 'Il codice è scaduto: richiedine uno nuovo.',
  emailCodeAttempts: 'Troppi tentativi falliti: richiedi un nuovo codice.',
} as const;
