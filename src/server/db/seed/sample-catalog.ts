/**
 * The sample catalog a fresh shop starts with: the four product families of the navigation
 * (spec §2.2 "Prodotti"), with realistic Italian names, descriptions, prices (IVA inclusa)
 * and a spread of stock, offers and ratings so every state of the UI has something to show.
 *
 * Products are written as model templates plus variants (capacity and colour), the way a
 * real shop lists them: the model carries the shared text and specs, the variant the rest.
 */
import { slugify } from '../../../domain/catalog/product';
import { ARTWORK_VIEWS, type ArtworkSpec, type DeviceKind } from './device-artwork';

export interface SampleCategory {
  slug: 'iphone' | 'mac' | 'ipad' | 'watch';
  name: string;
  description: string;
  position: number;
}

export interface SampleProduct {
  slug: string;
  name: string;
  categorySlug: SampleCategory['slug'];
  description: string;
  priceCents: number;
  compareAtPriceCents: number | null;
  stock: number;
  tags: string[];
  rating: number | null;
  reviewCount: number | null;
  isFeatured: boolean;
  specs: { label: string; value: string }[];
  /** 2 to 6 entries, one per image. */
  artwork: ArtworkSpec[];
  /** Used to set created_at so "Novità" sorting is meaningful. */
  daysSinceRelease: number;
}

export const SAMPLE_CATEGORIES: readonly SampleCategory[] = [
  {
    slug: 'iphone',
    name: 'iPhone',
    description:
      'Tutti i modelli di iPhone, dai Pro in titanio alle versioni più compatte, nuovi e ricondizionati con garanzia.',
    position: 1,
  },
  {
    slug: 'mac',
    name: 'Mac',
    description:
      'MacBook Air e MacBook Pro con chip Apple: portatili leggeri per lo studio e potenti workstation per i professionisti.',
    position: 2,
  },
  {
    slug: 'ipad',
    name: 'iPad',
    description:
      'iPad Pro, iPad Air, iPad e iPad mini per disegnare, studiare, lavorare e guardare i tuoi contenuti ovunque.',
    position: 3,
  },
  {
    slug: 'watch',
    name: 'Watch',
    description:
      'Apple Watch per allenarti, monitorare la salute e restare in contatto, dal modello SE fino a Ultra per gli sport estremi.',
    position: 4,
  },
];

type SpecPair = readonly [label: string, value: string];

/** What every variant of one model shares. */
interface ModelTemplate {
  name: string;
  categorySlug: SampleCategory['slug'];
  kind: DeviceKind;
  /** Screen wallpaper (and, for watches, default band) colour of the artwork. */
  accentHex: string;
  /** Two sentences; each variant adds its own closing sentence. */
  intro: string;
  specs: readonly SpecPair[];
  tags: readonly string[];
}

/** The part of a variant that depends on its configuration: name suffix and its specs. */
interface VariantConfig {
  config: string;
  configSpecs: readonly SpecPair[];
}

interface Variant extends VariantConfig {
  colour: string;
  colorHex: string;
  /** Overrides the model accent, e.g. a watch band that matches the case. */
  accentHex?: string;
  priceCents: number;
  compareAtPriceCents?: number;
  stock: number;
  rating: number | null;
  reviewCount: number | null;
  isFeatured?: boolean;
  daysSinceRelease: number;
  note: string;
  tags?: readonly string[];
  /** Number of gallery images (2–6); featured products always get the full gallery. */
  images: number;
}

function storage(capacity: string): VariantConfig {
  return { config: capacity, configSpecs: [['Archiviazione', capacity]] };
}

function tabletStorage(capacity: string, network: 'Wi-Fi' | 'Wi-Fi + Cellular'): VariantConfig {
  return {
    config: `${capacity} ${network}`,
    configSpecs: [
      ['Archiviazione', capacity],
      ['Connettività', network === 'Wi-Fi' ? 'Wi-Fi 6E' : 'Wi-Fi 6E e 5G'],
    ],
  };
}

function macConfig(memory: string, ssd: string, chip?: string): VariantConfig {
  const configSpecs: SpecPair[] = [
    ['Memoria', `${memory} di memoria unificata`],
    ['Archiviazione', `SSD da ${ssd}`],
  ];
  if (chip) configSpecs.unshift(['Chip', chip]);
  return { config: `${chip ? `${chip} ` : ''}${memory}/${ssd}`, configSpecs };
}

function watchConfig(caseSize: string, network: 'GPS' | 'GPS + Cellular'): VariantConfig {
  return {
    config: `${caseSize} ${network}`,
    configSpecs: [
      ['Cassa', caseSize],
      ['Connettività', network === 'GPS' ? 'GPS, Bluetooth 5.3' : 'GPS, LTE, Bluetooth 5.3'],
    ],
  };
}

function buildProduct(model: ModelTemplate, variant: Variant): SampleProduct {
  const name = `${model.name} ${variant.config} – ${variant.colour}`;
  const isFeatured = variant.isFeatured ?? false;
  const imageCount = isFeatured ? ARTWORK_VIEWS.length : variant.images;
  const offerTags = variant.compareAtPriceCents === undefined ? [] : ['offerta'];
  const specs: SpecPair[] = [...model.specs, ...variant.configSpecs, ['Colore', variant.colour]];
  return {
    slug: slugify(name),
    name,
    categorySlug: model.categorySlug,
    description: `${model.intro} ${variant.note}`,
    priceCents: variant.priceCents,
    compareAtPriceCents: variant.compareAtPriceCents ?? null,
    stock: variant.stock,
    // A Set, because a variant may repeat a model tag.
    tags: [...new Set([...model.tags, ...(variant.tags ?? []), ...offerTags])],
    rating: variant.rating,
    reviewCount: variant.reviewCount,
    isFeatured,
    specs: specs.map(([label, value]) => ({ label, value })),
    artwork: ARTWORK_VIEWS.slice(0, imageCount).map((view) => ({
      kind: model.kind,
      colorHex: variant.colorHex,
      accentHex: variant.accentHex ?? model.accentHex,
      view,
      label: model.name,
    })),
    daysSinceRelease: variant.daysSinceRelease,
  };
}

function productsOf(model: ModelTemplate, variants: readonly Variant[]): SampleProduct[] {
  return variants.map((variant) => buildProduct(model, variant));
}

// ---------------------------------------------------------------------------------------------
// iPhone
// ---------------------------------------------------------------------------------------------

const IPHONE_16_PRO: ModelTemplate = {
  name: 'iPhone 16 Pro',
  categorySlug: 'iphone',
  kind: 'phone',
  accentHex: '#c8742c',
  intro:
    'iPhone 16 Pro ha un design in titanio di grado 5, leggero e resistente, e un display Super Retina XDR da 6,3" con cornici più sottili che mai. Il chip A18 Pro rende fluidi i giochi più esigenti e permette di registrare video in 4K a 120 fps in Dolby Vision.',
  specs: [
    ['Display', '6,3" Super Retina XDR OLED, ProMotion fino a 120 Hz'],
    ['Chip', 'A18 Pro con Neural Engine a 16 core'],
    ['Fotocamera', 'Fusion 48 MP, ultra-grandangolo 48 MP, teleobiettivo 5x 12 MP'],
    ['Batteria', 'Fino a 27 ore di riproduzione video'],
    ['Peso', '199 g'],
  ],
  tags: ['5g', 'pro', 'titanio', 'usb-c'],
};

