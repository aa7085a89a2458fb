/** Spec §2.8 and §8: the idle modal, the security notice and the forced-logout notices. */
export const SESSION_MESSAGES = {
  idleTitle: 'Sessione in scadenza',
  idleBody: (seconds: number) =>
    `Per la tua sicurezza la sessione verrà chiusa tra ${String(seconds)} ${seconds === 1 ? 'secondo' : 'secondi'} per inattività.`,
  idleLogout: 'Esci',
  idleStay: 'Rimani connesso',
  securityNoticeTitle: 'Avviso di Sicurezza',
  securityNoticeOk: 'Ho capito',
  deviceRemoved:
    "La tua sessione è stata terminata perché questo dispositivo è stato rimosso dall'amministratore. Effettua nuovamente il login se necessario.",
  passwordChanged:
    'La tua sessione è stata terminata perché la password è stata modificata su un altro dispositivo. Effettua nuovamente il login con la nuova password.',
  remoteLogout: (reason: string) => `Sessione terminata dall'amministratore. Motivo: ${reason}`,
} as const;
