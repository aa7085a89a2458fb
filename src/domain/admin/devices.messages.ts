import type { DeviceType } from '../devices/device.schema';

/**
 * Texts of the admin devices section (issue "Admin" §5). Spec §8 names the admin notification
 * "device removed" without its words; the notice the removed or logged-out browser shows is in
 * session/session.messages.ts (spec §8, exact).
 */
export const DEVICE_ADMIN_MESSAGES = {
  removed: 'Dispositivo rimosso correttamente',
  remoteLogoutSent: 'Disconnessione remota inviata',

  selfDevice:
    'Questo è il dispositivo che stai usando: per uscire usa "Esci", non la gestione dei dispositivi.',
  notFound: 'Dispositivo non trovato.',
  invalidDeviceId: 'Identificativo del dispositivo non valido.',
  reasonRequired: 'Scrivi il motivo della disconnessione.',
  reasonTooLong: (max: number) => `Il motivo può avere al massimo ${max} caratteri.`,
  invalidReason: 'Il motivo contiene caratteri non validi.',
  invalidQuery: 'La ricerca contiene caratteri non validi.',
  queryTooLong: (max: number) => `La ricerca può avere al massimo ${max} caratteri.`,
  invalidPage: 'Numero di pagina non valido.',

  searchFormLabel: 'Cerca tra i dispositivi',
  searchLabel: 'Cerca per email, nome o dispositivo',
  search: 'Cerca',
  loaded: (count: number) =>
    count === 1 ? '1 dispositivo caricato' : `${count} dispositivi caricati`,
  caption: (total: number, page: number, pageCount: number) =>
    `Dispositivi: ${total} trovati, pagina ${page} di ${pageCount}. Dall’attività più recente.`,
  empty: 'Nessun dispositivo corrisponde alla ricerca.',
  columns: {
    email: 'Utente',
    displayName: 'Dispositivo',
    type: 'Tipo',
    city: 'Città',
    lastActive: 'Ultima attività',
    actions: 'Azioni',
  },
  deviceTypes: {
    Desktop: 'Desktop',
    Mobile: 'Smartphone',
    Tablet: 'Tablet',
    Laptop: 'Portatile',
  } satisfies Record<DeviceType, string>,
  unknown: '—',
  thisDevice: 'Questo dispositivo',
  lastRemoteLogout: (when: string) => `Disconnesso da remoto il ${when}`,
  remove: 'Rimuovi',
  removeLabel: (email: string, device: string) => `Rimuovi ${device} di ${email}`,
  confirmRemove: (email: string, device: string) =>
    `Rimuovere ${device} di ${email}? Le sue sessioni termineranno subito.`,
  confirmRemoveYes: 'Sì, rimuovi',
  remoteLogout: 'Disconnetti',
  remoteLogoutLabel: (email: string, device: string) => `Disconnetti ${device} di ${email}`,
  remoteLogoutFormLabel: (email: string, device: string) =>
    `Disconnessione remota di ${device} di ${email}`,
  reasonLabel: 'Motivo (lo vedrà l’utente)',
  sendRemoteLogout: 'Disconnetti ora',
  sending: 'Invio…',
  cancel: 'Annulla',
} as const;