const IPHONE_16_PRO_MAX: ModelTemplate = {
  name: 'iPhone 16 Pro Max',
  categorySlug: 'iphone',
  kind: 'phone',
  accentHex: '#3d6fb6',
  intro:
    'iPhone 16 Pro Max ha il display più grande mai visto su iPhone, 6,9", con ProMotion fino a 120 Hz e luminosità di picco di 2000 nit. La batteria è la più capiente di sempre e arriva fino a 33 ore di riproduzione video.',
  specs: [
    ['Display', '6,9" Super Retina XDR OLED, ProMotion fino a 120 Hz'],
    ['Chip', 'A18 Pro con Neural Engine a 16 core'],
    ['Fotocamera', 'Fusion 48 MP, ultra-grandangolo 48 MP, teleobiettivo 5x 12 MP'],
    ['Batteria', 'Fino a 33 ore di riproduzione video'],
    ['Peso', '227 g'],
  ],
  tags: ['5g', 'pro', 'max', 'titanio', 'usb-c'],
};

const IPHONE_16: ModelTemplate = {
  name: 'iPhone 16',
  categorySlug: 'iphone',
  kind: 'phone',
  accentHex: '#4f63e0',
  intro:
    "iPhone 16 porta il tasto Azione e il nuovo Controllo fotocamera su un telefono dai colori vivaci, con il vetro posteriore colorato in massa. Il chip A18 garantisce prestazioni elevate e un'ottima efficienza, perché la batteria arrivi a sera senza pensieri.",
  specs: [
    ['Display', '6,1" Super Retina XDR OLED'],
    ['Chip', 'A18 con Neural Engine a 16 core'],
    ['Fotocamera', 'Fusion 48 MP e ultra-grandangolo 12 MP'],
    ['Batteria', 'Fino a 22 ore di riproduzione video'],
    ['Peso', '170 g'],
  ],
  tags: ['5g', 'usb-c', 'tasto-azione'],
};

const IPHONE_16_PLUS: ModelTemplate = {
  name: 'iPhone 16 Plus',
  categorySlug: 'iphone',
  kind: 'phone',
  accentHex: '#2f9e8f',
  intro:
    'iPhone 16 Plus unisce lo schermo Super Retina XDR da 6,7" a un\'autonomia che arriva fino a 27 ore di riproduzione video. È la scelta giusta per chi guarda serie e film in mobilità e vuole un display ampio senza passare al Pro.',
  specs: [
    ['Display', '6,7" Super Retina XDR OLED'],
    ['Chip', 'A18 con Neural Engine a 16 core'],
    ['Fotocamera', 'Fusion 48 MP e ultra-grandangolo 12 MP'],
    ['Batteria', 'Fino a 27 ore di riproduzione video'],
    ['Peso', '199 g'],
  ],
  tags: ['5g', 'plus', 'usb-c'],
};

const IPHONE_16E: ModelTemplate = {
  name: 'iPhone 16e',
  categorySlug: 'iphone',
  kind: 'phone',
  accentHex: '#6b7280',
  intro:
    'iPhone 16e offre il chip A18 e una fotocamera Fusion da 48 MP in un design essenziale con display OLED da 6,1". Il modem C1 progettato da Apple contribuisce a un\'autonomia eccellente, la più lunga mai vista su un iPhone da 6,1".',
  specs: [
    ['Display', '6,1" Super Retina XDR OLED'],
    ['Chip', 'A18 con Neural Engine a 16 core'],
    ['Fotocamera', 'Fusion 48 MP con zoom 2x di qualità ottica'],
    ['Batteria', 'Fino a 26 ore di riproduzione video'],
    ['Peso', '167 g'],
  ],
  tags: ['5g', 'usb-c', 'novità'],
};

const IPHONE_15: ModelTemplate = {
  name: 'iPhone 15',
  categorySlug: 'iphone',
  kind: 'phone',
  accentHex: '#d9567a',
  intro:
    'iPhone 15 ha la Dynamic Island, una fotocamera principale da 48 MP e la porta USB-C per ricaricarlo con lo stesso cavo del Mac. Il vetro posteriore satinato è colorato in massa, piacevole al tatto e trattiene poco le impronte.',
  specs: [
    ['Display', '6,1" Super Retina XDR OLED con Dynamic Island'],
    ['Chip', 'A16 Bionic'],
    ['Fotocamera', 'Principale 48 MP e ultra-grandangolo 12 MP'],
    ['Batteria', 'Fino a 20 ore di riproduzione video'],
    ['Peso', '171 g'],
  ],
  tags: ['5g', 'usb-c', 'dynamic-island'],
};

const IPHONE_15_PRO_REFURBISHED: ModelTemplate = {
  name: 'iPhone 15 Pro ricondizionato',
  categorySlug: 'iphone',
  kind: 'phone',
  accentHex: '#5b7fa8',
  intro:
    "Questo iPhone 15 Pro ricondizionato è stato controllato in ogni componente dai nostri tecnici e ha una batteria con almeno l'85% della capacità originale. Offre il telaio in titanio, il chip A17 Pro e il teleobiettivo 3x a un prezzo più accessibile, con 12 mesi di garanzia.",
  specs: [
    ['Display', '6,1" Super Retina XDR OLED, ProMotion fino a 120 Hz'],
    ['Chip', 'A17 Pro'],
    ['Fotocamera', 'Principale 48 MP, ultra-grandangolo 12 MP, teleobiettivo 3x'],
    ['Batteria', 'Capacità verificata, almeno 85%'],
    ['Garanzia', '12 mesi'],
  ],
  tags: ['5g', 'pro', 'titanio', 'ricondizionato'],
};

const IPHONE_14_REFURBISHED: ModelTemplate = {
  name: 'iPhone 14 ricondizionato',
  categorySlug: 'iphone',
  kind: 'phone',
  accentHex: '#7a5fc0',
  intro:
    'iPhone 14 ricondizionato, verificato dai nostri tecnici e garantito 12 mesi, con chip A15 Bionic e modalità Azione per video stabilissimi anche in movimento. È una scelta sostenibile e conveniente, perché dai una seconda vita a un telefono di qualità.',
  specs: [
    ['Display', '6,1" Super Retina XDR OLED'],
    ['Chip', 'A15 Bionic con GPU a 5 core'],
    ['Fotocamera', 'Principale 12 MP e ultra-grandangolo 12 MP'],
    ['Connettività', '5G, Wi-Fi 6, Lightning'],
    ['Garanzia', '12 mesi'],
  ],
  tags: ['5g', 'ricondizionato', 'lightning'],
};

const IPHONE_SE: ModelTemplate = {
  name: 'iPhone SE',
  categorySlug: 'iphone',
  kind: 'phone',
  accentHex: '#c0262f',
  intro:
    'iPhone SE racchiude il chip A15 Bionic in un formato compatto da 4,7" con il tasto Home e Touch ID. È perfetto per chi preferisce un telefono piccolo, semplice da usare e leggero in tasca.',
  specs: [
    ['Display', '4,7" Retina HD'],
    ['Chip', 'A15 Bionic'],
    ['Fotocamera', 'Grandangolo 12 MP'],
    ['Peso', '144 g'],
  ],
  tags: ['5g', 'compatto', 'touch-id'],
};

