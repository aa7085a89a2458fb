import { italianDateFormat } from '../formatter-on-first-use';

/**
 * Texts of the "I miei dispositivi" section of /settings. The spec names the notice a removed
 * device's browser shows (session/session.messages.ts); the rest follows its tone.
 */

const activityFormatter = italianDateFormat({
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as the shop (Rome) sees it, day and time: "25/11/2026, 23:40". */
export function formatDeviceActivity(isoInstant: string): string {
  return activityFormatter().format(new Date(isoInstant));
}

export const MY_DEVICES_MESSAGES = {
  title: 'I miei dispositivi',
  intro:
    'I dispositivi da cui hai effettuato l’accesso. Se non ne riconosci uno, disconnettilo e cambia la password.',
  lastActive: (when: string) => `Ultima attività: ${when}`,
  thisDevice: 'Questo dispositivo',
  disconnect: 'Disconnetti',
  disconnectLabel: (device: string) => `Disconnetti ${device}`,
  disconnecting: 'Disconnessione…',
  disconnected: 'Dispositivo disconnesso',
  empty: 'Nessun dispositivo registrato.',
  loading: 'Caricamento dei dispositivi…',
  retry: 'Riprova',
  /** The place is estimated from a local database; its licence (CC BY 4.0) asks for the credit. */
  placeSource: 'Località stimata dall’indirizzo IP.',
  placeCredit: 'IP Geolocation by DB-IP',
} as const;
