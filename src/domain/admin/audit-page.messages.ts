import type { AuditEntityType } from './audit';

/** Texts of the audit log page beyond AUDIT_MESSAGES (audit.ts). */
export const AUDIT_PAGE_MESSAGES = {
  loading: 'Caricamento del registro…',
  tableCaption: (count: string) => `Modifiche, dalla più recente: ${count}`,
  entryCount: (count: number) => (count === 1 ? '1 modifica' : `${count} modifiche`),
  filtersTitle: 'Filtra il registro',
  applyFilter: 'Filtra',
  noValues: '—',
  entityTypes: {
    order: 'Ordine',
    product: 'Prodotto',
    category: 'Categoria',
    user: 'Utente',
    'shop-settings': 'Dati del venditore',
    device: 'Dispositivo',
  } satisfies Record<AuditEntityType, string>,
} as const;