const IPHONE_PRODUCTS: SampleProduct[] = [
  ...productsOf(IPHONE_16_PRO, [
    {
      ...storage('128 GB'),
      colour: 'Titanio nero',
      colorHex: '#3c3c3d',
      priceCents: 123900,
      stock: 42,
      rating: 4.7,
      reviewCount: 318,
      daysSinceRelease: 152,
      images: 4,
      note: 'La versione da 128 GB è ideale per chi salva foto e video su iCloud e vuole comunque tutte le prestazioni dei modelli Pro.',
    },
    {
      ...storage('256 GB'),
      colour: 'Titanio deserto',
      colorHex: '#bfa48f',
      priceCents: 136900,
      stock: 27,
      rating: 4.8,
      reviewCount: 264,
      isFeatured: true,
      daysSinceRelease: 151,
      images: 6,
      note: 'La finitura Titanio deserto, novità di questa generazione, ha riflessi caldi che cambiano con la luce.',
    },
    {
      ...storage('512 GB'),
      colour: 'Titanio naturale',
      colorHex: '#bfb5a6',
      priceCents: 159900,
      stock: 4,
      rating: 4.9,
      reviewCount: 97,
      daysSinceRelease: 150,
      images: 3,
      note: 'Con 512 GB hai spazio per girare a lungo in ProRes senza dover scaricare i file ogni sera.',
    },
    {
      ...storage('1 TB'),
      colour: 'Titanio bianco',
      colorHex: '#f2f1ec',
      priceCents: 182900,
      stock: 0,
      rating: null,
      reviewCount: null,
      daysSinceRelease: 149,
      images: 2,
      note: 'Il taglio da 1 TB è pensato per videomaker e fotografi che lavorano direttamente dal telefono.',
    },
  ]),
  ...productsOf(IPHONE_16_PRO_MAX, [
    {
      ...storage('256 GB'),
      colour: 'Titanio naturale',
      colorHex: '#bfb5a6',
      priceCents: 148900,
      stock: 18,
      rating: 4.8,
      reviewCount: 402,
      daysSinceRelease: 148,
      images: 5,
      note: 'Il teleobiettivo 5x e il tasto Controllo fotocamera rendono immediato scattare anche da lontano.',
    },
    {
      ...storage('512 GB'),
      colour: 'Titanio nero',
      colorHex: '#3c3c3d',
      priceCents: 171900,
      stock: 3,
      rating: 4.9,
      reviewCount: 133,
      daysSinceRelease: 147,
      images: 3,
      note: 'È il modello più richiesto da chi registra molti video in 4K: ne restano pochi pezzi.',
    },
  ]),
  ...productsOf(IPHONE_16, [
    {
      ...storage('128 GB'),
      colour: 'Oltremare',
      colorHex: '#9aadf6',
      priceCents: 97900,
      stock: 65,
      rating: 4.6,
      reviewCount: 540,
      isFeatured: true,
      daysSinceRelease: 146,
      images: 6,
      note: 'Il colore Oltremare è il più intenso della gamma ed è diventato subito il preferito dei nostri clienti.',
    },
    {
      ...storage('256 GB'),
      colour: 'Verde acqua',
      colorHex: '#b0d4d2',
      priceCents: 109900,
      stock: 48,
      rating: 4.7,
      reviewCount: 210,
      daysSinceRelease: 145,
      images: 4,
      note: 'Con 256 GB puoi tenere sul telefono migliaia di foto, le playlist offline e tutte le tue app senza preoccuparti dello spazio.',
    },
    {
      ...storage('128 GB'),
      colour: 'Rosa',
      colorHex: '#f2adda',
      priceCents: 97900,
      stock: 0,
      rating: 4.5,
      reviewCount: 188,
      daysSinceRelease: 144,
      images: 2,
      note: 'La tonalità Rosa è delicata ma luminosa e si abbina bene alle custodie trasparenti MagSafe.',
    },
  ]),
  ...productsOf(IPHONE_16_PLUS, [
    {
      ...storage('128 GB'),
      colour: 'Bianco',
      colorHex: '#fafafa',
      priceCents: 99900,
      compareAtPriceCents: 109900,
      stock: 22,
      rating: 4.6,
      reviewCount: 143,
      daysSinceRelease: 143,
      images: 3,
      note: 'Per un periodo limitato lo trovi a un prezzo scontato: è il momento giusto per passare al grande schermo.',
    },
  ]),
  ...productsOf(IPHONE_16E, [
    {
      ...storage('128 GB'),
      colour: 'Nero',
      colorHex: '#2f3033',
      priceCents: 72900,
      stock: 88,
      rating: 4.4,
      reviewCount: 76,
      daysSinceRelease: 21,
      images: 3,
      note: "È l'iPhone più accessibile della gamma attuale, con lo stesso chip dei modelli di punta.",
    },
    {
      ...storage('256 GB'),
      colour: 'Bianco',
      colorHex: '#f5f5f0',
      priceCents: 84900,
      stock: 5,
      rating: null,
      reviewCount: null,
      daysSinceRelease: 20,
      images: 2,
      note: 'La finitura bianca opaca dona un aspetto pulito e minimale che resiste bene ai graffi quotidiani.',
    },
  ]),
  ...productsOf(IPHONE_15, [
    {
      ...storage('128 GB'),
      colour: 'Blu',
      colorHex: '#d4e4ed',
      priceCents: 79900,
      compareAtPriceCents: 87900,
      stock: 31,
      rating: 4.6,
      reviewCount: 822,
      daysSinceRelease: 505,
      images: 4,
      note: 'Oggi costa meno che mai: un iPhone completo e moderno a un prezzo davvero interessante.',
    },
    {
      ...storage('256 GB'),
      colour: 'Nero',
      colorHex: '#4a4d50',
      priceCents: 99900,
      stock: 2,
      rating: 4.7,
      reviewCount: 301,
      daysSinceRelease: 504,
      images: 2,
      note: 'Gli ultimi pezzi disponibili in questa configurazione: il nero è il colore più sobrio ed elegante.',
    },
  ]),
  ...productsOf(IPHONE_15_PRO_REFURBISHED, [
    {
      ...storage('256 GB'),
      colour: 'Titanio blu',
      colorHex: '#394153',
      priceCents: 89900,
      compareAtPriceCents: 104900,
      stock: 1,
      rating: 4.5,
      reviewCount: 54,
      daysSinceRelease: 560,
      images: 3,
      note: "Le condizioni estetiche sono eccellenti, con segni d'uso appena visibili.",
    },
  ]),
  ...productsOf(IPHONE_14_REFURBISHED, [
    {
      ...storage('128 GB'),
      colour: 'Mezzanotte',
      colorHex: '#34393f',
      priceCents: 52900,
      stock: 12,
      rating: 4.3,
      reviewCount: 167,
      daysSinceRelease: 820,
      images: 2,
      note: 'Viene consegnato con cavo di ricarica nuovo e confezione riciclata.',
    },
  ]),
  ...productsOf(IPHONE_SE, [
    {
      ...storage('64 GB'),
      colour: '(PRODUCT)RED',
      colorHex: '#bf0013',
      priceCents: 52900,
      stock: 7,
      rating: 4.2,
      reviewCount: 389,
      daysSinceRelease: 1010,
      images: 2,
      note: "Con l'edizione (PRODUCT)RED una parte del ricavato sostiene il Fondo globale per la lotta contro l'AIDS.",
    },
  ]),
];

