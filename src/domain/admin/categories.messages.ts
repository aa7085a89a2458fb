/**
 * Texts of the admin categories section (issue "Admin" §3). Spec §8 lists the notifications
 * "category added/deleted/updated" without their words: they follow the spec's product ones
 * ('Prodotto "{name}" aggiunto con successo!'). The refusal to delete is the spec's own text.
 */
export const CATEGORY_MESSAGES = {
  added: (name: string) => `Categoria "${name}" aggiunta con successo!`,
  updated: (name: string) => `Categoria "${name}" modificata con successo!`,
  deleted: (name: string) => `Categoria "${name}" eliminata con successo!`,
  moved: (name: string, position: number, count: number) =>
    `Categoria "${name}" spostata in posizione ${position} di ${count}.`,
  /** Spec §8, exact. */
  deleteRefused: (name: string, productCount: number) =>
    `Impossibile eliminare "${name}": ${productCount} prodotti associati`,

  nameRequired: 'Inserisci il nome della categoria.',
  nameTooLong: (max: number) => `Il nome può avere al massimo ${max} caratteri.`,
  nameWithoutLetters: 'Il nome deve contenere almeno una lettera o una cifra.',
  descriptionTooLong: (max: number) => `La descrizione può avere al massimo ${max} caratteri.`,
  invalidText: 'Il testo contiene caratteri non validi.',
  nothingToChange: 'Indica il nuovo nome o la nuova descrizione.',
  invalidDirection: 'Direzione non valida: usa "up" o "down".',
  duplicateName: (name: string) => `Esiste già una categoria "${name}".`,
  duplicateSlug: (slug: string) =>
    `Esiste già una categoria con l’indirizzo "/products/${slug}": scegli un altro nome.`,
  slugTakenByProduct: (slug: string) =>
    `L’indirizzo "/products/${slug}" è già quello di un prodotto: scegli un altro nome.`,
  notFound: 'Categoria non trovata: forse è stata eliminata nel frattempo.',

  intro:
    'Le categorie del negozio, nell’ordine in cui compaiono nel menu e nei filtri del catalogo.',
  addHeading: 'Nuova categoria',
  editHeading: (name: string) => `Modifica "${name}"`,
  nameLabel: 'Nome',
  descriptionLabel: 'Descrizione (facoltativa)',
  slugHint: (slug: string) => `Indirizzo: /products/${slug}`,
  add: 'Aggiungi categoria',
  adding: 'Aggiunta…',
  save: 'Salva modifiche',
  saving: 'Salvataggio…',
  cancel: 'Annulla',
  caption: 'Categorie del negozio, nell’ordine del menu',
  empty: 'Nessuna categoria. Aggiungi la prima con il modulo qui sopra.',
  columns: {
    position: 'Posizione',
    name: 'Nome',
    slug: 'Indirizzo',
    description: 'Descrizione',
    products: 'Prodotti',
    actions: 'Azioni',
  },
  moveUp: (name: string) => `Sposta su "${name}"`,
  moveDown: (name: string) => `Sposta giù "${name}"`,
  moveUpShort: 'Su',
  moveDownShort: 'Giù',
  edit: (name: string) => `Modifica "${name}"`,
  editShort: 'Modifica',
  delete: (name: string) => `Elimina "${name}"`,
  deleteShort: 'Elimina',
  confirmDelete: (name: string) => `Eliminare "${name}"?`,
  confirmDeleteYes: 'Sì, elimina',
} as const;
