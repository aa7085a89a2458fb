import { CUSTOMER_SERVICE_HOURS } from '../content/content.messages';

/** Italian texts of the "Dati del venditore" section of the admin area (issue "Admin" §7). */
export const SHOP_SETTINGS_MESSAGES = {
  intro:
    'I dati dell’azienda che vende: compaiono nelle condizioni di vendita, nell’informativa sulla privacy, nei contatti e nel modulo di recesso.',
  labels: {
    companyName: 'Ragione sociale',
    vatNumber: 'Partita IVA',
    reaNumber: 'Numero REA',
    registeredOffice: 'Sede legale',
    pec: 'PEC',
    phone: 'Telefono del servizio clienti',
    customerServiceEmail: 'Email del servizio clienti',
    customerServiceHours: 'Orari del servizio clienti',
  },
  hints: {
    companyName: 'Come risulta dal Registro delle imprese, ad esempio Vetrina S.r.l.',
    vatNumber: '11 cifre, con o senza IT davanti.',
    reaNumber: 'Sigla della provincia e numero, ad esempio MI-1234567.',
    registeredOffice: 'Indirizzo completo, ad esempio Via Roma 1, 20121 Milano (MI).',
    pec: 'La casella di posta elettronica certificata dell’azienda.',
    phone: 'Il numero che i clienti chiamano, ad esempio 02 1234 5678.',
    customerServiceEmail: 'L’indirizzo a cui i clienti scrivono.',
    customerServiceHours: `Facoltativo. Se lo lasci vuoto le pagine indicano: «${CUSTOMER_SERVICE_HOURS}».`,
  },
  errors: {
    reaNumberRequired: 'Inserisci il numero REA.',
    reaNumberFormat:
      'Il numero REA è la sigla della provincia seguita da un numero fino a 7 cifre, ad esempio MI-1234567.',
    reaNumberProvince: 'La sigla della provincia del numero REA non esiste.',
    registeredOfficeRequired: 'Inserisci l’indirizzo della sede legale.',
    registeredOfficeTooLong: 'La sede legale può avere al massimo 200 caratteri.',
    pecRequired: 'Inserisci l’indirizzo PEC.',
    phoneRequired: 'Inserisci il telefono del servizio clienti.',
    phoneInvalid: 'Inserisci un numero di telefono valido, ad esempio 02 1234 5678.',
    customerServiceEmailRequired: 'Inserisci l’email del servizio clienti.',
    customerServiceEmailInvalid:
      'Inserisci un indirizzo email valido, ad esempio assistenza@esempio.it.',
    customerServiceHoursTooLong: 'Gli orari possono avere al massimo 200 caratteri.',
  },
  requiredMark: '(obbligatorio)',
  save: 'Salva',
  saving: 'Salvataggio…',
  saved: 'Dati del venditore salvati.',
  fixFields: 'Controlla i campi segnalati.',
  missingTitle: 'Dati del venditore da completare',
  missingIntro:
    'Finché mancano, le pagine legali e dei contatti non li riportano. Dati obbligatori mancanti:',
  complete: 'Tutti i dati obbligatori del venditore sono presenti.',
} as const;