// ---------------------------------------------------------------------------------------------
// Mac
// ---------------------------------------------------------------------------------------------

const MACBOOK_AIR_13_M4: ModelTemplate = {
  name: 'MacBook Air 13" M4',
  categorySlug: 'mac',
  kind: 'laptop',
  accentHex: '#3a7bd5',
  intro:
    'MacBook Air 13" con chip M4 è sottilissimo, silenzioso perché non ha ventole e arriva fino a 18 ore di autonomia. La nuova fotocamera Center Stage da 12 MP ti tiene sempre al centro dell\'inquadratura durante le videochiamate.',
  specs: [
    ['Display', '13,6" Liquid Retina, 500 nit'],
    ['Chip', 'Apple M4 con CPU 10 core e GPU 8 core'],
    ['Batteria', 'Fino a 18 ore'],
    ['Peso', '1,24 kg'],
  ],
  tags: ['portatile', 'm4', 'apple-silicon', 'novità'],
};

const MACBOOK_AIR_13_M3: ModelTemplate = {
  name: 'MacBook Air 13" M3',
  categorySlug: 'mac',
  kind: 'laptop',
  accentHex: '#5a4fcf',
  intro:
    'MacBook Air 13" con chip M3 è fino al 60% più veloce del modello con M1, in un telaio in alluminio riciclato di appena 1,24 kg. Supporta due monitor esterni a coperchio chiuso ed è ideale per lo studio e il lavoro in mobilità.',
  specs: [
    ['Display', '13,6" Liquid Retina, 500 nit'],
    ['Chip', 'Apple M3 con CPU 8 core e GPU 8 core'],
    ['Batteria', 'Fino a 18 ore'],
    ['Peso', '1,24 kg'],
  ],
  tags: ['portatile', 'm3', 'apple-silicon'],
};

const MACBOOK_AIR_15_M4: ModelTemplate = {
  name: 'MacBook Air 15" M4',
  categorySlug: 'mac',
  kind: 'laptop',
  accentHex: '#2a9d8f',
  intro:
    'MacBook Air 15" con chip M4 offre un ampio display Liquid Retina da 15,3" e un sistema audio a sei altoparlanti con Audio spaziale. Resta sottile e leggero, perfetto per chi vuole più spazio sullo schermo senza rinunciare alla portabilità.',
  specs: [
    ['Display', '15,3" Liquid Retina, 500 nit'],
    ['Chip', 'Apple M4 con CPU 10 core e GPU 10 core'],
    ['Batteria', 'Fino a 18 ore'],
    ['Peso', '1,51 kg'],
  ],
  tags: ['portatile', 'm4', 'apple-silicon', 'novità'],
};

const MACBOOK_PRO_14_M4: ModelTemplate = {
  name: 'MacBook Pro 14" M4',
  categorySlug: 'mac',
  kind: 'laptop',
  accentHex: '#d0662f',
  intro:
    'MacBook Pro 14" con chip M4 ha lo splendido display Liquid Retina XDR e una batteria che dura fino a 24 ore. Tre porte Thunderbolt 4, HDMI, slot SDXC e MagSafe 3 ti permettono di collegare tutto senza adattatori.',
  specs: [
    ['Display', '14,2" Liquid Retina XDR, 120 Hz'],
    ['Chip', 'Apple M4 con CPU 10 core e GPU 10 core'],
    ['Batteria', 'Fino a 24 ore'],
    ['Peso', '1,55 kg'],
    ['Connettività', '3 Thunderbolt 4, HDMI, SDXC, MagSafe 3'],
  ],
  tags: ['portatile', 'pro', 'm4', 'apple-silicon'],
};

const MACBOOK_PRO_14_M4_PRO: ModelTemplate = {
  name: 'MacBook Pro 14" M4 Pro',
  categorySlug: 'mac',
  kind: 'laptop',
  accentHex: '#b23a48',
  intro:
    'MacBook Pro 14" con chip M4 Pro è pensato per sviluppatori, fotografi e creativi che lavorano con progetti pesanti. Le porte Thunderbolt 5 raggiungono 120 Gb/s e la qualità del display XDR è perfetta anche per il color grading.',
  specs: [
    ['Display', '14,2" Liquid Retina XDR, 120 Hz'],
    ['Chip', 'Apple M4 Pro con CPU 12 core e GPU 16 core'],
    ['Batteria', 'Fino a 22 ore'],
    ['Peso', '1,60 kg'],
    ['Connettività', '3 Thunderbolt 5, HDMI, SDXC, MagSafe 3'],
  ],
  tags: ['portatile', 'pro', 'm4-pro', 'apple-silicon', 'thunderbolt-5'],
};

const MACBOOK_PRO_16: ModelTemplate = {
  name: 'MacBook Pro 16"',
  categorySlug: 'mac',
  kind: 'laptop',
  accentHex: '#7b2ff7',
  intro:
    'MacBook Pro 16" è il portatile Apple più potente, con il display più ampio della gamma e fino a 24 ore di autonomia. Il sistema di raffreddamento avanzato mantiene le prestazioni costanti anche durante rendering e compilazioni molto lunghe.',
  specs: [
    ['Display', '16,2" Liquid Retina XDR, 120 Hz'],
    ['Batteria', 'Fino a 24 ore'],
    ['Peso', '2,14 kg'],
    ['Connettività', '3 Thunderbolt 5, HDMI, SDXC, MagSafe 3'],
  ],
  tags: ['portatile', 'pro', 'apple-silicon', 'thunderbolt-5'],
};

const MACBOOK_AIR_13_M2_REFURBISHED: ModelTemplate = {
  name: 'MacBook Air 13" M2 ricondizionato',
  categorySlug: 'mac',
  kind: 'laptop',
  accentHex: '#4c8bd6',
  intro:
    'MacBook Air 13" M2 ricondizionato, controllato e certificato dai nostri tecnici, con batteria verificata e 12 mesi di garanzia. Il design piatto con MagSafe e il display Liquid Retina lo rendono ancora oggi un ottimo portatile per tutti i giorni.',
  specs: [
    ['Display', '13,6" Liquid Retina, 500 nit'],
    ['Chip', 'Apple M2 con CPU 8 core e GPU 8 core'],
    ['Batteria', 'Capacità verificata, almeno 85%'],
    ['Garanzia', '12 mesi'],
  ],
  tags: ['portatile', 'm2', 'ricondizionato'],
};

const MACBOOK_PRO_14_M3_REFURBISHED: ModelTemplate = {
  name: 'MacBook Pro 14" M3 ricondizionato',
  categorySlug: 'mac',
  kind: 'laptop',
  accentHex: '#c2185b',
  intro:
    'MacBook Pro 14" M3 ricondizionato con display Liquid Retina XDR, sottoposto a oltre 40 controlli di qualità prima della vendita. È un modo intelligente per avere un portatile professionale risparmiando, con la stessa garanzia di 12 mesi del nuovo.',
  specs: [
    ['Display', '14,2" Liquid Retina XDR, 120 Hz'],
    ['Chip', 'Apple M3 con CPU 8 core e GPU 10 core'],
    ['Batteria', 'Capacità verificata, almeno 85%'],
    ['Garanzia', '12 mesi'],
  ],
  tags: ['portatile', 'pro', 'm3', 'ricondizionato'],
};

