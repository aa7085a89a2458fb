import type { ConsentDecision } from './consent.rules';

/** Texts of the cookie banner and its footer button (spec §2.8, copied exactly). */
export const CONSENT_MESSAGES = {
  bannerText: 'Usiamo cookie per migliorare l’esperienza.',
  accept: 'Accetta',
  deny: 'Rifiuta',
  policyLink: 'Cookie Policy',
  regionLabel: 'Consenso ai cookie',
  preferencesButton: 'Preferenze cookie',
  close: 'Chiudi',
  closeLabel: 'Chiudi le preferenze cookie senza cambiare la scelta',
  currentChoice: (status: ConsentDecision) =>
    status === 'accepted_all'
      ? 'Scelta attuale: cookie accettati.'
      : status === 'denied_all'
        ? 'Scelta attuale: cookie rifiutati.'
        : 'Scelta attuale: personalizzata.',
} as const;
