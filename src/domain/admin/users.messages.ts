import { italianDateFormat, shopClockTime } from '../formatter-on-first-use';

/**
 * Texts of the admin users section (issue "Admin" §4). Spec §8 names the notifications "user
 * activated/deactivated; admin promoted/removed" without their words, and gives
 * "N utenti caricati" exactly.
 */
export const USER_MESSAGES = {
  /** Spec §8, exact. */
  loaded: (count: number) => `${count} utenti caricati`,
  activated: (email: string) => `Utente "${email}" attivato.`,
  deactivated: (email: string) => `Utente "${email}" disattivato.`,
  promoted: (email: string) => `"${email}" è ora amministratore.`,
  demoted: (email: string) => `"${email}" non è più amministratore.`,

  selfChange:
    'Non puoi cambiare il ruolo o lo stato del tuo account: chiedilo a un altro amministratore.',
  lastAdmin: (email: string) =>
    `"${email}" è l’ultimo amministratore attivo: prima rendi amministratore qualcun altro.`,
  actorNoLongerAdmin: 'Non sei più amministratore: ricarica la pagina.',
  notFound: 'Utente non trovato.',
  invalidUserId: 'Identificativo utente non valido.',
  invalidActive: 'Indica true per attivare o false per disattivare.',
  invalidRole: 'Ruolo non valido: usa "user" o "admin".',
  invalidQuery: 'La ricerca contiene caratteri non validi.',
  queryTooLong: (max: number) => `La ricerca può avere al massimo ${max} caratteri.`,
  invalidRoleFilter: 'Filtro del ruolo non valido.',
  invalidStateFilter: 'Filtro dello stato non valido.',
  invalidPage: 'Numero di pagina non valido.',

  filtersLabel: 'Cerca e filtra gli utenti',
  searchLabel: 'Cerca per nome o email',
  search: 'Cerca',
  roleFilterLabel: 'Ruolo',
  stateFilterLabel: 'Stato',
  roleFilter: { all: 'Tutti i ruoli', user: 'Clienti', admin: 'Amministratori' },
  stateFilter: { all: 'Tutti', active: 'Attivi', inactive: 'Disattivati' },
  caption: (total: number, page: number, pageCount: number) =>
    `Utenti registrati: ${total} trovati, pagina ${page} di ${pageCount}. Dal più recente.`,
  empty: 'Nessun utente corrisponde alla ricerca.',
  paginationLabel: 'Pagine dell’elenco utenti',
  columns: {
    name: 'Nome',
    email: 'Email',
    role: 'Ruolo',
    verified: 'Verificato',
    active: 'Attivo',
    memberSince: 'Iscritto dal',
    lastLogin: 'Ultimo accesso',
    actions: 'Azioni',
  },
  roles: { user: 'Cliente', admin: 'Amministratore' },
  yes: 'Sì',
  no: 'No',
  never: 'Mai',
  noName: '—',
  you: 'Il tuo account',
  activate: 'Attiva',
  deactivate: 'Disattiva',
  promote: 'Rendi amministratore',
  demote: 'Rimuovi amministratore',
  activateLabel: (email: string) => `Attiva ${email}`,
  deactivateLabel: (email: string) => `Disattiva ${email}`,
  promoteLabel: (email: string) => `Rendi amministratore ${email}`,
  demoteLabel: (email: string) => `Rimuovi amministratore ${email}`,
} as const;

const dateFormatter = italianDateFormat({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** A day as the shop (Rome) sees it: "21 nov 2026". */
export function formatUserDate(isoInstant: string): string {
  return dateFormatter().format(new Date(isoInstant));
}

/** A day and time in Rome: "21 nov 2026, 10:30". */
export function formatUserDateTime(isoInstant: string): string {
  const when = new Date(isoInstant);
  return `${dateFormatter().format(when)}, ${shopClockTime().format(when)}`;
}