const MAC_PRODUCTS: SampleProduct[] = [
  ...productsOf(MACBOOK_AIR_13_M4, [
    {
      ...macConfig('16 GB', '256 GB'),
      colour: 'Celeste',
      colorHex: '#c5d7e3',
      priceCents: 124900,
      stock: 40,
      rating: 4.8,
      reviewCount: 96,
      isFeatured: true,
      daysSinceRelease: 16,
      images: 6,
      note: "Il nuovo colore Celeste ha riflessi azzurri molto leggeri, eleganti in ufficio come all'università.",
    },
    {
      ...macConfig('16 GB', '512 GB'),
      colour: 'Mezzanotte',
      colorHex: '#2e3642',
      priceCents: 149900,
      stock: 9,
      rating: null,
      reviewCount: null,
      daysSinceRelease: 15,
      images: 4,
      note: 'La finitura Mezzanotte ha un trattamento anodizzato che riduce le impronte.',
    },
    {
      ...macConfig('24 GB', '512 GB'),
      colour: 'Galassia',
      colorHex: '#f0e4d3',
      priceCents: 174900,
      stock: 0,
      rating: 4.9,
      reviewCount: 12,
      daysSinceRelease: 14,
      images: 3,
      note: 'Con 24 GB di memoria unificata gestisci senza rallentamenti decine di schede, macchine virtuali leggere e progetti fotografici.',
    },
  ]),
  ...productsOf(MACBOOK_AIR_13_M3, [
    {
      ...macConfig('16 GB', '512 GB'),
      colour: 'Mezzanotte',
      colorHex: '#2e3642',
      priceCents: 134900,
      compareAtPriceCents: 159900,
      stock: 14,
      rating: 4.7,
      reviewCount: 341,
      daysSinceRelease: 382,
      images: 5,
      note: 'In offerta fino a esaurimento scorte: una configurazione equilibrata a un prezzo molto vantaggioso.',
    },
    {
      ...macConfig('16 GB', '256 GB'),
      colour: 'Argento',
      colorHex: '#e3e4e5',
      priceCents: 119900,
      stock: 5,
      rating: 4.6,
      reviewCount: 210,
      daysSinceRelease: 380,
      images: 2,
      note: "L'argento è il colore classico dei Mac e resta il più facile da abbinare a qualsiasi accessorio.",
    },
  ]),
  ...productsOf(MACBOOK_AIR_15_M4, [
    {
      ...macConfig('16 GB', '256 GB'),
      colour: 'Galassia',
      colorHex: '#f0e4d3',
      priceCents: 149900,
      stock: 23,
      rating: 4.7,
      reviewCount: 41,
      daysSinceRelease: 13,
      images: 4,
      note: "La finitura Galassia ha una sfumatura calda e luminosa, a metà tra l'oro e l'argento.",
    },
    {
      ...macConfig('24 GB', '512 GB'),
      colour: 'Mezzanotte',
      colorHex: '#2e3642',
      priceCents: 199900,
      stock: 6,
      rating: 4.8,
      reviewCount: 18,
      daysSinceRelease: 12,
      images: 3,
      note: 'Questa configurazione è la più indicata per chi lavora con fogli di calcolo enormi e fotoritocco.',
    },
  ]),
  ...productsOf(MACBOOK_PRO_14_M4, [
    {
      ...macConfig('16 GB', '512 GB'),
      colour: 'Nero siderale',
      colorHex: '#2e2e30',
      priceCents: 189900,
      stock: 17,
      rating: 4.8,
      reviewCount: 128,
      daysSinceRelease: 98,
      images: 5,
      note: 'Il Nero siderale è profondo e opaco, con un rivestimento che rende meno visibili le impronte digitali.',
    },
    {
      ...macConfig('24 GB', '1 TB'),
      colour: 'Argento',
      colorHex: '#e3e4e5',
      priceCents: 239900,
      stock: 12,
      rating: 4.9,
      reviewCount: 36,
      daysSinceRelease: 97,
      images: 3,
      note: 'Con 1 TB di SSD hai spazio per librerie fotografiche e progetti video senza dischi esterni.',
    },
  ]),
  ...productsOf(MACBOOK_PRO_14_M4_PRO, [
    {
      ...macConfig('24 GB', '512 GB'),
      colour: 'Nero siderale',
      colorHex: '#2e2e30',
      priceCents: 249900,
      stock: 8,
      rating: 4.9,
      reviewCount: 64,
      isFeatured: true,
      daysSinceRelease: 96,
      images: 6,
      note: 'È il nostro MacBook Pro più venduto ai professionisti: potenza da desktop in uno zaino.',
    },
  ]),
  ...productsOf(MACBOOK_PRO_16, [
    {
      ...macConfig('24 GB', '512 GB', 'M4 Pro'),
      colour: 'Argento',
      colorHex: '#e3e4e5',
      priceCents: 299900,
      stock: 4,
      rating: 4.8,
      reviewCount: 29,
      daysSinceRelease: 95,
      images: 4,
      note: 'Il chip M4 Pro con CPU 14 core offre il giusto equilibrio tra prestazioni e autonomia per il lavoro creativo.',
    },
    {
      ...macConfig('36 GB', '1 TB', 'M4 Max'),
      colour: 'Nero siderale',
      colorHex: '#2e2e30',
      priceCents: 449900,
      stock: 2,
      rating: null,
      reviewCount: null,
      daysSinceRelease: 94,
      images: 5,
      note: 'Il chip M4 Max con GPU 32 core affronta rendering 3D, modelli di machine learning e montaggi 8K.',
    },
  ]),
  ...productsOf(MACBOOK_AIR_13_M2_REFURBISHED, [
    {
      ...macConfig('8 GB', '256 GB'),
      colour: 'Grigio siderale',
      colorHex: '#7d7e80',
      priceCents: 84900,
      compareAtPriceCents: 99900,
      stock: 3,
      rating: 4.4,
      reviewCount: 87,
      daysSinceRelease: 905,
      images: 2,
      note: "Un'ottima occasione per studenti che cercano un Mac affidabile con un budget contenuto.",
    },
  ]),
  ...productsOf(MACBOOK_PRO_14_M3_REFURBISHED, [
    {
      ...macConfig('8 GB', '512 GB'),
      colour: 'Grigio siderale',
      colorHex: '#7d7e80',
      priceCents: 139900,
      stock: 0,
      rating: 4.5,
      reviewCount: 22,
      daysSinceRelease: 470,
      images: 3,
      note: 'Gli esemplari ricondizionati arrivano a lotti: iscriviti per sapere quando torna disponibile.',
    },
  ]),
];

// ---------------------------------------------------------------------------------------------
// iPad
// ---------------------------------------------------------------------------------------------

