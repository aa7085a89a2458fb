import { z } from 'zod';

/**
 * The audit log (issue "Admin" §8): every change made in the admin area is one entry — who,
 * what, the values before and after, when. The server writes it in the same transaction as the
 * change, so an entry exists exactly when the change does.
 */

export const AUDIT_ACTIONS = [
  'order.status',
  'order.refund',
  'product.create',
  'product.update',
  'product.images',
  'product.delete',
  'product.visibility',
  'product.featured',
  'product.slugs',
  'category.create',
  'category.update',
  'category.delete',
  'category.reorder',
  'user.activate',
  'user.deactivate',
  'user.promote',
  'user.demote',
  'shop-settings.update',
  'device.remove',
  'device.remote-logout',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'order.status': 'Stato dell’ordine cambiato',
  'order.refund': 'Rimborso',
  'product.create': 'Prodotto aggiunto',
  'product.update': 'Prodotto modificato',
  'product.images': 'Immagini del prodotto cambiate',
  'product.delete': 'Prodotto eliminato',
  'product.visibility': 'Visibilità del prodotto cambiata',
  'product.featured': 'Prodotto in evidenza cambiato',
  'product.slugs': 'Slug dei prodotti rigenerati',
  'category.create': 'Categoria aggiunta',
  'category.update': 'Categoria modificata',
  'category.delete': 'Categoria eliminata',
  'category.reorder': 'Categorie riordinate',
  'user.activate': 'Utente attivato',
  'user.deactivate': 'Utente disattivato',
  'user.promote': 'Promosso ad amministratore',
  'user.demote': 'Rimosso da amministratore',
  'shop-settings.update': 'Dati del venditore modificati',
  'device.remove': 'Dispositivo rimosso',
  'device.remote-logout': 'Disconnessione remota di un dispositivo',
};

export const AUDIT_ENTITY_TYPES = [
  'order',
  'product',
  'category',
  'user',
  'shop-settings',
  'device',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** A JSON value as stored in the log's before/after columns. */
export type AuditValue = Record<string, unknown> | null;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorEmail: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = 50;

export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  action: z.enum(AUDIT_ACTIONS).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const AUDIT_MESSAGES = {
  intro: 'Ogni modifica fatta nell’area admin: chi, che cosa, i valori prima e dopo, quando.',
  empty: 'Nessuna modifica registrata.',
  filterLabel: 'Tipo di modifica',
  allActions: 'Tutte',
  columns: {
    when: 'Quando',
    who: 'Chi',
    what: 'Che cosa',
    entity: 'Oggetto',
    before: 'Prima',
    after: 'Dopo',
  },
} as const;
