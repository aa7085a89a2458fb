/**
 * Texts of the admin products section (issue "Admin" §2). The add/edit/delete notifications are
 * the spec's own (§8, exact); §8 names the visibility, featured and slug notifications without
 * their words, which follow the same style.
 */
export const PRODUCT_MESSAGES = {
  /** Spec §8, exact. */
  added: (name: string) => `Prodotto "${name}" aggiunto con successo!`,
  /** Spec §8, exact. */
  updated: (name: string) => `Prodotto "${name}" modificato con successo!`,
  /** Spec §8, exact. */
  deleted: (name: string) => `Prodotto "${name}" eliminato con successo!`,
  shown: (name: string) => `Prodotto "${name}" ora visibile nel negozio.`,
  hidden: (name: string) => `Prodotto "${name}" nascosto dal negozio.`,
  featuredOn: (name: string) => `"${name}" aggiunto ai prodotti in evidenza.`,
  featuredOff: (name: string) => `"${name}" rimosso dai prodotti in evidenza.`,
  slugsUpdated: (count: number) =>
    count === 1 ? '1 slug aggiornato.' : `${count.toLocaleString('it-IT')} slug aggiornati.`,

  // Field refusals (server and form).
  nameRequired: 'Inserisci il nome del prodotto.',
  nameTooLong: (max: number) => `Il nome può avere al massimo ${max} caratteri.`,
  nameWithoutLetters: 'Il nome deve contenere almeno una lettera o una cifra.',
  invalidText: 'Il testo contiene caratteri non validi.',
  priceRequired: 'Inserisci il prezzo, per esempio 1.299,00.',
  priceInvalid: 'Prezzo non valido: scrivi un importo in euro, per esempio 1.299,00.',
  priceTooHigh: 'Il prezzo è troppo alto.',
  compareAtInvalid:
    'Prezzo di listino non valido: scrivi un importo in euro, per esempio 1.499,00, o lascia vuoto.',
  compareAtNotAbovePrice: 'Il prezzo di listino deve essere maggiore del prezzo.',
  stockInvalid: 'La disponibilità deve essere un numero intero, 0 o più.',
  stockTooHigh: (max: number) =>
    `La disponibilità può essere al massimo ${max.toLocaleString('it-IT')}.`,
  descriptionTooLong: (max: number) =>
    `La descrizione può avere al massimo ${max.toLocaleString('it-IT')} caratteri.`,
  specLabelRequired: 'Inserisci il nome della caratteristica.',
  specValueRequired: 'Inserisci il valore della caratteristica.',
  specTooLong: (max: number) => `Al massimo ${max} caratteri.`,
  specsTooMany: (max: number) => `Al massimo ${max} caratteristiche.`,
  tagTooLong: (max: number) => `Ogni tag può avere al massimo ${max} caratteri.`,
  tagsTooMany: (max: number) => `Al massimo ${max} tag.`,
  categoryInvalid: 'Categoria non valida.',
  categoryNotFound: 'Questa categoria non esiste più: scegline un’altra.',
  flagInvalid: 'Valore non valido: sì o no.',
  nothingToChange: 'Indica almeno un campo da modificare.',
  deleteRefused: 'Impossibile eliminare il prodotto: altri dati del negozio lo usano ancora.',
  notFound: 'Prodotto non trovato: forse è stato eliminato nel frattempo.',
  slugTaken: (slug: string) =>
    `L’indirizzo "/products/${slug}" è già in uso: cambia il nome del prodotto.`,

  // List query refusals.
  invalidQuery: 'Testo di ricerca non valido.',
  queryTooLong: (max: number) => `La ricerca può avere al massimo ${max} caratteri.`,
  invalidSort: 'Ordinamento non valido.',
  invalidFilter: 'Filtro non valido.',
  invalidPage: 'Numero di pagina non valido.',

  // The table.
  intro:
    'Tutti i prodotti del catalogo, anche quelli nascosti. Visibilità ed evidenza si cambiano direttamente dalla tabella.',
  filtersLabel: 'Cerca e filtra i prodotti',
  searchLabel: 'Cerca per nome',
  search: 'Cerca',
  categoryFilterLabel: 'Categoria',
  allCategories: 'Tutte',
  visibleFilterLabel: 'Visibile',
  featuredFilterLabel: 'In evidenza',
  any: 'Tutti',
  yes: 'Sì',
  no: 'No',
  stockFilterLabel: 'Disponibilità',
  stockFilter: {
    all: 'Tutte',
    out: 'Esaurito (0)',
    low: 'In esaurimento (1–5)',
    in: 'Disponibile (più di 5)',
  },
  sortLabel: 'Ordina per',
  sorts: {
    newest: 'Più recenti',
    oldest: 'Meno recenti',
    'name-asc': 'Nome (A–Z)',
    'name-desc': 'Nome (Z–A)',
    'price-asc': 'Prezzo crescente',
    'price-desc': 'Prezzo decrescente',
    'stock-asc': 'Disponibilità crescente',
    'stock-desc': 'Disponibilità decrescente',
  },
  clearFilters: 'Azzera i filtri',
  newProduct: 'Nuovo prodotto',
  regenerateSlugs: 'Rigenera slug',
  regeneratingSlugs: 'Rigenerazione…',
  confirmRegenerateSlugs:
    'Rigenerare l’indirizzo di tutti i prodotti dal loro nome? I vecchi indirizzi continueranno a portare ai prodotti.',
  confirmYes: 'Sì, rigenera',
  cancel: 'Annulla',
  caption: (total: string) => `Prodotti del catalogo: ${total}`,
  productCount: (total: number, exact: boolean) =>
    exact
      ? total === 1
        ? '1 prodotto'
        : `${total.toLocaleString('it-IT')} prodotti`
      : `più di ${total.toLocaleString('it-IT')} prodotti`,
  pageOnly: (page: number) => `Pagina ${page}`,
  empty: 'Nessun prodotto corrisponde ai filtri.',
  loading: 'Caricamento dei prodotti…',
  columns: {
    image: 'Immagine',
    name: 'Nome',
    category: 'Categoria',
    price: 'Prezzo',
    stock: 'Disponibilità',
    visible: 'Visibile',
    featured: 'In evidenza',
    actions: 'Azioni',
  },
  noImage: 'Nessuna immagine',
  noCategory: 'Senza categoria',
  edit: 'Modifica',
  editLabel: (name: string) => `Modifica "${name}"`,
  visibleToggleLabel: (name: string) => `Visibile nel negozio: "${name}"`,
  featuredToggleLabel: (name: string) => `In evidenza: "${name}"`,

  // The form.
  newHeading: 'Nuovo prodotto',
  formLabel: 'Dati del prodotto',
  nameLabel: 'Nome',
  priceLabel: 'Prezzo (€, IVA inclusa)',
  priceHint: 'Per esempio 1.299,00',
  compareAtLabel: 'Prezzo di listino (€, facoltativo)',
  compareAtHint: 'Se indicato, deve essere maggiore del prezzo: il negozio mostra lo sconto.',
  stockLabel: 'Disponibilità (unità)',
  descriptionLabel: 'Descrizione',
  specsLegend: 'Caratteristiche',
  specLabel: (row: number) => `Caratteristica ${row}: nome`,
  specValue: (row: number) => `Caratteristica ${row}: valore`,
  addSpec: 'Aggiungi caratteristica',
  removeSpec: (row: number) => `Rimuovi caratteristica ${row}`,
  noSpecs: 'Nessuna caratteristica.',
  tagsLabel: 'Tag (separati da virgola)',
  tagsHint: 'Per esempio: ricondizionato, 5g',
  categoryLabel: 'Categoria',
  visibleLabel: 'Visibile nel negozio',
  featuredLabel: 'In evidenza',
  slugLabel: 'Indirizzo',
  regenerateSlugLabel: 'Aggiorna anche l’indirizzo dal nuovo nome',
  regenerateSlugHint: 'Il vecchio indirizzo continuerà a portare al prodotto.',
  imagesLabel: 'Immagini',
  imagesCount: (count: number) =>
    count === 0 ? 'Nessuna immagine' : count === 1 ? '1 immagine' : `${count} immagini`,
  create: 'Aggiungi prodotto',
  creating: 'Aggiunta…',
  save: 'Salva modifiche',
  saving: 'Salvataggio…',
  delete: 'Elimina prodotto',
  deleting: 'Eliminazione…',
  confirmDelete: (name: string) =>
    `Eliminare "${name}"? Gli ordini che lo contengono ne conservano una copia; il prodotto sparisce da carrelli e liste desideri.`,
  confirmDeleteYes: 'Sì, elimina',
  backToList: 'Torna ai prodotti',
  checkFields: 'Controlla i campi evidenziati.',
  viewInShop: 'Vedi nel negozio',

  // Images (decision 024). §8 names the "images uploaded" notification without its words.
  imagesUploaded: (count: number) =>
    count === 1 ? '1 immagine caricata correttamente' : `${count} immagini caricate correttamente`,
  /** Spec §8, exact. */
  imageRemoved: 'Immagine rimossa correttamente',
  imagesUnchanged: 'Le immagini scelte sono già tutte nel prodotto.',
  imagesOrderSaved: 'Ordine delle immagini salvato.',
  imagesIntro:
    'JPEG, PNG, WebP o AVIF, fino a 10 MB ciascuna e 10 alla volta. Il negozio mostra la prima.',
  imagesChoose: 'Scegli le immagini',
  imagesDropZone: 'Oppure trascina qui i file',
  imagesUploading: 'Caricamento delle immagini',
  imagesUploadingPercent: (percent: number) => `Caricamento: ${percent}%`,
  imagesProcessing: 'Elaborazione delle immagini…',
  imagesListLabel: 'Immagini del prodotto',
  imagesNone: 'Nessuna immagine: il negozio mostra un segnaposto.',
  imageAlt: (position: number, count: number) => `Immagine ${position} di ${count}`,
  imagePosition: (position: number) => `${position}.`,
  imageMoveUp: (position: number, count: number) => `Sposta su l’immagine ${position} di ${count}`,
  imageMoveDown: (position: number, count: number) =>
    `Sposta giù l’immagine ${position} di ${count}`,
  imageRemove: (position: number, count: number) => `Rimuovi l’immagine ${position} di ${count}`,
  imageMoveUpShort: 'Sposta su',
  imageMoveDownShort: 'Sposta giù',
  imageRemoveShort: 'Rimuovi',
  imageDragHint: 'Trascina un’immagine per cambiarne la posizione, o usa i pulsanti.',
  imageMoved: (position: number, count: number) =>
    `Immagine spostata in posizione ${position} di ${count}.`,

  // Image refusals (server).
  imagesMissing: 'Scegli almeno un’immagine da caricare.',
  imageNotSupported: (fileName: string) =>
    `"${fileName}" non è un’immagine JPEG, PNG, WebP o AVIF.`,
  imageTooLarge: (fileName: string) => `"${fileName}" supera i 10 MB.`,
  imageTooManyPixels: (fileName: string) =>
    `"${fileName}" ha troppi pixel: riducila sotto i 50 megapixel.`,
  imagesTooMany: (max: number) => `Al massimo ${max} immagini per volta.`,
  imagesPerProductTooMany: (max: number) => `Un prodotto può avere al massimo ${max} immagini.`,
  imagesNotMultipart: 'Invia le immagini come modulo con file (multipart/form-data).',
  imagesOrderMismatch:
    'Le immagini del prodotto sono cambiate nel frattempo: ricarica la pagina e riprova.',
  imageNotFound: 'Immagine non trovata: forse è già stata rimossa.',
} as const;