const IPAD_PRO_11_M4: ModelTemplate = {
  name: 'iPad Pro 11" M4',
  categorySlug: 'ipad',
  kind: 'tablet',
  accentHex: '#e0457b',
  intro:
    'iPad Pro 11" con chip M4 è incredibilmente sottile e monta il display Ultra Retina XDR con tecnologia OLED tandem, per neri profondi e fino a 1600 nit in HDR. È compatibile con Apple Pencil Pro e Magic Keyboard per diventare uno strumento di lavoro completo.',
  specs: [
    ['Display', '11" Ultra Retina XDR OLED tandem, ProMotion'],
    ['Chip', 'Apple M4 con CPU 9 core'],
    ['Fotocamera', 'Grandangolo 12 MP e scanner LiDAR'],
    ['Peso', '444 g'],
  ],
  tags: ['tablet', 'pro', 'm4', 'oled', 'apple-pencil'],
};

const IPAD_PRO_13_M4: ModelTemplate = {
  name: 'iPad Pro 13" M4',
  categorySlug: 'ipad',
  kind: 'tablet',
  accentHex: '#1f8a70',
  intro:
    'iPad Pro 13" con chip M4 è il dispositivo Apple più sottile di sempre, appena 5,1 mm, con un enorme display Ultra Retina XDR. È lo strumento ideale per illustratori, architetti e musicisti che vogliono la massima area di lavoro.',
  specs: [
    ['Display', '13" Ultra Retina XDR OLED tandem, ProMotion'],
    ['Chip', 'Apple M4 con CPU 10 core'],
    ['Fotocamera', 'Grandangolo 12 MP e scanner LiDAR'],
    ['Peso', '579 g'],
  ],
  tags: ['tablet', 'pro', 'm4', 'oled', 'apple-pencil'],
};

const IPAD_AIR_11_M2: ModelTemplate = {
  name: 'iPad Air 11" M2',
  categorySlug: 'ipad',
  kind: 'tablet',
  accentHex: '#3b82f6',
  intro:
    'iPad Air 11" con chip M2 offre prestazioni da computer in un design leggero, con la fotocamera frontale sul lato orizzontale per videochiamate più naturali. Funziona con Apple Pencil Pro e Magic Keyboard, ideale per prendere appunti e studiare.',
  specs: [
    ['Display', '11" Liquid Retina'],
    ['Chip', 'Apple M2 con CPU 8 core'],
    ['Fotocamera', 'Grandangolo 12 MP'],
    ['Peso', '462 g'],
  ],
  tags: ['tablet', 'air', 'm2', 'apple-pencil'],
};

const IPAD_AIR_13_M2: ModelTemplate = {
  name: 'iPad Air 13" M2',
  categorySlug: 'ipad',
  kind: 'tablet',
  accentHex: '#f59e0b',
  intro:
    'iPad Air 13" con chip M2 porta per la prima volta il formato grande nella gamma Air, con un display più luminoso e altoparlanti stereo orizzontali dal suono pieno. È perfetto per guardare film, leggere spartiti o lavorare con due app affiancate.',
  specs: [
    ['Display', '13" Liquid Retina, 600 nit'],
    ['Chip', 'Apple M2 con CPU 8 core'],
    ['Fotocamera', 'Grandangolo 12 MP'],
    ['Peso', '617 g'],
  ],
  tags: ['tablet', 'air', 'm2', 'apple-pencil'],
};

const IPAD_10: ModelTemplate = {
  name: 'iPad 10ª generazione',
  categorySlug: 'ipad',
  kind: 'tablet',
  accentHex: '#ef4444',
  intro:
    'iPad di 10ª generazione ha un design tutto schermo con display Liquid Retina da 10,9" e Touch ID nel tasto superiore. Il chip A14 Bionic gestisce con facilità app, giochi e lezioni online: è il tablet più versatile per tutta la famiglia.',
  specs: [
    ['Display', '10,9" Liquid Retina'],
    ['Chip', 'A14 Bionic'],
    ['Fotocamera', 'Grandangolo 12 MP, frontale 12 MP in orizzontale'],
    ['Batteria', 'Fino a 10 ore di navigazione'],
  ],
  tags: ['tablet', 'famiglia', 'usb-c', 'touch-id'],
};

const IPAD_MINI: ModelTemplate = {
  name: 'iPad mini A17 Pro',
  categorySlug: 'ipad',
  kind: 'tablet',
  accentHex: '#8b5cf6',
  intro:
    'iPad mini con chip A17 Pro sta in una mano e in ogni borsa, con uno schermo Liquid Retina da 8,3" luminoso e preciso. Supporta Apple Pencil Pro, perché prendere appunti al volo o disegnare sia naturale ovunque ti trovi.',
  specs: [
    ['Display', '8,3" Liquid Retina'],
    ['Chip', 'A17 Pro'],
    ['Fotocamera', 'Grandangolo 12 MP'],
    ['Peso', '293 g'],
  ],
  tags: ['tablet', 'mini', 'compatto', 'apple-pencil'],
};

