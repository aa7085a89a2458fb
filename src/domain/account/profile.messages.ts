/**
 * Texts of /profile, /edit-profile and the data sections of /settings. The server's refusals are
 * in ./profile.errors.ts.
 */

export const PROFILE_MESSAGES = {
  verified: 'Verificata',
  notVerified: 'Non verificata',
  emailLabel: 'Email',
  phoneLabel: 'Telefono',
  noPhone: 'Non indicato',
  memberSinceLabel: 'Cliente dal',
  lastLoginLabel: 'Ultimo accesso',
  neverLoggedIn: 'Mai',
  editProfile: 'Modifica profilo',
  ordersLink: 'I tuoi ordini',
  wishlistLink: 'Lista desideri',
  settingsLink: 'Impostazioni',
  loadError: 'Impossibile caricare il profilo. Riprova tra poco.',
  loading: 'Caricamento del profilo…',
  retry: 'Riprova',
  linksLabel: 'Il tuo account',
} as const;

export const EDIT_PROFILE_MESSAGES = {
  detailsTitle: 'Dati personali',
  firstNameLabel: 'Nome',
  lastNameLabel: 'Cognome',
  displayNameLabel: 'Nome da mostrare',
  displayNameHint: 'Compare nel menu del tuo account.',
  phoneLabel: 'Telefono',
  phoneHint: 'Numero italiano o internazionale con il prefisso (es. +44…).',
  save: 'Salva modifiche',
  saving: 'Salvataggio in corso…',
  saved: 'Profilo aggiornato.',
  nothingChanged: 'Non hai modificato nessun dato.',
  avatarTitle: 'Foto del profilo',
  avatarHint: 'JPEG, PNG o WebP fino a 5 MB. La foto viene ritagliata in un quadrato.',
  avatarChoose: 'Scegli una foto',
  avatarUploading: 'Caricamento della foto…',
  avatarSaved: 'Foto del profilo aggiornata.',
  avatarRemove: 'Rimuovi foto',
  avatarRemoved: 'Foto del profilo rimossa.',
  avatarProcessing: 'Stiamo preparando la foto…',
  avatarRemoving: 'Rimozione della foto…',
  avatarAlt: 'La tua foto del profilo',
  avatarNone: 'Non hai ancora una foto: al suo posto mostriamo le tue iniziali.',
  emailTitle: 'Indirizzo email',
  emailIntro:
    'Per cambiarlo ti inviamo un codice di 6 cifre al nuovo indirizzo: l’email cambia solo dopo la conferma.',
  currentEmailLabel: 'Email attuale',
  newEmailLabel: 'Nuovo indirizzo email',
  currentPasswordLabel: 'Password attuale',
  currentPasswordRequired: 'Inserisci la password attuale per confermare.',
  sendCode: 'Invia codice',
  sendingCode: 'Invio in corso…',
  codeSent: (email: string) => `Ti abbiamo inviato un codice a ${email}.`,
  codeLabel: 'Codice di verifica',
  confirmCode: 'Conferma nuovo indirizzo',
  confirmingCode: 'Verifica in corso…',
  resendCode: 'Invia di nuovo il codice',
  resendIn: (countdown: string) => `Potrai chiedere un nuovo codice tra ${countdown}.`,
  codeResent: (email: string) => `Ti abbiamo inviato un nuovo codice a ${email}.`,
  wrongCode: (attemptsLeft: number) =>
    attemptsLeft === 1
      ? 'Codice errato: ti resta 1 tentativo.'
      : `Codice errato: ti restano ${attemptsLeft} tentativi.`,
  cancelEmailChange: 'Annulla',
  emailChanged: (email: string) => `Indirizzo email aggiornato: ora accedi con ${email}.`,
  backToProfile: 'Torna al profilo',
} as const;

export const SETTINGS_MESSAGES = {
  cookiesTitle: 'Preferenze cookie',
  cookiesIntro: 'Scegli di nuovo quali cookie facoltativi accettare.',
  cookiesButton: 'Modifica preferenze cookie',
  newsletterTitle: 'Newsletter',
  newsletterLabel: 'Ricevi la newsletter di Vetrina',
  newsletterLoading: 'Caricamento dell’iscrizione…',
  newsletterLoadError: 'Impossibile leggere la tua iscrizione alla newsletter. Riprova tra poco.',
  newsletterConfirmed: 'Sei iscritto alla newsletter.',
  newsletterPending:
    'Controlla la tua casella: ti abbiamo inviato un link per confermare l’iscrizione.',
  newsletterNone: 'Non sei iscritto alla newsletter.',
  newsletterSubscribed: 'Ti abbiamo inviato un link per confermare l’iscrizione alla newsletter.',
  newsletterUnsubscribed: 'Iscrizione alla newsletter annullata.',
  exportTitle: 'Scarica i tuoi dati',
  exportIntro:
    'Un file JSON con profilo, indirizzi, ordini, lista desideri, carrello, prodotti salvati per dopo, dispositivi e iscrizione alla newsletter (GDPR, artt. 15 e 20).',
  exportButton: 'Scarica i miei dati',
  deleteTitle: 'Elimina account',
  deleteIntro:
    'L’account, i dati personali, il carrello, la lista desideri e i dispositivi vengono cancellati. Gli ordini restano per il periodo previsto dalla legge, senza i tuoi dati personali.',
  deleteButton: 'Elimina il mio account',
  deleteDialogTitle: 'Eliminare definitivamente l’account?',
  deleteDialogText: 'L’operazione non si può annullare. Inserisci la password per confermare.',
  deletePasswordLabel: 'Password',
  deletePasswordRequired: 'Inserisci la password per confermare.',
  deleteConfirm: 'Elimina definitivamente',
  deleting: 'Eliminazione in corso…',
  deleteCancel: 'Annulla',
  deleted: 'Il tuo account è stato eliminato.',
  genericError: 'Operazione non riuscita. Riprova tra poco.',
} as const;

/** An Italian mobile number without the country code: 3, then 8 or 9 digits. */
const ITALIAN_MOBILE = /^\+39(3\d{2})(\d{3})(\d{3,4})$/;
const ITALIAN_NUMBER = /^\+39(\d{6,11})$/;

/**
 * A stored E.164 number written to be read: an Italian mobile in groups ("+393331234567" →
 * "+39 333 123 4567"), any other Italian number with the country code apart ("+39 0612345678":
 * area codes have 2 to 4 digits, so the rest is not split); other countries as stored.
 */
export function formatPhoneNumber(e164: string): string {
  const mobile = ITALIAN_MOBILE.exec(e164);
  if (mobile) return `+39 ${mobile[1]} ${mobile[2]} ${mobile[3]}`;
  const national = ITALIAN_NUMBER.exec(e164);
  if (national) return `+39 ${national[1]}`;
  return e164;
}
