/** Every Italian text of the newsletter: the footer box, the notices and the confirmation email. */

export const NEWSLETTER_MESSAGES = {
  title: 'Newsletter',
  intro: 'Novità, offerte e guide all’acquisto direttamente nella tua casella.',
  // The visible label avoids the word "email": the login form's field is labelled "Email".
  fieldLabel: 'Indirizzo di posta elettronica',
  fieldPlaceholder: 'nome@esempio.it',
  submit: 'Iscriviti',
  submitting: 'Invio in corso…',
  invalidEmail: 'Inserisci un indirizzo email valido.',
  /** The same answer for new, pending and confirmed addresses: nobody learns who subscribed. */
  checkInbox: 'Controlla la tua casella: ti abbiamo inviato un link per confermare l’iscrizione.',
  confirmed: 'Iscrizione alla newsletter confermata. Grazie!',
  invalidLink: 'Il link di conferma non è valido o è già stato usato.',
} as const;

/** The confirmation email; the server escapes every value it puts into the HTML. */
export const NEWSLETTER_MAIL_MESSAGES = {
  subject: 'Conferma la tua iscrizione alla newsletter di Vetrina',
  greeting: 'Ciao,',
  body: 'abbiamo ricevuto una richiesta di iscrizione alla newsletter di Vetrina per questo indirizzo. Per confermarla, apri il link qui sotto:',
  button: 'Conferma l’iscrizione',
  validity: 'Il link è valido per 48 ore e si può usare una sola volta.',
  ignore:
    'Se non hai chiesto tu l’iscrizione, ignora questo messaggio: senza conferma non riceverai nessuna newsletter.',
  signature: 'Il team di Vetrina',
} as const;