const IPAD_PRODUCTS: SampleProduct[] = [
  ...productsOf(IPAD_PRO_11_M4, [
    {
      ...tabletStorage('256 GB', 'Wi-Fi'),
      colour: 'Nero siderale',
      colorHex: '#2e2e30',
      priceCents: 121900,
      stock: 19,
      rating: 4.8,
      reviewCount: 77,
      isFeatured: true,
      daysSinceRelease: 300,
      images: 6,
      note: 'Abbinato a Magic Keyboard diventa un vero portatile, ma resta il tablet più sottile e leggero della sua classe.',
    },
    {
      ...tabletStorage('512 GB', 'Wi-Fi + Cellular'),
      colour: 'Argento',
      colorHex: '#e3e4e5',
      priceCents: 169900,
      stock: 0,
      rating: null,
      reviewCount: null,
      daysSinceRelease: 299,
      images: 3,
      note: 'La connessione 5G con eSIM ti permette di lavorare in treno o in viaggio senza cercare una rete Wi-Fi.',
    },
  ]),
  ...productsOf(IPAD_PRO_13_M4, [
    {
      ...tabletStorage('256 GB', 'Wi-Fi'),
      colour: 'Argento',
      colorHex: '#e3e4e5',
      priceCents: 151900,
      stock: 7,
      rating: 4.9,
      reviewCount: 45,
      daysSinceRelease: 298,
      images: 4,
      note: 'Il modello da 13" offre lo spazio di un foglio A4, comodo per disegnare in scala reale.',
    },
    {
      ...tabletStorage('1 TB', 'Wi-Fi + Cellular'),
      colour: 'Nero siderale',
      colorHex: '#2e2e30',
      priceCents: 269900,
      stock: 1,
      rating: 5,
      reviewCount: 8,
      daysSinceRelease: 297,
      images: 5,
      note: 'Con 1 TB arrivano anche 16 GB di memoria e il chip con CPU 10 core: la configurazione più potente.',
    },
  ]),
  ...productsOf(IPAD_AIR_11_M2, [
    {
      ...tabletStorage('128 GB', 'Wi-Fi'),
      colour: 'Blu',
      colorHex: '#a9bcd0',
      priceCents: 71900,
      stock: 36,
      rating: 4.7,
      reviewCount: 156,
      isFeatured: true,
      daysSinceRelease: 322,
      images: 6,
      note: 'Il blu polvere è raffinato e discreto, perfetto con la custodia Smart Folio abbinata.',
    },
    {
      ...tabletStorage('256 GB', 'Wi-Fi'),
      colour: 'Viola',
      colorHex: '#d9cde6',
      priceCents: 84900,
      stock: 1,
      rating: 4.6,
      reviewCount: 58,
      daysSinceRelease: 321,
      images: 3,
      note: 'Ultimo pezzo disponibile nel colore Viola, tra i più amati dagli studenti.',
    },
  ]),
  ...productsOf(IPAD_AIR_13_M2, [
    {
      ...tabletStorage('128 GB', 'Wi-Fi'),
      colour: 'Galassia',
      colorHex: '#f0e4d3',
      priceCents: 96900,
      stock: 11,
      rating: 4.7,
      reviewCount: 44,
      daysSinceRelease: 320,
      images: 4,
      note: 'La finitura Galassia riflette la luce con delicatezza e valorizza il profilo in alluminio.',
    },
  ]),
  ...productsOf(IPAD_10, [
    {
      ...tabletStorage('64 GB', 'Wi-Fi'),
      colour: 'Blu',
      colorHex: '#a5c6e6',
      priceCents: 35900,
      compareAtPriceCents: 40900,
      stock: 54,
      rating: 4.5,
      reviewCount: 712,
      daysSinceRelease: 880,
      images: 4,
      note: 'In promozione per il ritorno a scuola: il primo iPad ideale per i ragazzi.',
    },
    {
      ...tabletStorage('64 GB', 'Wi-Fi'),
      colour: 'Rosa',
      colorHex: '#f2c6cf',
      priceCents: 40900,
      stock: 0,
      rating: 4.5,
      reviewCount: 230,
      daysSinceRelease: 879,
      images: 2,
      note: 'Il rosa brillante è uno dei colori più allegri della gamma iPad.',
    },
    {
      ...tabletStorage('256 GB', 'Wi-Fi + Cellular'),
      colour: 'Giallo',
      colorHex: '#f5e29b',
      priceCents: 72900,
      stock: 6,
      rating: null,
      reviewCount: null,
      daysSinceRelease: 878,
      images: 2,
      note: 'Con 256 GB e connessione cellulare puoi scaricare film e libri per i viaggi più lunghi.',
    },
  ]),
  ...productsOf(IPAD_MINI, [
    {
      ...tabletStorage('128 GB', 'Wi-Fi'),
      colour: 'Viola',
      colorHex: '#cdc4e0',
      priceCents: 60900,
      stock: 25,
      rating: 4.6,
      reviewCount: 67,
      daysSinceRelease: 205,
      images: 5,
      note: 'Pesa meno di 300 grammi ed è il compagno di lettura ideale a letto o in treno.',
    },
    {
      ...tabletStorage('256 GB', 'Wi-Fi + Cellular'),
      colour: 'Grigio siderale',
      colorHex: '#7d7e80',
      priceCents: 90900,
      stock: 2,
      rating: 4.7,
      reviewCount: 19,
      daysSinceRelease: 204,
      images: 3,
      note: 'Molto apprezzato da piloti e medici, che lo usano come strumento di consultazione sempre connesso.',
    },
    {
      ...tabletStorage('128 GB', 'Wi-Fi'),
      colour: 'Galassia',
      colorHex: '#f0e4d3',
      priceCents: 60900,
      stock: 33,
      rating: 4.5,
      reviewCount: 41,
      daysSinceRelease: 203,
      images: 2,
      note: 'Il colore Galassia è chiaro e luminoso, con il bordo in alluminio dalla finitura satinata.',
    },
  ]),
];

// ---------------------------------------------------------------------------------------------
// Watch
// ---------------------------------------------------------------------------------------------

const WATCH_SERIES_10: ModelTemplate = {
  name: 'Apple Watch Series 10',
  categorySlug: 'watch',
  kind: 'watch',
  accentHex: '#3a3a3c',
  intro:
    'Apple Watch Series 10 ha il display più grande e luminoso di sempre, leggibile anche di lato, in una cassa in alluminio più sottile che mai. Monitora sonno, allenamenti e frequenza cardiaca e ti avvisa in caso di possibili apnee notturne.',
  specs: [
    ['Display', 'Retina LTPO3 OLED always-on, fino a 2000 nit'],
    ['Chip', 'S10 SiP'],
    ['Batteria', 'Fino a 18 ore, 36 in modalità basso consumo'],
    ['Resistenza', 'Impermeabile fino a 50 m'],
  ],
  tags: ['smartwatch', 'salute', 'fitness', 'alluminio'],
};

const WATCH_SERIES_10_TITANIUM: ModelTemplate = {
  name: 'Apple Watch Series 10 titanio',
  categorySlug: 'watch',
  kind: 'watch',
  accentHex: '#6b5b4b',
  intro:
    'Apple Watch Series 10 in titanio lucidato è più leggero del precedente modello in acciaio e ha una finitura elegante adatta anche alle occasioni formali. Include sempre la connettività cellulare, così puoi chiamare e ricevere notifiche senza iPhone.',
  specs: [
    ['Display', 'Retina LTPO3 OLED always-on, fino a 2000 nit'],
    ['Chip', 'S10 SiP'],
    ['Materiale', 'Titanio lucidato, vetro zaffiro'],
    ['Batteria', 'Fino a 18 ore, 36 in modalità basso consumo'],
  ],
  tags: ['smartwatch', 'salute', 'titanio', 'cellular'],
};

const WATCH_ULTRA_2: ModelTemplate = {
  name: 'Apple Watch Ultra 2',
  categorySlug: 'watch',
  kind: 'watch',
  accentHex: '#f97316',
  intro:
    'Apple Watch Ultra 2 ha una cassa in titanio da 49 mm, un display luminoso fino a 3000 nit e fino a 36 ore di autonomia, o 72 in modalità basso consumo. Il GPS a doppia frequenza e la sirena da 86 dB lo rendono il compagno ideale per trekking, immersioni e sport estremi.',
  specs: [
    ['Display', 'Retina LTPO2 OLED always-on, fino a 3000 nit'],
    ['Chip', 'S9 SiP'],
    ['Materiale', 'Titanio, vetro zaffiro'],
    ['Batteria', 'Fino a 36 ore, 72 in modalità basso consumo'],
    ['Resistenza', 'Impermeabile fino a 100 m, immersioni fino a 40 m'],
  ],
  tags: ['smartwatch', 'ultra', 'titanio', 'sport', 'outdoor'],
};

const WATCH_SE: ModelTemplate = {
  name: 'Apple Watch SE',
  categorySlug: 'watch',
  kind: 'watch',
  accentHex: '#1e3a8a',
  intro:
    'Apple Watch SE ti offre le funzioni essenziali per restare in forma e in contatto, con rilevamento degli incidenti e notifiche in caso di ritmo cardiaco irregolare. È il modo più conveniente per entrare nel mondo Apple Watch, anche per i ragazzi grazie a In famiglia.',
  specs: [
    ['Display', 'Retina LTPO OLED, fino a 1000 nit'],
    ['Chip', 'S8 SiP'],
    ['Batteria', 'Fino a 18 ore'],
    ['Resistenza', 'Impermeabile fino a 50 m'],
  ],
  tags: ['smartwatch', 'fitness', 'famiglia'],
};

