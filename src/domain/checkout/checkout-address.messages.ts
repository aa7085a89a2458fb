import { INPUT_MESSAGES } from '../input.messages';

/**
 * Italian texts of the checkout's delivery address and invoice request: one per failure, shown
 * under the field it concerns, by the form and in the server's answer alike.
 */

/** The delivery address (address.rules.ts); delivery area as in decision 005. */
export const ADDRESS_MESSAGES = {
  /** A control character, NUL or broken Unicode in any field. */
  invalidText: INPUT_MESSAGES.invalidText,

  fullNameRequired: 'Inserisci nome e cognome del destinatario.',
  fullNameTooShort: 'Il nome del destinatario deve avere almeno 2 caratteri.',
  fullNameTooLong: 'Il nome del destinatario può avere al massimo 80 caratteri.',
  fullNameInvalid: 'Inserisci un nome e cognome validi.',

  streetRequired: 'Inserisci via e numero civico.',
  streetTooLong: 'L’indirizzo può avere al massimo 120 caratteri.',
  streetInvalid: 'Inserisci un indirizzo valido, ad esempio Via Roma 1.',
  streetNumberMissing: 'Aggiungi il numero civico (se non c’è, scrivi snc).',
  poBox: 'Non consegniamo a caselle postali né al fermo posta: indica un indirizzo di consegna.',

  streetExtraTooLong: 'Le informazioni aggiuntive possono avere al massimo 120 caratteri.',

  postalCodeInvalid: 'Inserisci un CAP di 5 cifre.',
  /** Livigno and Campione d'Italia: Italian, but outside the Italian VAT territory. */
  outsideVatTerritory: (place: string) =>
    `Non spediamo a ${place}: il comune è fuori dal territorio IVA italiano e i nostri prezzi includono l’IVA.`,
  /** San Marino and Vatican City use Italian CAPs but are other states. */
  sanMarino: 'Spediamo solo in Italia: non consegniamo nella Repubblica di San Marino.',
  vaticanCity: 'Spediamo solo in Italia: non consegniamo nella Città del Vaticano.',

  cityRequired: 'Inserisci la città.',
  cityTooLong: 'Il nome della città può avere al massimo 60 caratteri.',
  cityInvalid: 'Inserisci un nome di città valido.',

  provinceRequired: 'Indica la provincia.',
  provinceInvalid: 'Provincia non riconosciuta: indica la sigla di 2 lettere, ad esempio MI o RM.',

  countryNotItaly: 'Al momento spediamo solo in Italia.',

  phoneRequired: 'Inserisci un numero di telefono: serve al corriere per la consegna.',
  phoneInvalid:
    'Inserisci un numero di telefono valido, ad esempio 333 123 4567 oppure +39 06 1234 5678.',
} as const;

/** The invoice request (invoice.rules.ts): a private person or a company. */
export const INVOICE_MESSAGES = {
  invalidText: INPUT_MESSAGES.invalidText,

  kindInvalid: 'Indica se la fattura va intestata a un privato o a un’azienda.',

  taxCodeRequired: 'Inserisci il codice fiscale.',
  taxCodeFormat: 'Il codice fiscale deve avere 16 caratteri, ad esempio RSSMRA85T10A562S.',
  taxCodeInvalid: 'Il codice fiscale non è valido: controlla di averlo scritto correttamente.',
  companyTaxCodeFormat: 'Il codice fiscale dell’azienda deve avere 11 cifre oppure 16 caratteri.',

  companyNameRequired: 'Inserisci la ragione sociale.',
  companyNameTooLong: 'La ragione sociale può avere al massimo 120 caratteri.',

  vatNumberRequired: 'Inserisci la partita IVA.',
  vatNumberFormat: 'La partita IVA deve avere 11 cifre.',
  vatNumberInvalid: 'La partita IVA non è valida: controlla di averla scritta correttamente.',

  sdiCodeFormat: 'Il codice destinatario deve avere 7 caratteri, tra lettere e numeri.',
  recipientMissing: 'Indica il codice destinatario SDI oppure un indirizzo PEC.',
  pecRequiredWithZeros: 'Con il codice destinatario 0000000 indica anche un indirizzo PEC.',
  pecInvalid: 'Inserisci un indirizzo PEC valido, ad esempio nome@pec.it.',
} as const;