const WATCH_SERIES_9_REFURBISHED: ModelTemplate = {
  name: 'Apple Watch Series 9 ricondizionato',
  categorySlug: 'watch',
  kind: 'watch',
  accentHex: '#be123c',
  intro:
    'Apple Watch Series 9 ricondizionato, verificato e con batteria controllata, con il chip S9 e il doppio tap per rispondere senza toccare lo schermo. Ha lo stesso display luminoso fino a 2000 nit del modello nuovo e 12 mesi di garanzia.',
  specs: [
    ['Display', 'Retina LTPO OLED always-on, fino a 2000 nit'],
    ['Chip', 'S9 SiP'],
    ['Batteria', 'Capacità verificata, almeno 85%'],
    ['Garanzia', '12 mesi'],
  ],
  tags: ['smartwatch', 'salute', 'ricondizionato'],
};

const WATCH_PRODUCTS: SampleProduct[] = [
  ...productsOf(WATCH_SERIES_10, [
    {
      ...watchConfig('42 mm', 'GPS'),
      colour: 'Oro rosa',
      colorHex: '#e6c7b6',
      accentHex: '#d8a7b1',
      priceCents: 44900,
      stock: 30,
      rating: 4.7,
      reviewCount: 188,
      daysSinceRelease: 142,
      images: 4,
      note: 'La cassa Oro rosa da 42 mm è abbinata a un cinturino Sport rosa cipria, morbido e resistente al sudore.',
    },
    {
      ...watchConfig('46 mm', 'GPS'),
      colour: 'Nero jet',
      colorHex: '#1d1d1f',
      accentHex: '#2c2c2e',
      priceCents: 47900,
      stock: 44,
      rating: 4.8,
      reviewCount: 251,
      isFeatured: true,
      daysSinceRelease: 141,
      images: 6,
      note: 'Il Nero jet è un alluminio lucidato a specchio, una finitura mai vista prima su Apple Watch.',
    },
    {
      ...watchConfig('46 mm', 'GPS + Cellular'),
      colour: 'Argento',
      colorHex: '#dcdde0',
      accentHex: '#7c8ba1',
      priceCents: 57900,
      stock: 0,
      rating: 4.6,
      reviewCount: 40,
      daysSinceRelease: 140,
      images: 3,
      note: 'La versione Cellular ti lascia correre o nuotare con il telefono a casa, restando sempre raggiungibile.',
    },
    {
      ...watchConfig('42 mm', 'GPS'),
      colour: 'Argento',
      colorHex: '#dcdde0',
      accentHex: '#9fb7c9',
      priceCents: 44900,
      stock: 120,
      rating: 4.6,
      reviewCount: 64,
      daysSinceRelease: 139,
      images: 2,
      note: 'Il modello da 42 mm veste bene anche i polsi più sottili ed è il più leggero della serie.',
    },
  ]),
  ...productsOf(WATCH_SERIES_10_TITANIUM, [
    {
      ...watchConfig('46 mm', 'GPS + Cellular'),
      colour: 'Ardesia',
      colorHex: '#5b5b5f',
      accentHex: '#3f3f46',
      priceCents: 85900,
      stock: 3,
      rating: 4.9,
      reviewCount: 31,
      daysSinceRelease: 138,
      images: 4,
      note: 'La tonalità Ardesia è scura e sofisticata, splendida con il cinturino a maglia milanese.',
    },
    {
      ...watchConfig('42 mm', 'GPS + Cellular'),
      colour: 'Oro',
      colorHex: '#e3c9a0',
      accentHex: '#a16207',
      priceCents: 79900,
      stock: 8,
      rating: null,
      reviewCount: null,
      daysSinceRelease: 137,
      images: 3,
      note: 'La cassa Oro in titanio ha riflessi caldi che la rendono quasi un gioiello.',
    },
  ]),
  ...productsOf(WATCH_ULTRA_2, [
    {
      ...watchConfig('49 mm', 'GPS + Cellular'),
      colour: 'Titanio naturale',
      colorHex: '#c9c3b8',
      priceCents: 89900,
      stock: 15,
      rating: 4.9,
      reviewCount: 143,
      isFeatured: true,
      daysSinceRelease: 136,
      images: 6,
      note: 'Viene fornito con il cinturino Trail Loop arancione, leggero e regolabile anche con i guanti.',
    },
    {
      ...watchConfig('49 mm', 'GPS + Cellular'),
      colour: 'Titanio nero',
      colorHex: '#2a2a2c',
      accentHex: '#1f2937',
      priceCents: 89900,
      stock: 5,
      rating: 4.8,
      reviewCount: 77,
      daysSinceRelease: 135,
      images: 4,
      note: 'La finitura Titanio nero è ottenuta con un processo di rivestimento che ne aumenta la resistenza ai graffi.',
    },
  ]),
  ...productsOf(WATCH_SE, [
    {
      ...watchConfig('40 mm', 'GPS'),
      colour: 'Mezzanotte',
      colorHex: '#2e3642',
      priceCents: 27900,
      stock: 70,
      rating: 4.5,
      reviewCount: 925,
      daysSinceRelease: 604,
      images: 3,
      note: 'La cassa da 40 mm in colore Mezzanotte è la più scelta come primo smartwatch.',
    },
    {
      ...watchConfig('44 mm', 'GPS'),
      colour: 'Galassia',
      colorHex: '#ede3d4',
      accentHex: '#d6c7ae',
      priceCents: 27900,
      compareAtPriceCents: 30900,
      stock: 58,
      rating: 4.6,
      reviewCount: 402,
      daysSinceRelease: 603,
      images: 4,
      note: 'In offerta per un periodo limitato, con cinturino Sport coordinato incluso nella confezione.',
    },
    {
      ...watchConfig('44 mm', 'GPS + Cellular'),
      colour: 'Argento',
      colorHex: '#dcdde0',
      accentHex: '#64748b',
      priceCents: 35900,
      stock: 0,
      rating: 4.4,
      reviewCount: 96,
      daysSinceRelease: 602,
      images: 2,
      note: 'Con la connessione cellulare i più giovani possono usarlo anche senza un iPhone proprio.',
    },
  ]),
  ...productsOf(WATCH_SERIES_9_REFURBISHED, [
    {
      ...watchConfig('45 mm', 'GPS'),
      colour: 'Rosa',
      colorHex: '#f3d3d0',
      accentHex: '#e8a0a6',
      priceCents: 29900,
      compareAtPriceCents: 34900,
      stock: 4,
      rating: 4.3,
      reviewCount: 39,
      daysSinceRelease: 485,
      images: 3,
      note: 'Un ricondizionato in condizioni pari al nuovo, proposto con uno sconto interessante.',
    },
    {
      ...watchConfig('41 mm', 'GPS'),
      colour: 'Mezzanotte',
      colorHex: '#2e3642',
      priceCents: 27900,
      stock: 9,
      rating: null,
      reviewCount: null,
      daysSinceRelease: 484,
      images: 2,
      note: 'Il formato da 41 mm è comodo da indossare anche di notte per monitorare il sonno.',
    },
  ]),
];

export const SAMPLE_PRODUCTS: readonly SampleProduct[] = [
  ...IPHONE_PRODUCTS,
  ...MAC_PRODUCTS,
  ...IPAD_PRODUCTS,
  ...WATCH_PRODUCTS,
];
